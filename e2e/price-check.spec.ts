import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';
const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';
/** Unchanged since October: prerendered as of 1 November, the first of the catalogue's month. */
const TABLET = '/racunari/prenosni/tableti/58-lenovo-tab-51-256-gb';

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

test("an unchanged product is prerendered as of the month's first day; once hydrated, as of the catalogue's latest day, saying so", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const prerendered = await (await page.request.get(`${MNE}/en${TABLET}`)).text();
  expect(prerendered).toContain('<p class="as-of">As of 11/01/2026</p>');
  expect(prerendered).toContain('we have 11 of the 30 days');
  await page.goto(`${MNE}/en${TABLET}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Is this a good price?' });
  // The figures changed in front of the visitor: the page says they were brought up to date.
  await expect(panel.locator('.as-of')).toHaveText('As of 11/20/2026, brought up to date since the page was made on 11/01/2026');
  await expect(panel.locator('.verdict')).toHaveText('Lowest in a year');
  await expect(page.locator('.price-chart svg desc')).toContainText('11/20/2026');
  expect(problems).toEqual([]);
});
