import { fork } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { searchProducts, writeSearchIndexFiles } from '../prerender/search-index/write.ts';
import type { IndexCategory, IndexProduct } from '../prerender/search-index/shards.ts';
import { generateSample } from '../sample/generate.ts';
import { measureMiniSearchInBrowser, typeInTypeahead } from './search-browser.ts';
import { measureMiniSearch, measureShards, type DesignFigures } from './search-designs.ts';
import { allowWebAssembly, buildPagefind, typeInPagefind } from './search-pagefind.ts';
import { openResultsPage, RESULT_QUERIES, type ResultsStep } from './search-results-page.ts';
import { runCli } from '../cli.ts';

/** What people type: model numbers three ways, Cyrillic, typos (a wrong first letter too), prefixes, category and brand words. */
const QUERIES = [
  'SM-S921B',
  'sms938b',
  'sm s931b',
  'самсунг галакси',
  'слушалице sony',
  'samsnug galxy',
  'damsung galaxy',
  'iphone 16 pro',
  'lenovo legion',
  'laptop asus',
  'playstation',
  'grafičke kartice',
  'monitor 27',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

const median = (values: number[]) => percentile(values, 0.5);

/** Keystroke times as median, 95th percentile and worst: on a shared machine the worst is one stall. */
const spread = (values: number[]) => `${ms(median(values))}, ${ms(percentile(values, 0.95))}, ${ms(Math.max(...values))}`;

/** The catalogue of `bench:build`'s naming, generated when missing (a short history is enough for search). */
async function ensureCatalogue(products: number, days: number, fresh: boolean): Promise<string> {
  const dir = join('.tmp/bench', `catalogue-${products}-${days}d`);
  const catalogue = join(dir, 'catalogue.db');
  if (fresh || !existsSync(catalogue)) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    const db = openCatalogue(catalogue);
    await generateSample(db, dir, { products, days, dailyDays: Math.min(days, 7) });
    db.close();
    console.log(`catalogue: ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return catalogue;
}

const times = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');

/** Types each query with `type`, printing a table of what `row` makes of each. */
async function typeEach<T>(columns: string[], type: (query: string) => Promise<T>, row: (result: T) => string[]): Promise<T[]> {
  console.log(`\n| query | ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length + 1)}`);
  const results: T[] = [];
  for (const query of QUERIES) {
    const result = await type(query);
    results.push(result);
    console.log(`| ${query} | ${row(result).join(' | ')} |`);
  }
  return results;
}

function designRow(figures: DesignFigures, firstQuery: string, keystroke: string): string {
  return `| ${figures.design} | ${firstQuery} | ${keystroke} | ${figures.buildSeconds.toFixed(1)} s | ${figures.files} files, ${mb(figures.rawBytes)} (${mb(figures.gzipBytes)} gzip) |`;
}

/**
 * `npm run bench:search`: the search index on a generated catalogue (100,000 products), three
 * designs side by side: ours typed into the header field of a built site in Chromium, Pagefind
 * and MiniSearch through their own browser APIs on the same site. Options:
 * --products, --days, --site (cjenovnik.me), --site-dir (dist/<site>, from `npm run build`), --fresh,
 * --out (where the site is served from, .tmp/bench; the catalogue stays in bench:build's .tmp/bench),
 * --own-only (our index alone: no Pagefind, no MiniSearch). Then the results page of a few
 * queries: opened from a shared URL, sorted by price, filtered by a brand.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      days: { type: 'string', default: '8' },
      site: { type: 'string', default: 'cjenovnik.me' },
      'site-dir': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      out: { type: 'string', default: '.tmp/bench' },
      'own-only': { type: 'boolean', default: false },
    },
  });
  const site = loadSites(process.env).find((candidate) => candidate.domain === values.site || candidate.key === values.site);
  if (!site) throw new Error(`Unknown site ${values.site}`);
  const siteDir = values['site-dir'] ?? join('dist', site.domain);
  if (!existsSync(join(siteDir, 'index.html')))
    throw new Error(`${siteDir} has no built site: run npm run build first, or pass --site-dir.`);

  const db = openCatalogue(await ensureCatalogue(Number(values.products), Number(values.days), values.fresh), { readonly: true });
  const { products, categories } = searchProducts(readSnapshot(db, site.country), site);
  db.close();
  const shards = await measureShards(products, categories, QUERIES);
  const served = join(values.out, 'search-site');
  rmSync(served, { recursive: true, force: true });
  // Dereferenced: a built site's folder is a link to its build, which the bench's index must not overwrite.
  cpSync(siteDir, served, { recursive: true, dereference: true, filter: (source) => !source.includes('search-index') });
  writeSearchIndexFiles(served, shards.index, 'bench');
  const others = values['own-only'] ? null : await buildOtherDesigns(products, categories, served);

  const host = fork(fileURLToPath(new URL('./search-serve.ts', import.meta.url)), [served]);
  const port = await new Promise<number>((resolve, reject) => {
    host.once('message', (message) => resolve(message as number));
    host.once('exit', (code) => reject(new Error(`The bench's static host exited (${code}).`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    console.log(`${products.length} products, ${site.domain}`);
    const typed = await typeEach(
      ['own shards: index bytes, first query', 'keystroke to results, each letter from the second'],
      (query) => typeInTypeahead(browser, origin, query),
      (result) => [kb(result.indexBytes), `${times(result.latencies)} ms`],
    );
    console.log(`\ntypeahead code: ${kb(typed[0]?.codeBytes ?? 0)} over the network, loaded on focus`);
    const own = designRow(
      shards.figures,
      `${kb(median(typed.map((result) => result.indexBytes)))} median, ${kb(Math.max(...typed.map((result) => result.indexBytes)))} worst`,
      spread(typed.flatMap((result) => result.latencies)),
    );
    const rows = others ? await typeIntoOtherDesigns(browser, origin, others) : [];
    console.log(
      '\n| design | bytes for the first query (gzip) | keystroke to results (median, 95th percentile, worst) | index build | index size |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of [own, ...rows]) console.log(row);
    const { facetsGzip, bandsGzip, bandFileGzip } = shards.columns;
    console.log(
      `\nresults page columns (gzip): facets ${kb(facetsGzip)}, price bands ${kb(bandsGzip)}, a band's prices ${kb(bandFileGzip)} (median)`,
    );
    await reportResultsPage(browser, origin);
  } finally {
    await browser.close();
    host.kill();
  }
}

/** Pagefind and MiniSearch, built beside ours in the served site. */
async function buildOtherDesigns(products: IndexProduct[], categories: IndexCategory[], served: string) {
  const mini = measureMiniSearch(products, categories);
  writeFileSync(join(served, 'minisearch.json'), mini.text);
  // The UMD build is not among the package's exports; it sits beside the CommonJS one.
  cpSync(join(dirname(createRequire(import.meta.url).resolve('minisearch')), '../umd/index.js'), join(served, 'minisearch.umd.js'));
  const pagefind = await buildPagefind(products, categories, served);
  allowWebAssembly(served);
  return { mini: mini.figures, pagefind };
}

/** The comparison table's rows of Pagefind and MiniSearch, typed in the same browser. */
async function typeIntoOtherDesigns(browser: Browser, origin: string, { mini, pagefind }: Awaited<ReturnType<typeof buildOtherDesigns>>) {
  const found = await typeEach(
    ['Pagefind: index bytes, first query', 'to the first results, then each prefix', 'results'],
    (query) => typeInPagefind(browser, origin, query),
    (result) => [kb(result.indexBytes), `${result.firstResults.toFixed(0)}, then ${times(result.latencies)} ms`, String(result.results)],
  );
  const pagefindBytes = found.map((result) => result.indexBytes);
  const minisearch = await measureMiniSearchInBrowser(browser, origin, QUERIES);
  console.log(`Pagefind code (module, worker, WebAssembly): ${kb(found[0]?.codeBytes ?? 0)}`);
  return [
    designRow(
      pagefind,
      `${kb(median(pagefindBytes))} median, ${kb(Math.max(...pagefindBytes))} worst`,
      `${ms(median(found.map((result) => result.firstResults)))} median to the first results, then ${spread(found.flatMap((result) => result.latencies))}`,
    ),
    designRow(
      mini,
      `${kb(minisearch.bytes)} (whole index)`,
      `${ms(minisearch.firstResults)} to the first results, then ${spread(minisearch.latencies)}`,
    ),
  ];
}

const stepCell = (step: ResultsStep | null) => (step ? `${kb(step.bytes)} in ${step.files} files, ${ms(step.ms)}` : '-');

/** The results page of RESULT_QUERIES: index bytes (gzip) and time of each step. */
async function reportResultsPage(browser: Browser, origin: string): Promise<void> {
  console.log('\n| results page | found | shared URL opened | then lowest price | then a brand | lowest-price URL opened |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const query of RESULT_QUERIES) {
    const figures = await openResultsPage(browser, origin, query);
    const cells = [figures.found, stepCell(figures.open), stepCell(figures.sort), stepCell(figures.brand), stepCell(figures.openSorted)];
    console.log(`| ${query} | ${cells.join(' | ')} |`);
  }
}

runCli(import.meta.url, main);
