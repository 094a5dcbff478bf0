import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSites, type Site } from '../../sites/index.ts';
import { catalogueImagesDir, cataloguePath, openCatalogue, type Db } from '../catalogue/db.ts';
import { assertLocksHeld, catalogueLock, outputLock, withRunLocks } from '../run-lock.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { pageContext } from './page-context.ts';
import { SiteIndex } from './site-index.ts';
import { readPageAssets } from './assets.ts';
import { BuildKeys, readBuildState, writeBuildState, type BuildState } from './incremental/build-keys.ts';
import { linkTree } from './incremental/links.ts';
import { buildIdOf, pageCodeHash } from './build-id.ts';
import { feedWriterVersion } from './feeds.ts';
import { removeGone, takeEarlierBuild } from './incremental/in-place.ts';
import { recordWrittenHashes } from './written-hashes.ts';
import { wholeFolders, writeBuildChanges } from './incremental/changes.ts';
import {
  besideFilesOf,
  liveBuildDir,
  nextBuildDir,
  publishNextBuild,
  removeOtherNextBuilds,
  repairLiveSite,
} from './incremental/live-site.ts';
import { feedsOutput } from './outputs/feeds.ts';
import type { Output, SiteBuild, Written } from './outputs/output.ts';
import { pagesOutput } from './outputs/pages.ts';
import { OUTPUTS } from './outputs/table.ts';
import { writeNginxInclude } from './security-headers.ts';
import { buildBundles, bundlesIn, type Bundles } from './vite-builds.ts';
import { runCli } from '../cli.ts';
import { addTimes, type JobTimes, type Workers } from './worker-pool.ts';
import { UsageError } from '../reported-error.ts';

export interface BuildOptions {
  outDir: string;
  /** Domains (or site keys) to build; all when empty. */
  sites: string[];
  threads?: number;
  /** Time each page (its payload and its render) apart, for the daily rebuild's bench: `renderTimes` by kind and path. */
  timeEachPage?: boolean;
  /** Reuse the bundles already in `outDir` (benchmarks). */
  skipBundles?: boolean;
  /** Render every page, carrying nothing over from the previous build. */
  full?: boolean;
  /** The build's time (ms), for the deployment files and sitemaps; now by default. */
  now?: number;
  /**
   * false: builds older than the replaced one stay too (live-site.ts keeps the replaced one
   * always). For benchmarks, which time builds back to back: on ext4 without a journal a
   * removal's freed inodes make new folders and files dearer for minutes after (fs/ext4/ialloc.c).
   */
  removeReplaced?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  pages: number;
  /** Of `pages`: rendered, and carried over unchanged from the previous build. */
  rendered: number;
  carried: number;
  /** Feeds (a page's, in every locale) written, and carried over unchanged. */
  feeds: { written: number; carried: number };
  seconds: number;
  /**
   * The time each kind of page rendered took (a page's screen; with `timeEachPage`, the screen and
   * the page's path): pages and ms, the render workers' CPU time and the main thread's for its payload (render-pool.ts).
   */
  renderTimes: JobTimes;
}

/**
 * The live build of a site when it has the given build id (same code and context) and its state:
 * its files can be carried over by their keys without making them; else why not.
 */
function liveBuildOf(outDir: string, domain: string, buildId: string): { dir: string; state: BuildState } | { reason: string } {
  const live = liveBuildDir(outDir, domain);
  if (!live) return { reason: 'there is no live build' };
  const read = readBuildState(live, buildId);
  return 'state' in read ? { dir: live, state: read.state } : { reason: `the live build: ${read.reason}` };
}

function pickSites(all: Site[], wanted: string[]): Site[] {
  if (wanted.length === 0) return all;
  const picked = all.filter((site) => wanted.includes(site.domain) || wanted.includes(site.key));
  const unknown = wanted.filter((name) => !all.some((site) => site.domain === name || site.key === name));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown site ${unknown.join(', ')}: --site takes one of ${all.map((site) => site.domain).join(', ')}.`);
  }
  return picked;
}

type Log = (line: string) => void;

/**
 * The render and feed workers a build starts: one a core for a full build; one fewer (at least
 * one) for a build that carries pages over, whose main thread is busy working out the keys of
 * every page while the workers render the few that changed: on two cores, a day at 20,000
 * products took 13% less CPU and 5% more time with one worker than with two (one warm-up of the
 * renderer, not two; docs/decisions/037-daily-rebuild-budget.md). Such a build grows to one a
 * core when its workers are the bound (a heavy day: docs/decisions/059-a-day-on-both-cores.md).
 * `--threads` fixes the number.
 */
function workerThreads(carries: boolean, threads: number | undefined): Workers {
  if (threads !== undefined) return { threads, growTo: threads };
  return { threads: carries ? Math.max(1, availableParallelism() - 1) : availableParallelism(), growTo: availableParallelism() };
}

/**
 * Runs one phase of a build and logs its time on the clock, the CPU time of all its threads and
 * the process's peak memory so far: `cjenovnik.me: pages 33.2 s, 61.0 s CPU, peak RSS 812 MB (...)`.
 */
async function timed<T>(log: Log, name: string, work: () => T | Promise<T>, detail?: (result: T) => string | undefined): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  const said = detail?.(result);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  // The process's peak memory so far (its worker threads' included): the phase that raises it shows.
  const peak = Math.round(process.resourceUsage().maxRSS / 1024).toLocaleString('en');
  log(
    `${name} ${seconds(performance.now() - started)} s, ${seconds((used.user + used.system) / 1000)} s CPU, peak RSS ${peak} MB${said ? ` (${said})` : ''}`,
  );
  return result;
}

interface SharedBuild {
  outDir: string;
  bundles: Bundles;
  assets: ReturnType<typeof readPageAssets>;
  code: string;
  /** What feeds depend on besides their sources (feeds.ts). */
  feedVersion: string;
  timestamp: number;
  allSites: Site[];
}

/**
 * The build's folder with the bundles' files and the catalogue's images linked in, never written
 * again: a new folder, or one brought up to date in place (`inPlace`, in-place.ts), whose own
 * copies of the bundle's other files are replaced (an earlier build may share them), and whose
 * links to the assets and images are kept where they still are the same files (linkTree).
 */
function startSiteDir(siteDir: string, bundles: Bundles, log: Log, inPlace: boolean): void {
  const assets = join(bundles.clientDir, 'assets');
  if (!inPlace) for (const path of [siteDir, ...besideFilesOf(siteDir)]) rmSync(path, { recursive: true, force: true });
  else
    for (const entry of readdirSync(bundles.clientDir).filter((name) => name !== 'assets'))
      rmSync(join(siteDir, entry), { recursive: true, force: true });
  cpSync(bundles.clientDir, siteDir, { recursive: true, filter: (source) => !source.includes('/.vite') && source !== assets });
  linkTree(assets, join(siteDir, 'assets'));
  const images = catalogueImagesDir();
  const refused = existsSync(images) ? linkTree(images, join(siteDir, 'images')) : [];
  for (const path of refused) log(`${join(images, path)}: not a regular file (a symbolic link?), left out of the site`);
}

/**
 * One site into `<outDir>/.<domain>.next-<pid>`: each output of the table in turn (outputs/table.ts),
 * carrying unchanged files over from the live build unless `full`. Built beside the live site
 * and switched in when complete: a failed build leaves the served site as it was.
 */
async function buildSite(db: Db, site: Site, build: SharedBuild, options: BuildOptions, log: Log): Promise<Map<Output, Written>> {
  const siteDir = nextBuildDir(build.outDir, site.domain);
  const name = (phase: string) => `${site.domain}: ${phase}`;
  const context = pageContext(site, build.allSites, build.timestamp);
  const buildId = buildIdOf(build.code, context);
  const found = options.full ? { reason: '--full' } : liveBuildOf(build.outDir, site.domain, buildId);
  const live = 'state' in found ? found : null;
  // Made in the folder of the build the live one replaced when it has the same id: only what changed is written.
  const earlier = live ? takeEarlierBuild(build.outDir, site.domain, buildId, siteDir, OUTPUTS, live.state) : found;
  const inPlace = 'state' in earlier ? earlier.state : null;
  if ('reason' in found) log(`${site.domain}: every file written, none carried over: ${found.reason}`);
  else if ('reason' in earlier) log(`${site.domain}: a new folder, unchanged files linked from the live build: ${earlier.reason}`);
  else log(`${site.domain}: made in place, in the build the live one replaced`);
  startSiteDir(siteDir, build.bundles, log, inPlace !== null);
  const keys = new BuildKeys(live, siteDir, inPlace);
  const results = new Map<Output, Written>();
  // What the build writes is recorded with its hashes, which the deploy then need not read (written-hashes.ts).
  recordWrittenHashes(siteDir);
  try {
    const snapshot = await timed(log, name('snapshot'), () => readSnapshot(db, site.country));
    const siteBuild: Omit<SiteBuild, 'keys'> = {
      site,
      snapshot,
      index: new SiteIndex(snapshot, site),
      dir: siteDir,
      buildId,
      timestamp: build.timestamp,
      render: { serverEntry: build.bundles.serverEntry, context: { ...context, buildId }, assets: build.assets },
      feedVersion: build.feedVersion,
      workers: workerThreads(live !== null, options.threads),
      timeEachPage: options.timeEachPage,
      listeners: [],
    };
    const runs = OUTPUTS.map((output) => ({ output, run: output.open({ ...siteBuild, keys: keys.of(output) }) }));
    siteBuild.listeners.push(...runs.map(({ run }) => run));
    for (const { output, run } of runs) {
      const written = await timed(log, name(output.name), run.write, (result) => result?.detail ?? undefined);
      results.set(output, written ?? {});
    }
    if (inPlace)
      await timed(
        log,
        name('gone'),
        () => removeGone(keys, site, OUTPUTS),
        (gone) => `${gone} ids`,
      );
  } finally {
    recordWrittenHashes(null);
  }
  // Last: a build without its keys is never carried over from nor made in place again.
  writeBuildState(siteDir, build.timestamp, keys.state);
  const unrecorded = writeBuildChanges(keys, site, OUTPUTS, build.timestamp, wholeFolders(siteDir, build.bundles.clientDir, OUTPUTS));
  if (unrecorded && live) log(`${site.domain}: no record of changes for the deploy (it lists the build): ${unrecorded}`);
  return results;
}

/** Bundles, then prerenders every page of each site into `<outDir>/<domain>/`. */
export async function buildSites(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? console.log;
  const outDir = resolve(options.outDir);
  const allSites = loadSites(process.env);
  const sites = pickSites(allSites, options.sites);
  const bundles = await timed(
    log,
    'bundles',
    () => (options.skipBundles ? { ...bundlesIn(outDir), reused: true } : buildBundles(outDir, { reuse: !options.full })),
    (result) => (result.reused ? 'reused: built from the same code' : 'built'),
  );
  const assets = readPageAssets(bundles.clientDir);
  const code = pageCodeHash(dirname(bundles.serverEntry), bundles.clientDir, assets);
  const build: SharedBuild = {
    outDir,
    bundles,
    assets,
    code,
    feedVersion: feedWriterVersion(code),
    timestamp: options.now ?? Date.now(),
    allSites,
  };
  for (const site of sites) {
    const repaired = repairLiveSite(outDir, site.domain);
    if (repaired) log(repaired);
    removeOtherNextBuilds(outDir, site.domain);
  }
  const db = openCatalogue(cataloguePath(), { readonly: true });
  const renderStart = performance.now();
  let rendered = 0;
  let carried = 0;
  const feeds = { written: 0, carried: 0 };
  const renderTimes: JobTimes = {};
  try {
    for (const site of sites) {
      const results = await buildSite(db, site, build, options, log);
      const pages = results.get(pagesOutput);
      const siteFeeds = results.get(feedsOutput);
      rendered += pages?.written ?? 0;
      addTimes(renderTimes, pages?.times);
      carried += pages?.carried ?? 0;
      feeds.written += siteFeeds?.written ?? 0;
      feeds.carried += siteFeeds?.carried ?? 0;
    }
  } finally {
    db.close();
  }
  const seconds = (performance.now() - renderStart) / 1000;
  await timed(log, 'switch', () => {
    // Never a switch by a run that lost its lock: another run may have started beside it.
    assertLocksHeld();
    for (const site of sites) {
      publishNextBuild(outDir, site.domain, options.removeReplaced ?? true);
      writeNginxInclude(outDir, site.domain);
    }
  });
  return { pages: rendered + carried, rendered, carried, feeds, seconds, renderTimes };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', multiple: true, default: [] },
      out: { type: 'string', default: 'dist' },
      threads: { type: 'string' },
      full: { type: 'boolean', default: false },
    },
  });
  const result = await withRunLocks('build', [catalogueLock(), outputLock(values.out)], () =>
    buildSites({
      outDir: values.out,
      sites: values.site,
      threads: values.threads ? Number(values.threads) : undefined,
      full: values.full,
    }),
  );
  console.log(
    `Prerendered ${result.pages} pages in ${result.seconds.toFixed(1)} s (${Math.round(result.pages / result.seconds)} pages/s): ` +
      `${result.rendered} rendered, ${result.carried} carried over from the previous build; ` +
      `feeds of ${result.feeds.written + result.feeds.carried} pages: ${result.feeds.written} written, ${result.feeds.carried} carried over`,
  );
}

runCli(import.meta.url, main);
