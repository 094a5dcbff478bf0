import type { Browser, Page } from 'playwright-core';
import { groupsKey } from '../../src/consent/consent-state.ts';
import { newPage } from './search-browser.ts';

/** Broad and narrow queries for the results page: a brand, a category word, a word in a third of the names, two-word queries. */
export const RESULT_QUERIES = ['samsung', 'telefon', 'gb', 'laptop asus', 'monitor 27', 'lenovo legion'];

/** One step on the results page: what it loaded of the index (gzip bytes, files) and how long it took, ms. */
export interface ResultsStep {
  bytes: number;
  files: number;
  ms: number;
}

export interface ResultsFigures {
  query: string;
  /** The count the page shows. */
  found: string;
  /** A shared URL opened on a fresh page: from navigation start to the results. */
  open: ResultsStep;
  /** Then the lowest-price order chosen: from the click to the sorted cards. */
  sort: ResultsStep;
  /** Then the first brand of the facets chosen. */
  brand: ResultsStep | null;
  /** The lowest-price URL opened on another fresh page. */
  openSorted: ResultsStep;
}

declare global {
  interface Window {
    __ready: Promise<number>;
  }
}

/** Resolves, in the page, with the time from the next click (or from navigation start) to the moment `ready` matches. */
function watchFor({ ready, fromClick }: { ready: string; fromClick: boolean }): void {
  // The default 250 entries are spent by the cards' images before the index's files are counted.
  performance.setResourceTimingBufferSize(100_000);
  let start = fromClick ? -1 : 0;
  if (fromClick) document.addEventListener('click', (event) => (start = event.timeStamp), { capture: true, once: true });
  window.__ready = new Promise((resolve) => {
    const check = () => {
      if (start < 0 || !document.querySelector(ready)) return false;
      resolve(performance.now() - start);
      return true;
    };
    const observer = new MutationObserver(() => check() && observer.disconnect());
    if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const INDEX_LOADS = (from: number) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .slice(from)
    .filter((entry) => entry.name.includes('/search-index/'))
    .map((entry) => entry.transferSize);

async function step(page: Page, from: number, ms: number): Promise<ResultsStep> {
  const sizes = await page.evaluate(INDEX_LOADS, from);
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length, ms };
}

const resourceCount = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').length);

const RESULTS = '.search-results [data-query]';
// In the facets: the header's language links carry the page's query too.
const PRICE_ASC = '.search-facets a[href*="sort=price-asc"][aria-current="true"]';

async function freshPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'locale', value: 'sr', url: origin },
    { name: 'ncc_c', value: groupsKey(), url: origin },
    { name: 'ncc_e', value: 'website', url: origin },
  ]);
  return newPage(context);
}

/** Opens `url` on a fresh page and waits for `ready`. */
async function open(browser: Browser, origin: string, url: string, ready: string): Promise<{ page: Page; step: ResultsStep }> {
  const page = await freshPage(browser, origin);
  await page.addInitScript(watchFor, { ready, fromClick: false });
  await page.goto(`${origin}${url}`);
  const ms = await page.evaluate(() => window.__ready);
  return { page, step: await step(page, 0, ms) };
}

async function click(page: Page, selector: string, ready: string): Promise<ResultsStep> {
  const from = await resourceCount(page);
  await page.evaluate(watchFor, { ready, fromClick: true });
  await page.click(selector);
  return step(page, from, await page.evaluate(() => window.__ready));
}

/** The results page of `query` from a shared URL, then sorted by lowest price, then filtered by a brand. */
export async function openResultsPage(browser: Browser, origin: string, query: string): Promise<ResultsFigures> {
  const url = `/search?q=${encodeURIComponent(query)}`;
  const { page, step: opened } = await open(browser, origin, url, RESULTS);
  const found = (await page.locator(`${RESULTS} [role=status]`).textContent()) ?? '';
  const sort = await click(page, '.search-facets a[href*="sort=price-asc"]', PRICE_ASC);
  const brandLink = '.search-facets a[href*="brand="]';
  const brand =
    (await page.locator(brandLink).count()) > 0 ? await click(page, `${brandLink} >> nth=0`, `${brandLink}[aria-current="true"]`) : null;
  await page.context().close();
  const sorted = await open(browser, origin, `${url}&sort=price-asc`, PRICE_ASC);
  await sorted.page.context().close();
  return { query, found, open: opened, sort, brand, openSorted: sorted.step };
}
