import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { startCheckingS3, type CheckingS3 } from './s3-target/server.ts';
import { generateSample } from '../sample/generate.ts';
import { runCli } from '../cli.ts';

/** What one phase cost, as /usr/bin/time saw its process. */
interface Phase {
  name: string;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  /** The process's last lines: the build's, the update's or the deploy's summary. */
  summary: string;
}

/** A phase's line and its summary, printed as it ends (a run stopped half way still says what it measured) and again at the end. */
function report(phase: Phase): void {
  console.log(`${phase.name}: ${phase.seconds.toFixed(1)} s, CPU ${phase.cpuSeconds.toFixed(1)} s, peak RSS ${phase.peakMb} MB`);
  for (const line of phase.summary.split('\n')) console.log(`  ${line}`);
}

/**
 * Runs `args` as a process of its own under /usr/bin/time: its wall time, CPU time (user and
 * system) and peak RSS, and its output's last lines. Not a synchronous spawn: the bench's S3
 * target answers from this process. A phase that fails stops the bench with its output.
 */
async function timed(name: string, args: string[], env: NodeJS.ProcessEnv, lines = 2): Promise<Phase> {
  const stats = join('.tmp', `end-to-end-${process.pid}.time`);
  const child = spawn('/usr/bin/time', ['-f', '%e %U %S %M', '-o', stats, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  // The phase's own lines (a build's steps, a deploy's stages) and progress lines (every 30 s), as
  // they come: a long phase shows where its time and memory go.
  const echo = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  | ${line}`);
  };
  child.stdout.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-64 * 1024);
    echo(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-64 * 1024);
    echo(chunk);
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`${name} failed (exit ${status}):\n${stdout}\n${stderr}`);
  const [seconds = 0, user = 0, system = 0, kb = 0] = readFileSync(stats, 'utf8').trim().split(/\s+/).slice(-4).map(Number);
  rmSync(stats, { force: true });
  const summary = stdout.trim().split('\n').slice(-lines).join('\n');
  const phase = { name, seconds, cpuSeconds: user + system, peakMb: Math.round(kb / 1024), summary };
  report(phase);
  return phase;
}

/**
 * The held-back feeds (`<shop>/<date>.<ext>`, two dates a shop) as a folder a day under `daysDir`,
 * oldest first, each as `npm run update` takes a folder of feeds.
 */
function heldBackDays(feedsDir: string, daysDir: string): string[] {
  rmSync(daysDir, { recursive: true, force: true });
  const days = new Set<string>();
  for (const shop of readdirSync(feedsDir)) {
    for (const file of readdirSync(join(feedsDir, shop))) {
      const date = file.slice(0, file.indexOf('.'));
      days.add(date);
      mkdirSync(join(daysDir, date, shop), { recursive: true });
      copyFileSync(join(feedsDir, shop, file), join(daysDir, date, shop, file));
    }
  }
  return [...days].sort().map((date) => join(daysDir, date));
}

/**
 * A step as its npm script runs it (package.json): the same node flags, above all its heap cap,
 * which decides how far V8 lets garbage pile up before collecting it, and so the peak memory.
 */
function node(script: string, ...args: string[]): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const command = Object.values(scripts).find((line) => line.startsWith('node ') && line.endsWith(` ${script}`));
  if (!command) throw new Error(`No npm script runs ${script} with node: package.json's scripts.`);
  return [...command.split(' '), ...args];
}

const ACCESS_KEY = 'bench';
const SECRET = 'bench-secret';

/** Bytes in a folder as the disk holds them (hard-linked files once), and its files. */
function diskUse(dir: string): { bytes: number; files: number } {
  const bytes = Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
  const files = Number(spawnSync('sh', ['-c', `find ${JSON.stringify(dir)} -type f | wc -l`], { encoding: 'utf8' }).stdout.trim());
  return { bytes, files };
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/**
 * One site end to end, from the catalogue as generated: a full build, its first deploy, and for
 * each held-back day its feeds through `npm run update` and the day's deploy. The first day is
 * built into a new folder; the second, as every later day, in place in the previous-but-one
 * build's (in-place.ts). The site's output is removed at the end, so the next site has the disk.
 */
async function benchSite(domain: string, dir: string, target: CheckingS3, list: boolean): Promise<Phase[]> {
  // Each site starts from the catalogue as generated: the days are ingested into a copy.
  const day = join(dir, 'day.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${day}${suffix}`, { force: true });
  spawnSync('cp', [join(dir, 'catalogue.db'), day]);
  const out = join(dir, 'dist');
  rmSync(out, { recursive: true, force: true });
  const env = {
    ...process.env,
    CATALOGUE_DB: day,
    AWS_ACCESS_KEY_ID: ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: SECRET,
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const deploy = (when: string) =>
    timed(
      `${domain}: its deploy, ${when}`,
      node(
        'scripts/deploy/cli.ts',
        '--site',
        domain,
        '--to',
        `s3://sites/${domain}`,
        '--out',
        out,
        '--endpoint',
        target.url,
        '--path-style',
        ...(list ? ['--list'] : []),
      ),
      env,
      3,
    );
  const phases = [await timed(`${domain}: full build`, node('scripts/prerender/build.ts', '--out', out, '--full', '--site', domain), env)];
  const built = diskUse(out);
  phases.push(await deploy('the first'));
  for (const [index, feeds] of heldBackDays(join(dir, 'feeds'), join(dir, 'days')).entries()) {
    const when = index === 0 ? 'the first day' : 'the second day, made in place';
    phases.push(await timed(`${domain}: ${when}, npm run update`, node('scripts/update.ts', feeds, '--out', out, '--site', domain), env));
    phases.push(await deploy(when));
  }
  const after = diskUse(out);
  console.log(
    `${domain}: output ${gb(built.bytes)} in ${built.files} files after the full build; ${gb(after.bytes)} in ${after.files} after the days`,
  );
  rmSync(out, { recursive: true, force: true });
  return phases;
}

/**
 * `npm run bench:end-to-end`: what a day costs an operator, both sites end to end
 * (docs/benchmarks.md). A generated catalogue with its last two days of feeds held back; then site
 * by site (one site's output at a time fits the disk at 100,000 products), each step a process of
 * its own timed by /usr/bin/time: the full build, the first deploy, and each held-back day's
 * `npm run update` and deploy. The deploys go to the bench's S3 target (s3-target/server.ts),
 * which checks every request as S3 does and keeps no bodies but what a deploy reads back, so the
 * bucket takes memory for its keys, not disk. Prints each phase's time, CPU, peak memory and
 * summary (the deploys': files and bytes uploaded), the requests the target answered, and what
 * the bucket holds.
 * Options: --products (2000), --days (365), --older-every (7: days between the feeds before the
 * last 14 days' daily ones; 28 makes a catalogue of 100,000 products in a quarter of the time),
 * --site (each, in turn; default both), --fresh, --catalogue-only (make the catalogue and stop: a
 * later run on the same machine takes it up), --list (every deploy lists the build, as if the
 * build had no record of its changes: the same run without it shows what the record spares).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '2000' },
      days: { type: 'string', default: '365' },
      'older-every': { type: 'string', default: '7' },
      site: { type: 'string', multiple: true, default: [] },
      fresh: { type: 'boolean', default: false },
      'catalogue-only': { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
  });
  const every = Number(values['older-every']);
  const dir = join('.tmp/bench', `end-to-end-${values.products}-${values.days}d${every === 7 ? '' : `-every${every}`}-2`);
  const catalogue = join(dir, 'catalogue.db');
  if (values.fresh || !existsSync(catalogue)) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    // Made under another name and renamed when whole: a run stopped half-way leaves no catalogue a later run would take up.
    const partial = `${catalogue}.partial`;
    const db = openCatalogue(partial);
    const sample = await generateSample(db, dir, {
      products: Number(values.products),
      days: Number(values.days),
      dailyDays: 14,
      olderFeedEvery: every,
      holdBack: 2,
    });
    db.close();
    renameSync(partial, catalogue);
    console.log(
      `catalogue: ${sample.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s, the last two days' feeds held back`,
    );
  }
  if (values['catalogue-only']) return;
  const domains = values.site.length > 0 ? values.site : loadSites(process.env).map((site) => site.domain);
  const target = await startCheckingS3({ buckets: ['sites'], secrets: new Map([[ACCESS_KEY, SECRET]]) });
  const phases: Phase[] = [];
  try {
    for (const domain of domains) phases.push(...(await benchSite(domain, dir, target, values.list)));
  } finally {
    await target.close();
  }
  console.log(`\nWhole run, ${phases.length} phases:`);
  for (const phase of phases) report(phase);
  const requests = [...target.counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([what, count]) => `${what} ${count}`);
  console.log(`requests: ${requests.join(', ')}; ${gb(target.received)} received`);
  const { objects, bytes } = target.store.totals();
  console.log(`bucket: ${objects} objects, ${gb(bytes)} (the target keeps their keys, sizes and hashes, not their bodies)`);
}

runCli(import.meta.url, main);
