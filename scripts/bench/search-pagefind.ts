import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import type { Browser } from 'playwright-core';
import { LOCALES } from '../../src/i18n/locales.ts';
import { compactModel, foldSearchText } from '../../src/search/text.ts';
import type { IndexCategory, IndexProduct } from '../prerender/search-index/shards.ts';
import { newPage } from './search-browser.ts';
import type { DesignFigures } from './search-designs.ts';

/** Pagefind's bundle folder in the served site. */
const PAGEFIND_DIR = 'pagefind';
/** What Pagefind's browser code is, as against its index: the module, its worker and the WebAssembly. */
const PAGEFIND_CODE = /\/(pagefind\.js|pagefind-worker\.js|wasm\.[a-z]+\.pagefind)$/;
/** Records handed to the Pagefind service at once. */
const BATCH = 500;

/** Files under `dir` and their sizes, by path relative to it. */
function filesUnder(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (statSync(path).isFile()) files.set(relative(dir, path), statSync(path).size);
  }
  return files;
}

/**
 * Pagefind 1.6 through its Node API: one custom record per product, written into the served
 * site. The record's text is folded as ours is (Cyrillic read as Latin, diacritics dropped,
 * model numbers also compact) and queries are folded the same, so both designs match the same
 * words. Pagefind gzips its own files (as served); the size is the bundle's index files (entry,
 * meta, index chunks, fragments), its code counted apart.
 */
export async function buildPagefind(products: IndexProduct[], categories: IndexCategory[], siteDir: string): Promise<DesignFigures> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'sr' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const categoryText = categories.map((category) => LOCALES.map((locale) => category.names[locale]).join(' '));
  for (let start = 0; start < products.length; start += BATCH) {
    const added = await Promise.all(
      products.slice(start, start + BATCH).map((product) =>
        index.addCustomRecord({
          url: product.path,
          content: foldSearchText(
            `${product.brand} ${product.name} ${product.mpn ?? ''} ${compactModel(product.mpn ?? '')} ${categoryText[product.category] ?? ''}`,
          ),
          language: 'sr',
          meta: { title: product.name, image: product.image, price: String(product.priceMinor) },
        }),
      ),
    );
    const failed = added.find((response) => response.errors.length > 0);
    if (failed) throw new Error(`pagefind: ${failed.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(siteDir, PAGEFIND_DIR) });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  const buildSeconds = (performance.now() - started) / 1000;
  const bundle = join(siteDir, PAGEFIND_DIR);
  const indexFiles = [...filesUnder(bundle)].filter(([path]) => path === 'pagefind-entry.json' || /\.pf_[a-z]+$/.test(path));
  const unzipped = (path: string) =>
    path.endsWith('.json') ? statSync(join(bundle, path)).size : gunzipSync(readFileSync(join(bundle, path))).length;
  return {
    design: 'Pagefind 1.6',
    buildSeconds,
    files: indexFiles.length,
    rawBytes: indexFiles.reduce((sum, [path]) => sum + unzipped(path), 0),
    gzipBytes: indexFiles.reduce((sum, [, size]) => sum + size, 0),
    firstQueryGzip: new Map(),
  };
}

/** Pagefind compiles WebAssembly, which the site's policy forbids: the served copy allows it (`'wasm-unsafe-eval'`). */
export function allowWebAssembly(siteDir: string): void {
  const file = join(siteDir, '_headers');
  writeFileSync(file, readFileSync(file, 'utf8').replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
}

export interface PagefindQuery {
  query: string;
  /** From loading Pagefind to the first prefix's results (its module, worker, WebAssembly, entry and the index it reads), ms. */
  firstResults: number;
  /** Each further prefix's search and its 8 best results' data, ms. */
  latencies: number[];
  indexBytes: number;
  codeBytes: number;
  results: number;
}

interface PagefindModule {
  options(options: { basePath: string }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<unknown> }[] }>;
}

/**
 * Types `query` into Pagefind's own browser API on a fresh page, a prefix at a time from the
 * second letter (as the typeahead asks), each search with its 8 best results' data.
 */
export async function typeInPagefind(browser: Browser, origin: string, query: string): Promise<PagefindQuery> {
  const context = await browser.newContext();
  const page = await newPage(context);
  const sizes: Promise<[string, number]>[] = [];
  // Requests of Pagefind's worker are the page's too.
  page.on('requestfinished', (request) => {
    if (!request.url().includes(`/${PAGEFIND_DIR}/`)) return;
    sizes.push(request.sizes().then((size) => [request.url(), size.responseBodySize + size.responseHeadersSize]));
  });
  await page.goto(`${origin}/`);
  const folded = foldSearchText(query);
  const timings = await page.evaluate(
    async ({ folded, url }) => {
      const started = performance.now();
      const module = (await import(url)) as PagefindModule;
      await module.options({ basePath: url.replace(/pagefind\.js$/, '') });
      await module.init();
      const latencies: number[] = [];
      let firstResults = 0;
      let results = 0;
      for (let length = 2; length <= folded.length; length += 1) {
        if (folded[length - 1] === ' ') continue;
        const at = performance.now();
        const found = await module.search(folded.slice(0, length));
        await Promise.all(found.results.slice(0, 8).map((result) => result.data()));
        results = found.results.length;
        if (firstResults === 0) firstResults = performance.now() - started;
        else latencies.push(performance.now() - at);
      }
      return { firstResults, latencies, results };
    },
    { folded, url: `/${PAGEFIND_DIR}/pagefind.js` },
  );
  const fetched = await Promise.all(sizes);
  await context.close();
  const sum = (code: boolean) => fetched.filter(([url]) => PAGEFIND_CODE.test(url) === code).reduce((total, [, size]) => total + size, 0);
  return { query, ...timings, indexBytes: sum(false), codeBytes: sum(true) };
}
