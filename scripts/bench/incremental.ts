import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { listedOfferCount } from '../catalogue/store.ts';
import { listFeedDir } from '../ingest/feed-dir.ts';
import { ingestFeed } from '../ingest/ingest-feed.ts';
import { buildSites } from '../prerender/build.ts';
import { generateSample } from '../sample/generate.ts';
import { differentFiles } from '../prerender/incremental/same-files.ts';
import { linkTree } from '../prerender/incremental/links.ts';
import { addTimes, type JobTimes } from '../prerender/worker-pool.ts';
import { byScreen } from '../prerender/page-times.ts';
import { besideFilesOf, replacedBuilds } from '../prerender/incremental/live-site.ts';
import { runCli } from '../cli.ts';

/**
 * `npm run bench:incremental`: the daily rebuild against a full build (docs/benchmarks.md). A
 * generated catalogue whose last day of feeds is held back; a full build, and a rebuild with
 * nothing changed beside it (into a new folder, every page linked); then, in each of --rounds (3)
 * rounds, from copies of those two builds (hard links), made in place in the full build's folder
 * as the daily build is in the previous-but-one's: a rebuild with nothing changed (the fixed overhead) and the incremental rebuild after the last day, ingested through
 * the real ingest into a copy of the catalogue. Medians are reported: on a shared machine one
 * rebuild's time moves by a second or more, as much as a day's changes cost at 5,000 products.
 * Every build is timed whole, bundles included, as `npm run update` runs it; the day's part is
 * also given by phase, as user and system CPU, per page rendered and as the day's share of the
 * pages at the full build's render time per page, after what the machine's
 * file system charges for a new folder, a new file and a link (it sets most of the fixed overhead).
 * Nothing is removed while builds are timed (copies are made first, replaced builds kept, all
 * removed at the end), and a run starts 5 minutes after the last removal: on ext4 without a
 * journal, as on this project's VMs, a removal's freed inodes make every new inode (folder or
 * file) dearer for minutes (a new folder 4 times), which a build a day after the last one never meets.
 * Options: --products (5000), --days (365), --change-rate (0.3: about 1% of offers change a
 * day; 1 is the sample's 3%), --site (cjenovnik.me; `all` for both), --threads, --rounds, --fresh,
 * --check (then a full build of the same catalogue at the same time, which must equal the last
 * incremental one file for file).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '5000' },
      days: { type: 'string', default: '365' },
      'change-rate': { type: 'string', default: '0.3' },
      site: { type: 'string', default: 'cjenovnik.me' },
      threads: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '3' },
    },
  });
  const dir = join('.tmp/bench', `incremental-${values.products}-${values.days}d-r${values['change-rate']}`);
  const base = join(dir, 'base.db');
  if (values.fresh || !existsSync(base)) {
    remove([dir]);
    const db = openCatalogue(base);
    const sample = await generateSample(db, dir, {
      products: Number(values.products),
      days: Number(values.days),
      dailyDays: 14,
      changeRate: Number(values['change-rate']),
      holdBack: 1,
    });
    db.close();
    console.log(`catalogue: ${sample.products} products, the last day's feeds held back in ${join(dir, 'feeds')}`);
  }
  const outDir = join(dir, 'dist');
  const fullOutput = join(dir, 'dist-full');
  const runs = join(dir, 'runs');
  const probe = join(dir, 'fs-probe');
  // What an interrupted run left.
  remove([fullOutput, runs, probe, join(dir, 'check')]);
  await settle();
  console.log(fileSystemCosts(probe));
  const catalogue = join(dir, 'catalogue.db');
  const dayCatalogue = join(dir, 'day.db');
  for (const file of [catalogue, dayCatalogue]) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    copyFileSync(base, file);
  }
  const sites = values.site === 'all' ? [] : [values.site];
  const build = async (into: string, full: boolean, db = catalogue) => {
    process.env.CATALOGUE_DB = db;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const threads = values.threads ? Number(values.threads) : undefined;
    const phases = new Map<string, number>();
    const phaseCpu = new Map<string, number>();
    const log = (line: string) => {
      console.log(`  ${line}`);
      // `cjenovnik.me: pages 10.9 s, 19.8 s CPU (...)`: the phase's name without the site, its seconds and CPU seconds.
      const [, phase, seconds, cpuSeconds] = /^(?:[^:]+: )?(.+?) (\d+\.\d) s, (\d+\.\d) s CPU\b/.exec(line) ?? [];
      if (!phase || !seconds || !cpuSeconds) return;
      phases.set(phase, (phases.get(phase) ?? 0) + Number(seconds));
      phaseCpu.set(phase, (phaseCpu.get(phase) ?? 0) + Number(cpuSeconds));
    };
    const result = await buildSites({ outDir: into, sites, full, threads, log, removeReplaced: false, timeEachPage: true });
    const used = process.cpuUsage(cpu);
    const wall = (performance.now() - started) / 1000;
    // The kernel writes the new build out after it; a day later that is long done, so the next build is not timed against it.
    execFileSync('sync');
    // CPU time of all threads: unlike the wall time, it hardly moves when other work shares the machine.
    // System time is mostly the file system's work: it moved by half from one identical rebuild to the next on a small VM.
    return { ...result, wall, phases, phaseCpu, cpu: (used.user + used.system) / 1e6, user: used.user / 1e6, system: used.system / 1e6 };
  };
  type Run = Awaited<ReturnType<typeof build>>;
  const line = (name: string, run: Run) =>
    console.log(
      `${name}: ${run.wall.toFixed(1)} s (${run.cpu.toFixed(1)} s CPU: ${run.user.toFixed(1)} user, ${run.system.toFixed(1)} system); ` +
        `${run.rendered} pages rendered, ${run.carried} carried over; ` +
        `feeds of ${run.feeds.written} pages written, ${run.feeds.carried} carried over`,
    );

  const full = await build(fullOutput, true);
  line('full build', full);
  // The same catalogue built again beside it, as the build of the day before would be: each
  // round's builds are then made in place in the full build's folder (in-place.ts), the
  // previous-but-one, as a day's build is. Its figure is the rebuild into a new folder, every page linked.
  const linked = await build(fullOutput, false);
  line('rebuild into a new folder, nothing changed (every page linked)', linked);

  const db = openCatalogue(dayCatalogue);
  const offers = listedOfferCount(db);
  let changed = 0;
  const { feeds } = listFeedDir(join(dir, 'feeds'));
  for (const feed of feeds) {
    // As `npm run update` ingests them: a shop with partial feeds is registered so.
    const report = await ingestFeed(db, feed);
    changed += report.priceChanges + report.newOffers + report.gone;
  }
  db.close();
  console.log(
    `ingest: ${feeds.length} feeds of the last day; ${changed} of ${offers} offers changed (${((100 * changed) / offers).toFixed(1)}%)`,
  );

  const rounds = Array.from({ length: Number(values.rounds) }, (_, index) => index + 1);
  // Every copy first: making one removes nothing, and no build is timed after a removal.
  for (const round of rounds) {
    for (const kind of ['same', 'day']) keepOutput(fullOutput, join(runs, `${round}-${kind}`));
  }
  const unchangedRuns: Run[] = [];
  const incrementalRuns: Run[] = [];
  for (const round of rounds) {
    const unchanged = await build(join(runs, `${round}-same`), false);
    unchangedRuns.push(unchanged);
    line(`round ${round}: rebuild, nothing changed (fixed overhead)`, unchanged);
    const incremental = await build(join(runs, `${round}-day`), false, dayCatalogue);
    incrementalRuns.push(incremental);
    line(`round ${round}: incremental build`, incremental);
  }
  const last = join(runs, `${rounds.length}-day`);
  // The last incremental build stays as `dist` (Lighthouse's 20,000-product site); the rest goes.
  remove([outDir, ...sitesIn(last).flatMap((domain) => replacedBuilds(last, domain).flatMap((build) => [build, ...besideFilesOf(build)]))]);
  renameSync(last, outDir);
  remove([fullOutput, runs, probe]);
  // Each round's two builds met about the same load: their difference is the day's cost.
  const overhead = { wall: median(unchangedRuns.map((run) => run.wall)), cpu: median(unchangedRuns.map((run) => run.cpu)) };
  const difference = (of: (run: Run) => number) => median(incrementalRuns.map((run, index) => of(run) - of(unchangedRuns[index] as Run)));
  const variable = { wall: difference((run) => run.wall), cpu: difference((run) => run.cpu) };
  const byPhase = [...full.phases.keys()].map(
    (phase) =>
      `${phase} ${difference((run) => run.phases.get(phase) ?? 0).toFixed(1)} ` +
      `(${difference((run) => run.phaseCpu.get(phase) ?? 0).toFixed(1)} CPU, full ${(full.phaseCpu.get(phase) ?? 0).toFixed(1)})`,
  );
  console.log(
    `the day's part by phase, s on the clock (CPU, and the full build's CPU; medians of the rounds' differences): ${byPhase.join(', ')}; ` +
      `CPU ${difference((run) => run.user).toFixed(1)} user, ${difference((run) => run.system).toFixed(1)} system, ` +
      `${((1000 * variable.cpu) / difference((run) => run.rendered)).toFixed(2)} ms per page rendered`,
  );
  const share = (part: number, whole: number) => `${part.toFixed(1)} s, ${((100 * part) / whole).toFixed(1)}% of the full build`;
  // The budget for a rebuild with nothing changed (docs/benchmarks.md); the day's part follows its pages (againstFull).
  const verdict = (part: number, whole: number) => `${share(part, whole)}: ${part <= 0.05 * whole ? 'within' : 'OVER'} the 5% budget`;
  console.log(
    `bench:incremental ${values.products} products, ${values.site}, medians of ${values.rounds} rounds: full ${full.wall.toFixed(1)} s ` +
      `(${full.cpu.toFixed(1)} s CPU); fixed overhead (nothing changed) ${verdict(overhead.wall, full.wall)}; CPU ${verdict(overhead.cpu, full.cpu)}; ` +
      `the day's part (incremental minus overhead, per round) ${share(variable.wall, full.wall)}; CPU ${share(variable.cpu, full.cpu)}`,
  );
  // What the day's pages alone would cost at the full build's time per page on the clock.
  const pagesShare = difference((run) => run.rendered) / full.rendered;
  console.log(
    `the day rendered ${(100 * pagesShare).toFixed(1)}% of the full build's pages; at its render time per page ` +
      `that is ${share(pagesShare * (full.phases.get('pages') ?? 0), full.wall)}`,
  );
  console.log(againstFull(full, incrementalRuns, variable.cpu));
  process.env.CATALOGUE_DB = dayCatalogue;
  if (values.check) await checkAgainstFullBuild(outDir, join(dir, 'check'), sites);
}

/**
 * The day's pages against the full build's, as each page's time (render-pool.ts: the render
 * workers' CPU time, each batch's shared among its pages by their time on the clock, and the main
 * thread's on its payload). By kind (a page's screen): a day renders another mix than a full build
 * (a third of its pages are category pages, 2% of a full build's). Then page for page: a day's
 * products are not the catalogue's average (a product with more offers changes more often, and
 * has a heavier page), so its pages are set against the same pages in the full build, and the
 * day's CPU against the full build's CPU for them: its CPU times their share of its pages' time.
 */
function againstFull(full: { cpu: number; renderTimes: JobTimes }, days: { renderTimes: JobTimes }[], dayCpu: number): string {
  const fullKinds = byScreen(full.renderTimes);
  const day = days.reduce((sum, run) => addTimes(sum, byScreen(run.renderTimes)), {} as JobTimes);
  const perPage = ([pages, ms]: [number, number]) => ms / Math.max(1, pages);
  const kinds = Object.keys(day).sort((a, b) => (day[b] as [number, number])[0] - (day[a] as [number, number])[0]);
  const lines = kinds.map((kind) => {
    const inDay = day[kind] as [number, number];
    const inFull = fullKinds[kind] ?? [0, 0];
    return (
      `${kind} ${perPage(inDay).toFixed(2)} ms against ${perPage(inFull).toFixed(2)} ms ` +
      `(${(perPage(inDay) / perPage(inFull)).toFixed(2)} times; ${Math.round(inDay[0] / days.length)} a day, ${inFull[0]} in full)`
    );
  });
  const same = { pages: 0, dayMs: 0, fullMs: 0, allDayMs: 0 };
  for (const run of days) {
    for (const [key, [pages, ms]] of Object.entries(run.renderTimes)) {
      same.allDayMs += ms;
      const inFull = full.renderTimes[key];
      if (!inFull || pages === 0) continue;
      same.pages += pages;
      same.dayMs += ms;
      same.fullMs += inFull[1];
    }
  }
  const fullMs = Object.values(full.renderTimes).reduce((sum, [, ms]) => sum + ms, 0);
  // The day's CPU on the pages the full build also rendered (a new product's are not), against the full build's on them.
  const dayCpuOnSame = (dayCpu * same.dayMs) / Math.max(1, same.allDayMs);
  const fullCpuOnSame = (full.cpu * same.fullMs) / days.length / fullMs;
  return (
    `by kind of page, a page's CPU time (its render and its payload), the day's against the full build's: ${lines.join('; ')}. ` +
    `The same ${Math.round(same.pages / days.length)} pages a day: ${(same.dayMs / same.pages).toFixed(2)} ms a page against ` +
    `${(same.fullMs / same.pages).toFixed(2)} ms in the full build (${(same.dayMs / same.fullMs).toFixed(2)} times). ` +
    `The day's CPU on them (${dayCpuOnSame.toFixed(1)} s) against the full build's CPU on them (${fullCpuOnSame.toFixed(1)} s): ` +
    `${(dayCpuOnSame / fullCpuOnSame).toFixed(2)} times, ${dayCpuOnSame <= 1.25 * fullCpuOnSame ? 'within' : 'OVER'} the budget of 1.25`
  );
}

/** The sites built in `outDir` (live-site.ts), not the builds kept beside them. */
function sitesIn(outDir: string): string[] {
  return readdirSync(outDir).filter((entry) => !entry.startsWith('.') && existsSync(join(outDir, entry, 'builds/latest.json')));
}

/** `to` (new) becomes a copy of the output in `from`: its sites' files hard-linked (no build writes through a link), the rest copied. */
function keepOutput(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(join(from, entry.name)), join(to, entry.name));
    else if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
    else copyFileSync(join(from, entry.name), join(to, entry.name));
  }
  execFileSync('sync');
}

/**
 * What this machine's file system charges for what a build does most: a new folder, a new file
 * and a hard link, in µs of wall time each (2,000 of each under `probe`, left for the run's final
 * removal). On the small VMs this project is built on, a new folder or file has taken 0.035-0.44
 * ms, a link 0.01-0.015 ms: the figure that sets the fixed overhead (a folder and two links per
 * page) and much of the day's part.
 */
function fileSystemCosts(probe: string): string {
  mkdirSync(probe);
  const count = 2000;
  const page = 'x'.repeat(30_000);
  const time = (work: (index: number) => void) => {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) work(index);
    return (((performance.now() - started) / count) * 1000).toFixed(0);
  };
  const folder = time((index) => mkdirSync(join(probe, `d${index}`)));
  const file = time((index) => writeFileSync(join(probe, `d${index}`, 'index.html'), page));
  const link = time((index) => linkSync(join(probe, `d${index}`, 'index.html'), join(probe, `d${index}`, 'link.html')));
  return `file system: a new folder ${folder} µs, a new 30 KB file ${file} µs, a hard link ${link} µs`;
}

/** Where removals wait their turn, and when the last one ended: any run's removal shows in the next 5 minutes of any other's. */
const TRASH = '.tmp/bench/.trash';
const REMOVED_AT = '.tmp/bench/.removed-at';
/** ext4 (fs/ext4/ialloc.c) passes over an inode freed less than 300 s ago when it allocates one. */
const SETTLE_MS = 300_000;

/**
 * Removes what exists of `paths` in the background: moved into the trash at once, deleted by a
 * detached `rm` (a 20,000-product build is 400,000 files, minutes to delete) that notes when it ended.
 */
function remove(paths: string[]): void {
  const present = paths.filter((path) => existsSync(path));
  if (present.length === 0) return;
  const bin = join(TRASH, `${process.pid}-${Date.now()}`);
  mkdirSync(bin, { recursive: true });
  present.forEach((path, index) => renameSync(path, join(bin, String(index))));
  spawn('sh', ['-c', 'rm -rf "$1" && date +%s%3N > "$2"', 'sh', bin, REMOVED_AT], { detached: true, stdio: 'ignore' }).unref();
}

/** Waits until every removal has ended and the last one is 5 minutes old, as a day-old one is. */
async function settle(): Promise<void> {
  if (existsSync(TRASH) && readdirSync(TRASH).length > 0) {
    console.log(`waiting for the removal of a previous run's files to end (${TRASH}: remove it by hand if no \`rm\` is running)`);
    while (existsSync(TRASH) && readdirSync(TRASH).length > 0) await sleep(1000);
  }
  const removedAt = existsSync(REMOVED_AT) ? Number(readFileSync(REMOVED_AT, 'utf8')) : 0;
  const wait = removedAt + SETTLE_MS - Date.now();
  if (wait <= 0) return;
  console.log(
    `waiting ${Math.ceil(wait / 1000)} s: files were removed ${Math.round((Date.now() - removedAt) / 1000)} s ago, which makes new ones dearer`,
  );
  await sleep(wait);
}

/** The middle value (the lower middle one of an even number). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
}

/** Builds the same catalogue in full beside the incremental build, at its time, and requires the same files. */
async function checkAgainstFullBuild(outDir: string, checkDir: string, sites: string[]): Promise<void> {
  for (const bundle of ['.client', '.server']) cpSync(join(outDir, bundle), join(checkDir, bundle), { recursive: true });
  const domains = sitesIn(outDir);
  const latest = JSON.parse(readFileSync(join(outDir, domains[0] as string, 'builds/latest.json'), 'utf8')) as { timestamp: number };
  await buildSites({ outDir: checkDir, sites, skipBundles: true, full: true, now: latest.timestamp, log: () => {} });
  for (const domain of domains) {
    const { missing, extra, different } = differentFiles(join(checkDir, domain), join(outDir, domain));
    const problems = [...missing, ...extra, ...different];
    console.log(
      problems.length === 0
        ? `check ${domain}: the incremental build equals a full build of the same catalogue, file for file`
        : `check ${domain}: ${missing.length} files missing, ${extra.length} extra, ${different.length} different, e.g. ${problems.slice(0, 5).join(', ')}`,
    );
    if (problems.length > 0) process.exitCode = 1;
  }
  remove([checkDir]);
}

runCli(import.meta.url, main);
