import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { beaconTokens, loadSites, type Site } from '../../sites/index.ts';
import { cataloguePath, openCatalogue } from '../catalogue/db.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { readPageAssets } from './assets.ts';
import { writeBuildMeta } from './build-meta.ts';
import { buildIdOf, codeHash } from './build-id.ts';
import { createCarryOver } from './carry-over.ts';
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
  /** Render every page, carrying nothing over from the previous build. */
  full?: boolean;
  /** The build's time (ms), for the deployment files and sitemaps; now by default. */
  now?: number;
  log?: (line: string) => void;
}

export interface BuildResult {
  pages: number;
  /** Of `pages`: rendered, and carried over unchanged from the previous build. */
  rendered: number;
  carried: number;
  seconds: number;
}

/** The live build of a site when it has the given build id (same code and context): its pages can be carried over. */
function previousBuild(outDir: string, domain: string, buildId: string): string | null {
  const live = join(outDir, domain);
  try {
    const latest = JSON.parse(readFileSync(join(live, 'builds/latest.json'), 'utf8')) as { id?: unknown };
    return latest.id === buildId ? live : null;
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
  const code = codeHash(dirname(bundles.serverEntry), bundles.clientDir);
  const timestamp = options.now ?? Date.now();
  const renderStart = performance.now();
  let pages = 0;
  let rendered = 0;
  try {
    for (const site of sites) {
      // Built beside the current output and swapped in when complete: a failed build leaves
      // the served site as it was.
      const siteDir = join(outDir, `.${site.domain}.next`);
      rmSync(siteDir, { recursive: true, force: true });
      cpSync(bundles.clientDir, siteDir, { recursive: true, filter: (source) => !source.includes('/.vite') });
      if (existsSync(images)) cpSync(images, join(siteDir, 'images'), { recursive: true });
      const snapshot = readSnapshot(db, site.country);
      const shared = { site, buildYear: new Date(timestamp).getUTCFullYear(), beaconTokens: beaconTokens(allSites) };
      const buildId = buildIdOf(code, shared);
      const context = { ...shared, buildId };
      const previous = options.full ? null : previousBuild(outDir, site.domain, buildId);
      const sitemaps = createSitemaps(site);
      const written = await renderPages(
        tap(listPages(snapshot, site), (page) => sitemaps.add(page)),
        { serverEntry: bundles.serverEntry, outDir: siteDir, context, assets },
        { threads: options.threads, carryOver: previous ? createCarryOver(previous, siteDir) : undefined },
      );
      const products = writeSearchIndex(siteDir, snapshot, site);
      writeOpenData(siteDir, snapshot, site);
      writeBuildMeta(siteDir, buildId, timestamp);
      writeHostHeaders(siteDir, site);
      sitemaps.write(siteDir, new Date(timestamp).toISOString());
      const total = written.rendered + written.carried;
      log(`${site.domain}: ${total} pages (${written.rendered} rendered, ${written.carried} carried over), ${products} products`);
      pages += total;
      rendered += written.rendered;
    }
  } finally {
    db.close();
  }
  const seconds = (performance.now() - renderStart) / 1000;
  for (const site of sites) {
    swapIn(outDir, site.domain);
    writeNginxInclude(outDir, site.domain);
  }
  return { pages, rendered, carried: pages - rendered, seconds };
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
  const result = await buildSites({
    outDir: values.out,
    sites: values.site,
    threads: values.threads ? Number(values.threads) : undefined,
    full: values.full,
  });
  console.log(
    `Prerendered ${result.pages} pages in ${result.seconds.toFixed(1)} s (${Math.round(result.pages / result.seconds)} pages/s): ` +
      `${result.rendered} rendered, ${result.carried} carried over from the previous build`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
