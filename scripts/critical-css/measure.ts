/**
 * `npm run critical-css`: which of the stylesheet's selectors the first screen of a page needs,
 * written to `src/styles/critical-selectors.json` for the build to inline (assets.ts). Measured in
 * Chromium on the fixture sites (`npm run test:fixture` first), without JavaScript as the first
 * paint is, on each kind of page in three languages, on a phone (390 x 844) and a laptop
 * (1366 x 768): a selector is critical when it matches an element on the first screen, or one
 * hidden inside it by a rule (not inside a closed `<details>`). Run it after adding or renaming selectors, or moving what the first screen
 * shows; `e2e/critical-css.spec.ts` fails until then. Options: --dir (the fixture's dist).
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { PAGE_TYPES } from '../../e2e/page-types.ts';
import { loadSites } from '../../sites/index.ts';
import { localePrefix, type Locale } from '../../src/i18n/locales.ts';
import { payloadUrl } from '../../src/lib/paths.ts';
import { runCli } from '../cli.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { serveStatic } from '../static-server.ts';
import type { Screen } from '../../pages/payload.ts';
import { CRITICAL_SELECTORS, readStyles, SCREENS, selectorsOf } from './styles.ts';

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Serbian, and the languages with the longest words and texts. */
export const LOCALES_MEASURED: Locale[] = ['sr', 'de', 'ru'];

/** The kinds of page, and articles whose first screen differs (a long name, a family's picker). */
export const PATHS = [
  ...PAGE_TYPES.map(({ path }) => path),
  // A shop of each site (on the other, a page not found).
  '/shops/formula-me',
  '/shops/tehno-ba',
  '/telefoni/mobilni/pametni-telefoni/page/2',
  '/racunari/prenosni/tableti',
];

/** A measured page's address: the path in the locale, the home page without a trailing slash. */
export function pageUrl(origin: string, locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return `${origin}${prefix}${path === '/' && prefix ? '' : path}`;
}

/** The selectors of `selectors` that match an element of the page's first screen, or one whose content waits to be scrolled near (run in the page). */
function matchFirstScreen(selectors: string[]): string[] {
  const { innerWidth: width, innerHeight: height } = window;
  // Above or left of the screen counts too: what a rule moved out of sight (a skip link).
  const onScreen = (element: Element) => [...element.getClientRects()].some((rect) => rect.top < height && rect.left < width);
  // An element without a box counts when the nearest one with a box is on the first screen: the
  // rule that hides it is one the first paint needs. Not what a closed <details> holds: the
  // browser hides it without a rule, and it shows only when the visitor opens it, after the
  // stylesheet has come (a language menu, a method's text, a table behind its summary).
  const first: Element[] = [];
  for (const element of document.querySelectorAll('*')) {
    // Wherever it is, an element whose rule skips its content's layout until it is scrolled near
    // (`content-visibility`) needs that rule at the first layout, or it is laid out at once.
    if (getComputedStyle(element).contentVisibility !== 'visible') {
      first.push(element);
      continue;
    }
    if (element.closest('details:not([open]) > :not(summary)')) continue;
    let boxed: Element | null = element;
    while (boxed && boxed.getClientRects().length === 0) boxed = boxed.parentElement;
    if (boxed && onScreen(boxed)) first.push(element);
  }
  // Matched on the element itself: pseudo-elements are left out (their rules count with it).
  const atRest = (selector: string) => {
    const plain = selector
      .replace(/::?(before|after|placeholder|marker|selection|backdrop|-webkit-[a-z-]+|-moz-[a-z-]+)/g, '')
      .replace(/:visited/g, '')
      .trim();
    return plain === '' || /[>+~]$/.test(plain) ? `${plain} *`.trim() : plain;
  };
  // A state only a visitor's action sets (hover, focus) waits for the stylesheet.
  const byAction = (selector: string) => /:(hover|focus-visible|focus-within|focus|active)\b/.test(selector);
  const matched = selectors.filter((selector) => {
    if (byAction(selector)) return false;
    try {
      const plain = atRest(selector);
      return first.some((element) => element.matches(plain));
    } catch {
      return true;
    }
  });
  return matched;
}

async function measure(page: Page, url: string, selectors: string[]): Promise<{ screen: Screen; matched: string[] }> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() >= 500) throw new Error(`${url}: ${response?.status() ?? 'no answer'}`);
  // As source: tsx names functions with a helper (`__name`) the page does not have.
  const matched = await page.evaluate<string[]>(`var __name = (f) => f; (${matchFirstScreen.toString()})(${JSON.stringify(selectors)})`);
  // The page's screen: its payload's, beside it; an error page has none.
  const payload = response.status() === 200 ? await fetch(payloadUrl(new URL(url).pathname, new URL(url).origin) as URL) : null;
  const screen = payload?.ok ? ((await payload.json()) as { screen: Screen }).screen : 'not-found';
  return { screen, matched };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: join(FIXTURE_DIR, 'dist') } } });
  const selectors = selectorsOf(readStyles());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const critical = new Map<Screen, Set<string>>();
  try {
    for (const site of loadSites(process.env)) {
      const server = serveStatic(join(values.dir, site.domain));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({ javaScriptEnabled: false, viewport });
          const page = await context.newPage();
          for (const locale of LOCALES_MEASURED) {
            for (const path of PATHS) {
              const { screen, matched } = await measure(page, pageUrl(origin, locale, path), selectors);
              const own = critical.get(screen) ?? new Set<string>();
              matched.forEach((selector) => own.add(selector));
              critical.set(screen, own);
            }
          }
          await context.close();
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const missing = SCREENS.filter((screen) => !critical.has(screen));
  if (missing.length > 0) throw new Error(`No page of the ${missing.join(', ')} screen measured: add one to PATHS.`);
  const byScreen = Object.fromEntries(
    SCREENS.map((screen) => [screen, selectors.filter((selector) => critical.get(screen)?.has(selector))]),
  );
  writeFileSync(CRITICAL_SELECTORS, `${JSON.stringify(byScreen, null, 2)}\n`);
  for (const screen of SCREENS) console.log(`${screen}: ${byScreen[screen]?.length} of ${selectors.length} selectors`);
}

runCli(import.meta.url, main);
