import type { Page, Route } from '@playwright/test';
import type { ArticlePayload } from '../pages/article/payload.ts';
import { WATCH_KEY } from '../src/watchlist/list.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, followButton, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';
const APPLE = 'Apple Tab 1 64 GB';
const SAMSUNG = 'Samsung Tab 2 128 GB';

const status = (page: Page) => page.locator('.watch-notice[role="status"]');
const count = (page: Page) => page.getByTestId('watch-count');
const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/**
 * Serves the tablets' payloads as a later build would: the Apple 10 € cheaper, the Samsung out
 * of stock at every shop (the real payload, changed).
 */
async function laterBuild(route: Route): Promise<void> {
  const response = await route.fetch();
  const payload = (await response.json()) as ArticlePayload;
  if (payload.product.name === APPLE && payload.lowest) payload.lowest = { ...payload.lowest, minor: payload.lowest.minor - 1000 };
  if (payload.product.name === SAMSUNG) payload.offers = payload.offers.map((offer) => ({ ...offer, availability: 'out_of_stock' }));
  await route.fulfill({ response, json: payload });
}
const TABLET_PAYLOADS = /\/tableti\/\d+-[^/]+\/_payload\.json$/;
const HOUR_MS = 60 * 60 * 1000;

/** The header's last check of the followed products, as stored (its count only), or null. */
async function storedCheck(page: Page): Promise<{ count: number } | null> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), WATCH_KEY);
  const check = stored ? (JSON.parse(stored) as { check?: { count: number } | null }).check : null;
  return check ? { count: check.count } : null;
}

test('two followed tablets change in a later build: marks on the watchlist, the count in the header, a target reached', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  // Prerendered and hydrated unpressed.
  await expect(followButton(page, APPLE)).toHaveAttribute('aria-pressed', 'false');
  await expect(followButton(page, APPLE)).toHaveText(`Follow ${APPLE}`);
  await followButton(page, APPLE).click();
  await expect(followButton(page, APPLE)).toHaveAttribute('aria-pressed', 'true');
  // Followed, it says so in words, not only in its look.
  await expect(followButton(page, APPLE)).toHaveText(`Following ${APPLE}`);
  await expect(status(page)).toContainText(`You follow ${APPLE}`);
  // The second from its article page.
  await page.getByRole('link', { name: SAMSUNG, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAMSUNG);
  await followButton(page, SAMSUNG).click();
  await expect(followButton(page, SAMSUNG)).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveCount(0);
  // The next page checks the followed products (nothing changed) and keeps that for an hour.
  await page.goto(`${MNE}/en`);
  await expect.poll(() => storedCheck(page)).toEqual({ count: 0 });
  await expect(count(page)).toHaveCount(0);

  // A later build, found more than an hour later: the header counts both changes on the next page,
  // without visiting the watchlist.
  await page.route(TABLET_PAYLOADS, laterBuild);
  await page.clock.setFixedTime(Date.now() + 2 * HOUR_MS);
  await page.goto(`${MNE}/en`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText('2 followed products changed or at their target');

  await page.getByRole('link', { name: /^Watchlist/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watchlist');
  await expect(row(page, APPLE).getByRole('rowheader')).toContainText('Changed since your last visit');
  await expect(row(page, APPLE)).toContainText('€10.00 cheaper');
  await expect(row(page, SAMSUNG).getByRole('rowheader')).toContainText('Changed since your last visit');
  await expect(row(page, SAMSUNG).getByRole('rowheader')).toContainText('Out of stock');
  await expect(row(page, SAMSUNG)).toContainText('No change');
  // Seen now: the header no longer counts them.
  await expect(count(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A target at the Apple's new price is reached: highlighted, and counted in the header.
  const now = (await row(page, APPLE).getByRole('cell').nth(1).textContent()) ?? '';
  await row(page, APPLE)
    .getByLabel(`Target price for ${APPLE} (EUR)`)
    .fill(now.replace(/[^\d.]/g, ''));
  await row(page, APPLE)
    .getByRole('button', { name: `Save the target price for ${APPLE}` })
    .click();
  await expect(status(page)).toHaveText(/The target price for Apple Tab 1 64 GB is saved\./);
  await expect(row(page, APPLE).getByRole('rowheader')).toContainText('Target reached');
  await expect(row(page, APPLE)).toHaveClass('watch-reached');
  await expect(count(page)).toHaveText('1 followed product changed or at its target');

  // The build as it was: the Samsung is back in stock, the Apple's price changed again (its target no longer met).
  await page.unroute(TABLET_PAYLOADS);
  await page.reload();
  await waitForHydration(page);
  await expect(row(page, SAMSUNG).getByRole('rowheader')).toContainText('Back in stock');
  await expect(row(page, APPLE).getByRole('rowheader')).toContainText('Changed since your last visit');
  await expect(row(page, APPLE).getByRole('rowheader')).not.toContainText('Target reached');
  await expect(row(page, APPLE)).toContainText('No change');

  // Removed: the row goes, the live region says so, the card is no longer pressed.
  await row(page, SAMSUNG)
    .getByRole('button', { name: `Remove ${SAMSUNG}` })
    .click();
  await expect(status(page)).toHaveText(/You no longer follow Samsung Tab 2 128 GB\./);
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('stored data that is not a watchlist is cleared with a message, and following still works', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cjenovnik.watchlist', '{"v":1,"items":[{"path":"javascript:alert(1)","name":"x","seen":{}}]}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(`${MNE}/en/watchlist`);
  await waitForHydration(page);
  await expect(status(page)).toContainText('The saved watchlist could not be read, so it was cleared.');
  await expect(page.getByText('You do not follow any products yet.')).toBeVisible();
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  await followButton(page, APPLE).click();
  await expect(status(page)).toContainText(`You follow ${APPLE}`);
  expect(problems).toEqual([]);
});

test('a followed product that is no longer in the catalogue is explained, and the rest is shown', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    const seen = { price: { minor: 10000, currency: 'EUR' }, inStock: true };
    const item = (path: string, name: string) => ({ path, name, followed: seen.price, target: null, seen });
    const items = [
      item('/racunari/prenosni/tableti/99998-gone', 'Gone Tab'),
      item('/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb', 'Samsung Galaxy S24 128 GB'),
    ];
    localStorage.setItem('cjenovnik.watchlist', JSON.stringify({ v: 1, items, check: null }));
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto(`${MNE}/en/watchlist`);
  await waitForHydration(page);
  await expect(row(page, 'Gone Tab')).toContainText('This product is no longer in the catalogue.');
  await expect(row(page, 'Samsung Galaxy S24 128 GB').getByRole('cell').nth(1)).toContainText('€');
  // The id index file of ids 99900-99999 does not exist: its 404 is the one thing the browser logs.
  expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
});
