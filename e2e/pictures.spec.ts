import { expect, test, type Page } from '@playwright/test';
import { MNE } from './sites.ts';

const ARTICLE = `${MNE}/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb`;
const CATEGORY = `${MNE}/racunari/prenosni/tableti`;

interface PictureRequest {
  url: string;
  priority: string;
  bytes: number;
}

/** Every made picture the page asks for, with the priority Chromium gave it and the bytes it took on the wire (so far). */
async function recordPictures(page: Page): Promise<() => PictureRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, PictureRequest>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.includes('/images/pic/')) requests.set(requestId, { url: request.url, priority: request.initialPriority, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  return () => [...requests.values()];
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test("a product page's picture comes first, in AVIF at the width its box needs on this screen, within 40 KB", async ({ page }) => {
    const pictures = await recordPictures(page);
    await page.goto(ARTICLE);
    const img = page.locator('img.article-image');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    // 12rem at 3 device pixels a CSS pixel: 576 px, the 640 px file.
    const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(chosen).toMatch(/\/images\/pic\/[0-9a-f]{24}-640\.avif$/);
    await expect.poll(() => pictures().find((request) => request.url === chosen)?.bytes ?? 0).toBeGreaterThan(0);
    const request = pictures().find((entry) => entry.url === chosen);
    expect(request?.priority).toMatch(/High/);
    expect(request?.bytes).toBeLessThanOrEqual(40 * 1024);
    await expect(img).toHaveAttribute('width', '256');
    await expect(img).toHaveAttribute('height', '256');
  });

  test('a category loads the pictures of its first cards at once, and the others as they are scrolled to', async ({ page }) => {
    const pictures = await recordPictures(page);
    await page.goto(CATEGORY, { waitUntil: 'load' });
    const cards = page.locator('.card img');
    await expect(cards.first()).toHaveJSProperty('complete', true);
    expect(await cards.first().evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/-640\.avif$/);
    // A card far below whose picture no card above it shows (the fixture's photos are one a brand).
    const base = (src: string) => src.replace(/-\d+\.\w+$/, '');
    const below = await cards.evaluateAll((images) => {
      const bases = images.map((image) => (image as HTMLImageElement).src.replace(/-\d+\.\w+$/, ''));
      const index = images.findIndex(
        (image, at) => image.getBoundingClientRect().top > innerHeight + 2500 && !bases.slice(0, at).includes(bases[at] ?? ''),
      );
      return { index, base: bases[index] ?? '' };
    });
    expect(below.index).toBeGreaterThan(0);
    const asked = () => pictures().some((request) => base(request.url) === below.base);
    expect(asked()).toBe(false);
    const card = cards.nth(below.index);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveJSProperty('complete', true);
    expect(asked()).toBe(true);
  });
});
