import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { listFeedDir } from '../ingest/feed-dir.ts';
import { ingestFeed } from '../ingest/ingest-feed.ts';
import { buildSites, type BuildResult } from '../prerender/build.ts';
import { generateSample } from '../sample/generate.ts';
import { differentFiles } from '../prerender/same-files.ts';

/**
 * `npm run bench:incremental`: the daily rebuild against a full build (issue 12, point 2). A
 * generated catalogue whose last day of feeds is held back; a full build; a rebuild with nothing
 * changed (the fixed overhead); the last day ingested through the real ingest; the incremental
 * rebuild. Every build is timed whole, bundles included, as `npm run update` runs it.
 * Options: --products (5000), --days (365), --change-rate (0.3: about 1% of offers change a
 * day; 1 is the sample's 3%), --site (cjenovnik.me; `all` for both), --threads, --fresh, --check
 * (then a full build of the same catalogue at the same time, which must equal the incremental one file for file).
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
    },
  });
  const dir = join('.tmp/bench', `incremental-${values.products}-${values.days}d-r${values['change-rate']}`);
  const base = join(dir, 'base.db');
  if (values.fresh || !existsSync(base)) {
    rmSync(dir, { recursive: true, force: true });
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
  const catalogue = join(dir, 'catalogue.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${catalogue}${suffix}`, { force: true });
  copyFileSync(base, catalogue);
  process.env.CATALOGUE_DB = catalogue;
  const outDir = join(dir, 'dist');
  const sites = values.site === 'all' ? [] : [values.site];
  const build = async (full: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const threads = values.threads ? Number(values.threads) : undefined;
    const result = await buildSites({ outDir, sites, full, threads, log: (phase) => console.log(`  ${phase}`) });
    const used = process.cpuUsage(cpu);
    const wall = (performance.now() - started) / 1000;
    // The swap removes the replaced build in the background, and the kernel writes the new one
    // out after the build; a day later both are long done, so the next build is not timed against them.
    while (readdirSync(outDir).some((entry) => entry.includes('.old-'))) await sleep(100);
    execFileSync('sync');
    // CPU time of all threads: unlike the wall time, it hardly moves when other work shares the machine.
    return { ...result, wall, cpu: (used.user + used.system) / 1e6 };
  };
  const line = (name: string, run: BuildResult & { wall: number; cpu: number }) =>
    console.log(
      `${name}: ${run.wall.toFixed(1)} s (${run.cpu.toFixed(1)} s CPU); ${run.rendered} pages rendered, ${run.carried} carried over; ` +
        `feeds of ${run.feeds.written} pages written, ${run.feeds.carried} carried over`,
    );

  const full = await build(true);
  line('full build', full);
  const unchanged = await build(false);
  line('rebuild, nothing changed (fixed overhead)', unchanged);

  const db = openCatalogue(catalogue);
  const offers = (db.prepare('SELECT count(*) AS n FROM offer WHERE gone_at IS NULL').get() as { n: number }).n;
  let changed = 0;
  const feeds = listFeedDir(join(dir, 'feeds'));
  for (const feed of feeds) {
    // As `npm run update` ingests them: a shop with partial feeds is registered so.
    const report = await ingestFeed(db, feed);
    changed += report.priceChanges + report.newOffers + report.gone;
  }
  db.close();
  console.log(
    `ingest: ${feeds.length} feeds of the last day; ${changed} of ${offers} offers changed (${((100 * changed) / offers).toFixed(1)}%)`,
  );

  const incremental = await build(false);
  line('incremental build', incremental);
  const budget = 0.05 * full.wall + unchanged.wall;
  console.log(
    `bench:incremental ${values.products} products, ${values.site}: full ${full.wall.toFixed(1)} s, incremental ${incremental.wall.toFixed(1)} s ` +
      `(${((100 * incremental.wall) / full.wall).toFixed(1)}% of full); fixed overhead ${unchanged.wall.toFixed(1)} s; ` +
      `budget 5% of full + overhead = ${budget.toFixed(1)} s: ${incremental.wall <= budget ? 'within' : 'OVER'}; ` +
      `CPU: full ${full.cpu.toFixed(1)} s, incremental ${incremental.cpu.toFixed(1)} s, overhead ${unchanged.cpu.toFixed(1)} s, ` +
      `budget ${(0.05 * full.cpu + unchanged.cpu).toFixed(1)} s: ${incremental.cpu <= 0.05 * full.cpu + unchanged.cpu ? 'within' : 'OVER'}`,
  );
  if (values.check) await checkAgainstFullBuild(outDir, join(dir, 'check'), sites);
}

/** Builds the same catalogue in full beside the incremental build, at its time, and requires the same files. */
async function checkAgainstFullBuild(outDir: string, checkDir: string, sites: string[]): Promise<void> {
  rmSync(checkDir, { recursive: true, force: true });
  for (const bundle of ['.client', '.server']) cpSync(join(outDir, bundle), join(checkDir, bundle), { recursive: true });
  const domains = readdirSync(outDir).filter((entry) => existsSync(join(outDir, entry, 'builds/latest.json')));
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
  rmSync(checkDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
