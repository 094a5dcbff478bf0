import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { beaconTokens, loadSites, type Site } from '../../sites/index.ts';
import { cataloguePath, openCatalogue, type Db } from '../catalogue/db.ts';
import { createProgress } from '../progress.ts';
import { catalogueLock, outputLock, withRunLocks } from '../run-lock.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { otherSiteOf, writeOtherMarketFiles } from './payloads/other-market.ts';
import { readPageAssets } from './assets.ts';
import { writeBuildMeta } from './build-meta.ts';
import { linkTree } from './carry-over.ts';
import { buildIdOf, pageCodeHash } from './build-id.ts';
import { writeCategoryList } from './category-lists.ts';
import { writeCompareIndex } from './compare-index.ts';
import { feedWriterVersion, writeFeeds } from './feeds.ts';
import { writeFreshness } from './freshness.ts';
import { writeNavFiles } from './nav-files.ts';
import { writeOpenData } from './open-data.ts';
import { listPages } from './pages.ts';
import { readPageKeys, writePageKeys, type PageKeys } from './page-keys.ts';
import { liveBuildDir, nextBuildDir, publishNextBuild, repairLiveSite } from './live-site.ts';
import { renderPages } from './render-pool.ts';
import { writeHostHeaders, writeNginxInclude } from './security-headers.ts';
import { writeSearchIndex } from './search-index.ts';
import { createSitemaps } from './sitemaps.ts';
import { buildBundles, bundlesIn, type Bundles } from './vite-builds.ts';
import { runCli } from '../cli.ts';

export interface BuildOptions {
  outDir: string;
  /** Domains (or site keys) to build; all when empty. */
  sites: string[];
  threads?: number;
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
}

/**
 * The live build of a site when it has the given build id (same code and context): its pages
 * can be carried over, and with its page keys (page-keys.ts) without building their payloads.
 */
function previousBuild(outDir: string, domain: string, buildId: string): { dir: string; keys: PageKeys | null } | null {
  const live = liveBuildDir(outDir, domain);
  if (!live) return null;
  try {
    const latest = JSON.parse(readFileSync(join(live, 'builds/latest.json'), 'utf8')) as { id?: unknown; timestamp?: unknown };
    if (latest.id !== buildId) return null;
    return { dir: live, keys: typeof latest.timestamp === 'number' ? readPageKeys(live, latest.timestamp) : null };
  } catch {
    return null;
  }
}

function pickSites(all: Site[], wanted: string[]): Site[] {
  if (wanted.length === 0) return all;
  const picked = all.filter((site) => wanted.includes(site.domain) || wanted.includes(site.key));
  const unknown = wanted.filter((name) => !all.some((site) => site.domain === name || site.key === name));
  if (unknown.length > 0) {
    throw new Error(`Unknown site ${unknown.join(', ')}: --site takes one of ${all.map((site) => site.domain).join(', ')}.`);
  }
  return picked;
}

function* tap<T>(items: Iterable<T>, see: (item: T) => void): Generator<T> {
  for (const item of items) {
    see(item);
    yield item;
  }
}

type Log = (line: string) => void;

/** Runs one phase of a build and logs its time: `cjenovnik.me render 33.2 s (...)`. */
async function timed<T>(log: Log, name: string, work: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s${detail ? ` (${detail(result)})` : ''}`);
  return result;
}

interface SiteBuild {
  outDir: string;
  bundles: Bundles;
  assets: ReturnType<typeof readPageAssets>;
  code: string;
  /** What feeds depend on besides their sources (feeds.ts). */
  feedVersion: string;
  timestamp: number;
  allSites: Site[];
}

/** One site into `<outDir>/.<domain>.next`, carrying unchanged pages over from the live build unless `full`. */
async function buildSite(db: Db, site: Site, build: SiteBuild, options: BuildOptions, log: Log) {
  const { outDir, bundles, timestamp } = build;
  // Built beside the live site and switched in when complete: a failed build leaves the
  // served site as it was.
  const siteDir = nextBuildDir(outDir, site.domain);
  rmSync(siteDir, { recursive: true, force: true });
  // The hashed bundle files and the images are linked, never written again; the rest is copied.
  const assets = join(bundles.clientDir, 'assets');
  cpSync(bundles.clientDir, siteDir, { recursive: true, filter: (source) => !source.includes('/.vite') && source !== assets });
  linkTree(assets, join(siteDir, 'assets'));
  const images = join(dirname(cataloguePath()), 'images');
  const refused = existsSync(images) ? linkTree(images, join(siteDir, 'images')) : [];
  for (const path of refused) log(`${join(images, path)}: not a regular file (a symbolic link?), left out of the site`);
  const name = (phase: string) => `${site.domain}: ${phase}`;
  const snapshot = await timed(log, name('snapshot'), () => readSnapshot(db, site.country));
  const shared = {
    site,
    buildYear: new Date(timestamp).getUTCFullYear(),
    beaconTokens: beaconTokens(build.allSites),
    otherDomain: otherSiteOf(site).domain,
  };
  const buildId = buildIdOf(build.code, shared);
  const previous = options.full ? null : previousBuild(outDir, site.domain, buildId);
  const navs = writeNavFiles(siteDir, snapshot);
  const sitemaps = createSitemaps(site);
  let total = 0;
  for (const _ of listPages(snapshot, site)) total += 1;
  const keys: PageKeys = new Map();
  const progress = createProgress(site.domain, { unit: 'pages' });
  const render = () =>
    renderPages(
      tap(
        listPages(snapshot, site, {
          onCategory: (category, parts) => writeCategoryList(siteDir, category, parts),
          keys: { previousKeys: previous?.keys ?? null, keys },
        }),
        (page) => sitemaps.add(page),
      ),
      {
        serverEntry: bundles.serverEntry,
        outDir: siteDir,
        context: { ...shared, buildId },
        assets: build.assets,
        navs,
        previousDir: previous?.dir,
      },
      {
        threads: options.threads,
        previousKeys: previous?.keys,
        keys,
        onProgress: (done) => progress.update(done, total),
      },
    ).finally(progress.done);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { rendered, carried } = await timed(log, name('render'), render, (pages) => {
    const rate = Math.round((pages.rendered + pages.carried) / ((performance.now() - started) / 1000));
    // CPU time of all threads: unlike the rate, it hardly moves when other work shares the machine.
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / Math.max(1, pages.rendered);
    return `${pages.rendered + pages.carried} pages, ${rate}/s: ${pages.rendered} rendered, ${pages.carried} carried over; ${cpuMs.toFixed(2)} ms CPU per rendered page`;
  });
  await timed(
    log,
    name('search index'),
    () => writeSearchIndex(siteDir, snapshot, site),
    (products) => `${products} products`,
  );
  const carryKeys = previous?.keys ? { previousDir: previous.dir, previousKeys: previous.keys, keys } : undefined;
  await timed(
    log,
    name('open data'),
    () => writeOpenData(siteDir, snapshot, site, carryKeys),
    (written) => `${written} products written`,
  );
  const files = (count: number) => `${count} files`;
  await timed(
    log,
    name('other market'),
    () => writeOtherMarketFiles(siteDir, snapshot, site, keys, carryKeys),
    (count) => `${count.written} files written, ${count.carried} carried over`,
  );
  await timed(log, name('compare index'), () => writeCompareIndex(siteDir, snapshot), files);
  const feeds = await timed(
    log,
    name('feeds'),
    () => writeFeeds(siteDir, snapshot, site, { version: build.feedVersion, keys, carry: carryKeys, threads: options.threads }),
    (count) => `${count.written} written, ${count.carried} carried over`,
  );
  await timed(log, name('sitemaps'), () => sitemaps.write(siteDir, new Date(timestamp).toISOString()));
  writeBuildMeta(siteDir, buildId, timestamp);
  writePageKeys(siteDir, timestamp, keys);
  writeFreshness(siteDir, snapshot);
  writeHostHeaders(siteDir, site);
  return { rendered, carried, feeds };
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
  const code = pageCodeHash(dirname(bundles.serverEntry), bundles.clientDir);
  const build: SiteBuild = {
    outDir,
    bundles,
    assets: readPageAssets(bundles.clientDir),
    code,
    feedVersion: feedWriterVersion(code),
    timestamp: options.now ?? Date.now(),
    allSites,
  };
  for (const site of sites) {
    const repaired = repairLiveSite(outDir, site.domain);
    if (repaired) log(repaired);
  }
  const db = openCatalogue(cataloguePath(), { readonly: true });
  const renderStart = performance.now();
  let rendered = 0;
  let carried = 0;
  const feeds = { written: 0, carried: 0 };
  try {
    for (const site of sites) {
      const pages = await buildSite(db, site, build, options, log);
      rendered += pages.rendered;
      carried += pages.carried;
      feeds.written += pages.feeds.written;
      feeds.carried += pages.feeds.carried;
    }
  } finally {
    db.close();
  }
  const seconds = (performance.now() - renderStart) / 1000;
  await timed(log, 'switch', () => {
    for (const site of sites) {
      publishNextBuild(outDir, site.domain, options.removeReplaced ?? true);
      writeNginxInclude(outDir, site.domain);
    }
  });
  return { pages: rendered + carried, rendered, carried, feeds, seconds };
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

runCli(import.meta.url, main, () => true);
