import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';
/** Its figures have been the same since 1 October: its page is made as of that day, and stays so while they hold. */
const TABLET = '/racunari/prenosni/tableti/8-apple-tab-1-64-gb';

test('the price check shows beside the lowest price and hydrates without warnings', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Is this a good price?' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('.verdict')).toHaveText('Higher than usual');
  await expect(panel.locator('.verdict-reason')).toContainText('€549.00');
  // The method is written when opened, not carried in every page's HTML.
  await expect(panel.locator('details.method p')).toHaveCount(0);
  await panel.getByText('How we decide').click();
  await expect(panel.locator('details.method p')).toContainText('at most 5% above the lowest of the 90 days before today');
  expect(problems).toEqual([]);
});

test('after a client navigation the panel shows from the fetched payload; the open data is served', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${BIH}/ba/telefoni/mobilni/klasicni-telefoni`);
  await waitForHydration(page);
  await page.locator('.card-link', { hasText: 'Nokia' }).click();
  await expect(page.locator('h1')).toHaveText('Nokia 3310');
  await expect(page.locator('.price-check .verdict')).toContainText('imamo 15 od 30 dana');
  const csv = await page.request.get(`${BIH}${NOKIA}/history.csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toBe('date,shop,price,sale_price,shipping,currency,availability');
  expect(problems).toEqual([]);
});

test("a page without JavaScript shows the figures the hydrated page works out for the catalogue's latest day", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const panelOf = (where: typeof page) => where.getByRole('region', { name: 'Is this a good price?' });
  const shown = (where: typeof page) => panelOf(where).locator('.verdict, .verdict-reason, .price-figures').allInnerTexts();
  // As crawlers and visitors without JavaScript get it: as of the first day of the figures' span.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const prerendered = await noScript.newPage();
  await prerendered.goto(`${MNE}/en${TABLET}`);
  await expect(panelOf(prerendered).locator('.as-of')).toHaveText('As of 10/01/2026');
  const figures = await shown(prerendered);
  expect(figures.join(' ')).toContain('€');
  await noScript.close();
  await page.goto(`${MNE}/en${TABLET}`);
  await waitForHydration(page);
  // Brought to the catalogue's day: the same verdict, reason and figures; the day moves on, and nothing is said to have changed.
  await expect(panelOf(page).locator('.as-of')).toHaveText('As of 11/20/2026');
  expect(await shown(page)).toEqual(figures);
  await expect(page.locator('.price-chart svg desc')).toContainText('11/20/2026');
  expect(problems).toEqual([]);
});

test('an old copy of a page, read after its figures changed, says it brought them up to date', async ({ page }) => {
  const problems = watchConsole(page);
  // The catalogue's day a month on, past the day the laptop's figures change (the lowest of the 30 days before moves).
  await page.route('**/builds/freshness.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), asOf: '2026-12-25T06:00:00.000Z' } });
  });
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Is this a good price?' });
  await expect(panel.locator('.as-of')).toHaveText('As of 12/25/2026, brought up to date since the page was made on 11/20/2026');
  expect(problems).toEqual([]);
});
