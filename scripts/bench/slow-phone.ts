import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { runCli } from '../cli.ts';
import { groupsKey } from '../../src/consent/consent-state.ts';
import { benchPages, BUILT_SITE_OPTIONS, serveBuiltSite } from './built-pages.ts';

/**
 * `npm run bench:slow-phone`: on DevTools' Slow 4G profile (562.5 ms round trip, 1.44 Mbit/s down,
 * 675 kbit/s up), how long after a first visit starts a page's controls work: the largest
 * article's variant picker and buttons (the page hydrated), the largest category's Filters (the
 * button enabled), and search's results shown (`?q=samsung`). A fresh browser context per run
 * (nothing cached), consent given; the median of --runs (3). --cpu slows the CPU too (4: a
 * mid-range phone). Served over HTTP/2 as a CDN serves it (--http1: over HTTP/1.1, six connections).
 * Options: --out (dist), --site (cjenovnik.me), --locale (en), --runs, --cpu (1), --http1.
 * Budget (docs/benchmarks.md): each within 3.0 s.
 */

/** DevTools' preset, as `Network.emulateNetworkConditions` takes it (bytes per second). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

const CONTROLS = [
  { name: 'article: variant picker and buttons', page: 'article', ready: 'html[data-hydrated]' },
  { name: 'category: Filters', page: 'category', ready: 'html[data-hydrated] .facets-toggle:not([disabled])' },
  { name: 'search: results shown', page: 'search', ready: 'html[data-hydrated] .search-results .card' },
] as const;

/** Run in the page from its start: notes when `selector` first matches, as `readyAt`. */
function noteWhenReady(selector: string): void {
  const note = () => {
    if ((window as { readyAt?: number }).readyAt === undefined && document.querySelector(selector)) {
      (window as { readyAt?: number }).readyAt = performance.now();
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
}

/** Milliseconds from the navigation's start until `selector` matches, in a fresh context. */
async function timeUntil(browser: Browser, url: string, selector: string, cpu: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const { origin } = new URL(url);
  await context.addCookies([
    { name: 'ncc_c', value: groupsKey(), url: origin },
    { name: 'ncc_e', value: 'website', url: origin },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // The moment it first matches, noted in the page (any change to the document, or an attribute's).
  // As source: tsx names functions with a helper (`__name`) the page does not have.
  await page.addInitScript(`var __name = (f) => f; (${noteWhenReady.toString()})(${JSON.stringify(selector)})`);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => (window as { readyAt?: number }).readyAt !== undefined, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => (window as { readyAt?: number }).readyAt as number);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { ...BUILT_SITE_OPTIONS, cpu: { type: 'string', default: '1' } },
  });
  const dir = join(values.out, values.site);
  const paths = benchPages(dir, values.locale);
  const { origin, close } = await serveBuiltSite(dir, { http1: values.http1 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const protocol = values.http1 ? 'HTTP/1.1' : 'HTTP/2';
    console.log(
      `Slow 4G, ${protocol}${Number(values.cpu) > 1 ? `, CPU ${values.cpu}x slower` : ''}; median of ${values.runs} first visits`,
    );
    console.log('| control | works after | runs |');
    console.log('| --- | --- | --- |');
    for (const control of CONTROLS) {
      const times: number[] = [];
      for (let run = 0; run < Number(values.runs); run += 1) {
        times.push(await timeUntil(browser, `${origin}${paths[control.page]}`, control.ready, Number(values.cpu)));
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] as number;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(`| ${control.name} \`${paths[control.page]}\` | ${seconds(median)} | ${times.map(seconds).join(', ')} |`);
    }
  } finally {
    await browser.close();
    close();
  }
}

runCli(import.meta.url, main);
