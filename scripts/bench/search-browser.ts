import type { Browser, BrowserContext, Page } from 'playwright-core';
import { groupsKey } from '../../src/consent/consent-state.ts';
import { MINISEARCH_OPTIONS } from './search-designs.ts';

export interface TypedQuery {
  query: string;
  /** Keystroke to results shown, per keystroke that changed the query, ms. */
  latencies: number[];
  /** Bytes over the network (gzip) for the index, and for the typeahead's code. */
  indexBytes: number;
  codeBytes: number;
}

/** A page where functions passed to `evaluate` may carry tsx's `__name` helper (esbuild's keepNames). */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn');
  return page;
}

declare global {
  interface Window {
    __latencies: number[];
  }
}

/** Records, in the page, the time from each keystroke's input event to the suggestions for it. */
function watchTypeahead(): void {
  const input = document.querySelector<HTMLInputElement>('#header-search') as HTMLInputElement;
  const box = document.querySelector('.typeahead') as Element;
  let typedAt = 0;
  window.__latencies = [];
  input.addEventListener('input', (event) => (typedAt = event.timeStamp));
  new MutationObserver(() => {
    if (box.getAttribute('data-query') === input.value.trim() && typedAt) {
      window.__latencies.push(performance.now() - typedAt);
      typedAt = 0;
    }
  }).observe(box, { attributes: true, attributeFilter: ['data-query'] });
}

/** Types `query` letter by letter into the header field of a fresh page, waiting for each letter's suggestions. */
export async function typeInTypeahead(browser: Browser, origin: string, query: string): Promise<TypedQuery> {
  const context = await browser.newContext();
  // A saved language keeps the root from redirecting to the browser's; saved consent keeps the
  // first visit's consent dialog from taking the focus.
  await context.addCookies([
    { name: 'locale', value: 'sr', url: origin },
    { name: 'ncc_c', value: groupsKey(), url: origin },
    { name: 'ncc_e', value: 'website', url: origin },
  ]);
  const page = await newPage(context);
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-hydrated]');
  const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.focus('#header-search');
  await page.waitForSelector('.typeahead', { state: 'attached' });
  await page.evaluate(watchTypeahead);
  let typed = '';
  for (const letter of query) {
    const before = typed.trim();
    typed += letter;
    await page.keyboard.type(letter);
    if (typed.trim() === before || typed.trim().length < 2) continue;
    await page.waitForFunction((text) => document.querySelector('.typeahead')?.getAttribute('data-query') === text, typed.trim());
  }
  const result = await page.evaluate((before) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const sum = (test: (entry: PerformanceResourceTiming, index: number) => boolean) =>
      entries.filter(test).reduce((total, entry) => total + entry.transferSize, 0);
    return {
      latencies: window.__latencies,
      indexBytes: sum((entry) => entry.name.includes('/search-index/')),
      // The typeahead's chunks: the scripts loaded from the focus on.
      codeBytes: sum((entry, index) => index >= before && entry.name.endsWith('.js')),
    };
  }, loadedBefore);
  await context.close();
  return { query, ...result };
}

/** MiniSearch in the browser: time to first results (fetch, parse, load) and per-keystroke search time, ms. */
export async function measureMiniSearchInBrowser(browser: Browser, origin: string, queries: string[]) {
  const context = await browser.newContext();
  const page = await newPage(context);
  await page.goto(`${origin}/`);
  await page.addScriptTag({ url: '/minisearch.umd.js' });
  const figures = await page.evaluate(
    async ({ queries, fields, storeFields }) => {
      const MiniSearch = (window as unknown as { MiniSearch: typeof import('minisearch').default }).MiniSearch;
      const options = {
        fields,
        storeFields,
        processTerm: (term: string) =>
          term
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
      };
      const search = { prefix: true, fuzzy: (term: string) => (term.length >= 5 ? 1 : 0), combineWith: 'AND' as const };
      const started = performance.now();
      const text = await (await fetch('/minisearch.json')).text();
      const index = MiniSearch.loadJSON(text, options);
      index.search(queries[0]?.slice(0, 2) ?? '', search);
      const firstResults = performance.now() - started;
      const latencies: number[] = [];
      for (const query of queries) {
        for (let length = 2; length <= query.length; length += 1) {
          const at = performance.now();
          index.search(query.slice(0, length), search);
          latencies.push(performance.now() - at);
        }
      }
      const entry = performance.getEntriesByName(new URL('/minisearch.json', location.href).href)[0] as PerformanceResourceTiming;
      return { firstResults, latencies, bytes: entry.transferSize };
    },
    { queries, fields: MINISEARCH_OPTIONS.fields, storeFields: MINISEARCH_OPTIONS.storeFields },
  );
  await context.close();
  return figures;
}
