import { expect, test, type Page } from '@playwright/test';
import { LOCALES_MEASURED, PATHS, pageUrl, VIEWPORTS } from '../scripts/critical-css/measure.ts';
import { BIH, MNE } from './sites.ts';

/**
 * The first paint has only the styles inlined in the head (the critical selectors); the site's
 * stylesheet, linked at the end of the body, comes after. What the first screen shows must not
 * move or change when it arrives: each element's box, colours, font and visibility, as Chromium
 * lays the page out without JavaScript.
 */
function firstScreen(): string[] {
  const { innerWidth: width, innerHeight: height } = window;
  const path = (element: Element): string => {
    const parent = element.parentElement;
    if (!parent) return element.tagName.toLowerCase();
    return `${path(parent)} > ${element.tagName.toLowerCase()}:${[...parent.children].indexOf(element)}`;
  };
  const seen: string[] = [];
  for (const element of document.querySelectorAll('body *')) {
    // What a closed <details> holds is not painted until opened (after the stylesheet has come).
    if (element.closest('details:not([open]) > :not(summary)')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= height || rect.left >= width) continue;
    if (rect.width === 0 && rect.height === 0) continue;
    const style = getComputedStyle(element);
    // What of it is on the screen: below the screen, the rest of the page may lay out differently.
    const box = [Math.max(rect.left, 0), Math.max(rect.top, 0), Math.min(rect.right, width), Math.min(rect.bottom, height)]
      .map((value) => Math.round(value))
      .join(',');
    const look = [style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.visibility, style.borderTopWidth].join(' ');
    seen.push(`${path(element)} @${box} ${look}`);
  }
  return seen;
}

async function firstScreenOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(firstScreen);
}

for (const viewport of VIEWPORTS) {
  for (const origin of [MNE, BIH]) {
    test(`${origin} at ${viewport.width} px: the first screen is whole before the stylesheet arrives`, async ({ browser }) => {
      // Some 40 pages, each twice: longer than one page's test on a busy machine.
      test.setTimeout(180_000);
      const full = await browser.newContext({ javaScriptEnabled: false, viewport });
      const critical = await browser.newContext({ javaScriptEnabled: false, viewport });
      await critical.route('**/assets/*.css', (route) => route.abort());
      const [withAll, withCritical] = [await full.newPage(), await critical.newPage()];
      for (const locale of LOCALES_MEASURED) {
        for (const path of PATHS) {
          const url = pageUrl(origin, locale, path);
          const [expected, actual] = [await firstScreenOf(withAll, url), await firstScreenOf(withCritical, url)];
          expect(actual, `${url}: what moves or changes when the stylesheet arrives (run npm run critical-css)`).toEqual(expected);
        }
      }
      await Promise.all([full.close(), critical.close()]);
    });
  }
}

test('a second page opened downloads no stylesheet: the first left it in the cache for a year', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Bytes that came over the network for each stylesheet request (none when the cache answered).
  const stylesheets = new Set<string>();
  const downloaded: number[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Stylesheet') stylesheets.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (stylesheets.has(requestId)) downloaded.push(encodedDataLength);
  });
  await page.goto(`${MNE}/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb`);
  await expect.poll(() => downloaded.length).toBe(1);
  expect(downloaded[0]).toBeGreaterThan(1000);
  await page.goto(`${MNE}/telefoni/mobilni/pametni-telefoni`);
  await page.goto(`${MNE}/en/`);
  await expect.poll(() => downloaded.length).toBe(3);
  expect(downloaded.slice(1)).toEqual([0, 0]);
  // Its styles apply all the same: the footer is styled by the stylesheet, not the inline styles.
  await expect(page.locator('.footer')).toHaveCSS('text-align', 'center');
});
