import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { beaconTokens, loadSites, type Site } from '../../sites/index.ts';
import { cataloguePath, openCatalogue } from '../catalogue/db.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { otherSiteOf } from './payloads/other-market.ts';
import { readPageAssets } from './assets.ts';
import { createBuildId, writeBuildMeta } from './build-meta.ts';
import { writeCategoryList } from './category-lists.ts';
import { writeOpenData } from './open-data.ts';
import { listPages } from './pages.ts';
import { renderPages } from './render-pool.ts';
import { writeHostHeaders, writeNginxInclude } from './security-headers.ts';
import { writeSearchIndex } from './search-index.ts';
import { createSitemaps } from './sitemaps.ts';
import { buildBundles } from './vite-builds.ts';

export interface BuildOptions {
  outDir: string;
  /** Domains (or site keys) to build; all when empty. */
  sites: string[];
  threads?: number;
  /** Reuse the bundles already in `outDir` (benchmarks). */
  skipBundles?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  pages: number;
  seconds: number;
  buildId: string;
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

/**
 * Puts a finished site in place and removes the previous one. Removing afterwards, not
 * before, keeps a build from creating files among just-deleted ones, which ext4 makes slow.
 */
function swapIn(outDir: string, domain: string): void {
  const live = join(outDir, domain);
  const old = join(outDir, `.${domain}.old`);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(live)) renameSync(live, old);
  renameSync(join(outDir, `.${domain}.next`), live);
  rmSync(old, { recursive: true, force: true });
}

/** Bundles, then prerenders every page of each site into `<outDir>/<domain>/`. */
export async function buildSites(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? console.log;
  const outDir = resolve(options.outDir);
  const allSites = loadSites(process.env);
  const sites = pickSites(allSites, options.sites);
  const started = performance.now();
  const bundles = options.skipBundles
    ? { clientDir: join(outDir, '.client'), serverEntry: join(outDir, '.server/entry-server.js') }
    : await buildBundles(outDir);
  log(`bundles: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const assets = readPageAssets(bundles.clientDir);
  const catalogue = cataloguePath();
  const db = openCatalogue(catalogue, { readonly: true });
  const images = join(dirname(catalogue), 'images');
  const buildId = createBuildId();
  const timestamp = Date.now();
  const renderStart = performance.now();
  let pages = 0;
  try {
    for (const site of sites) {
      // Built beside the current output and swapped in when complete: a failed build leaves
      // the served site as it was.
      const siteDir = join(outDir, `.${site.domain}.next`);
      rmSync(siteDir, { recursive: true, force: true });
      cpSync(bundles.clientDir, siteDir, { recursive: true, filter: (source) => !source.includes('/.vite') });
      if (existsSync(images)) cpSync(images, join(siteDir, 'images'), { recursive: true });
      const snapshot = readSnapshot(db, site.country);
      const context = {
        site,
        buildId,
        buildYear: new Date(timestamp).getUTCFullYear(),
        beaconTokens: beaconTokens(allSites),
        otherDomain: otherSiteOf(site).domain,
      };
      const sitemaps = createSitemaps(site);
      const written = await renderPages(
        tap(listPages(snapshot, site, { onCategory: (category, parts) => writeCategoryList(siteDir, category, parts) }), (page) =>
          sitemaps.add(page),
        ),
        { serverEntry: bundles.serverEntry, outDir: siteDir, context, assets },
        options.threads,
      );
      const products = writeSearchIndex(siteDir, snapshot, site, buildId);
      writeOpenData(siteDir, snapshot, site);
      writeBuildMeta(siteDir, buildId, timestamp);
      writeHostHeaders(siteDir, site);
      sitemaps.write(siteDir, new Date(timestamp).toISOString());
      log(`${site.domain}: ${written} pages, ${products} products`);
      pages += written;
    }
  } finally {
    db.close();
  }
  const seconds = (performance.now() - renderStart) / 1000;
  for (const site of sites) {
    swapIn(outDir, site.domain);
    writeNginxInclude(outDir, site.domain);
  }
  return { pages, seconds, buildId };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', multiple: true, default: [] },
      out: { type: 'string', default: 'dist' },
      threads: { type: 'string' },
    },
  });
  const result = await buildSites({
    outDir: values.out,
    sites: values.site,
    threads: values.threads ? Number(values.threads) : undefined,
  });
  console.log(`Prerendered ${result.pages} pages in ${result.seconds.toFixed(1)} s (${Math.round(result.pages / result.seconds)} pages/s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
