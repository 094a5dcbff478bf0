import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { startLocalS3 } from '../deploy/local-s3.ts';
import { generateSample } from '../sample/generate.ts';
import { runCli } from '../cli.ts';

/** What one phase cost, as /usr/bin/time saw its process. */
interface Phase {
  name: string;
  seconds: number;
  peakMb: number;
  /** The process's last lines: the build's, the update's or the deploy's summary. */
  summary: string;
}

/**
 * Runs `args` as a process of its own under /usr/bin/time: its wall time and peak RSS, and its
 * output's last lines. Not a synchronous spawn: the local S3 server answers from this process.
 * A phase that fails stops the bench with its output.
 */
async function timed(name: string, args: string[], env: NodeJS.ProcessEnv, lines = 2): Promise<Phase> {
  const stats = join('.tmp', `end-to-end-${process.pid}.time`);
  const child = spawn('/usr/bin/time', ['-f', '%e %M', '-o', stats, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-64 * 1024)));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-64 * 1024)));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`${name} failed (exit ${status}):\n${stdout}\n${stderr}`);
  const [seconds = '0', kb = '0'] = readFileSync(stats, 'utf8').trim().split(/\s+/).slice(-2);
  rmSync(stats, { force: true });
  const summary = stdout.trim().split('\n').slice(-lines).join('\n');
  return { name, seconds: Number(seconds), peakMb: Math.round(Number(kb) / 1024), summary };
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

const node = (script: string, ...args: string[]) => ['node', '--max-old-space-size=6144', '--import', 'tsx', script, ...args];

/**
 * `npm run bench:end-to-end`: what a day costs an operator, both sites end to end
 * (docs/benchmarks.md). A generated catalogue with its last two days of feeds held back; then, each
 * a process of its own timed by /usr/bin/time: a full build of both sites, a first deploy of each
 * to a local S3-compatible server (s3rver, objects as files), and for each held-back day its feeds
 * through `npm run update` and its deploy of each site. The first day after the full build is
 * built into a new folder; the second, as every later day, in place in the previous-but-one
 * build's (in-place.ts). Prints each phase's time, peak memory and summary (the deploys': files
 * and bytes uploaded), and what the bucket holds.
 * Options: --products (2000), --days (365), --fresh.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '2000' },
      days: { type: 'string', default: '365' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const dir = join('.tmp/bench', `end-to-end-${values.products}-${values.days}d-2`);
  const catalogue = join(dir, 'catalogue.db');
  if (values.fresh || !existsSync(catalogue)) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    const db = openCatalogue(catalogue);
    const sample = await generateSample(db, dir, {
      products: Number(values.products),
      days: Number(values.days),
      dailyDays: 14,
      holdBack: 2,
    });
    db.close();
    console.log(
      `catalogue: ${sample.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s, the last two days' feeds held back`,
    );
  }
  // Each run starts from the catalogue as generated: the day is ingested into a copy.
  const day = join(dir, 'day.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${day}${suffix}`, { force: true });
  spawnSync('cp', [catalogue, day]);
  const out = join(dir, 'dist');
  const bucketDir = join(dir, 's3');
  rmSync(out, { recursive: true, force: true });
  rmSync(bucketDir, { recursive: true, force: true });
  const sites = loadSites(process.env);
  const s3 = await startLocalS3({ directory: bucketDir, buckets: ['sites'] });
  const env = {
    ...process.env,
    CATALOGUE_DB: day,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const deploy = async (when: string) => {
    const done: Phase[] = [];
    for (const site of sites) {
      done.push(
        await timed(
          `deploy ${site.domain}, ${when}`,
          node(
            'scripts/deploy/cli.ts',
            '--site',
            site.domain,
            '--to',
            `s3://sites/${site.domain}`,
            '--out',
            out,
            '--endpoint',
            s3.url,
            '--path-style',
          ),
          env,
          3,
        ),
      );
    }
    return done;
  };
  const phases: Phase[] = [];
  try {
    phases.push(await timed('full build, both sites', node('scripts/prerender/build.ts', '--out', out, '--full'), env));
    phases.push(...(await deploy('first')));
    for (const [index, feeds] of heldBackDays(join(dir, 'feeds'), join(dir, 'days')).entries()) {
      const when = index === 0 ? 'the first day' : 'the second day, made in place';
      phases.push(await timed(`${when}: npm run update`, node('scripts/update.ts', feeds, '--out', out), env));
      phases.push(...(await deploy(when)));
    }
  } finally {
    await s3.close();
  }
  for (const phase of phases) {
    console.log(`${phase.name}: ${phase.seconds.toFixed(1)} s, peak RSS ${phase.peakMb} MB`);
    for (const line of phase.summary.split('\n')) console.log(`  ${line}`);
  }
  const stored = spawnSync('du', ['-sb', bucketDir], { encoding: 'utf8' }).stdout.split('\t')[0];
  const files = spawnSync('sh', ['-c', `find ${JSON.stringify(bucketDir)} -type f | wc -l`], { encoding: 'utf8' }).stdout.trim();
  console.log(`bucket: ${files} files (s3rver keeps two per object), ${(Number(stored) / 1024 ** 3).toFixed(2)} GB`);
}

runCli(import.meta.url, main);
