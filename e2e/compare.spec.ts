import type { Page } from '@playwright/test';
import { LOCALES } from '../src/i18n/locales.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, GROUPS_KEY, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';
const GALAXY = '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const NAMES = ['Apple Tab 1 64 GB', 'Samsung Tab 2 128 GB', 'Lenovo Tab 3 256 GB'];

const compareButton = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true });
const tray = (page: Page) => page.getByRole('complementary', { name: 'Products to compare' });
const status = (page: Page) => page.locator('.compare-notice[role="status"]');
const table = (page: Page) => page.getByRole('table');
const rowHeaders = (page: Page) => table(page).getByRole('rowheader');

/** The comparison as a visitor reads it: the products' names, then each row's header and cells. */
/** The rows every comparison leads with: what a shopper pays, the item's price, delivery, the verdict. */
const PRICE_ROWS = ['Lowest total with delivery', 'Lowest price', 'Fastest delivery', 'Is this a good price?'];

async function expectTable(page: Page, rows: string[]): Promise<void> {
  await expect(table(page).getByRole('columnheader')).toHaveText(NAMES);
  await expect(rowHeaders(page)).toHaveText(rows);
}

test('three tablets picked on cards and an article, compared, and the shared link shows the same table', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  // The cards hydrate with the category view's chunk; its sort control is enabled then.
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  // Prerendered and hydrated unpressed, with nothing picked yet: no tray.
  await expect(compareButton(page, NAMES[0] as string)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page)).toHaveCount(0);

  await compareButton(page, NAMES[0] as string).click();
  await compareButton(page, NAMES[1] as string).click();
  await expect(compareButton(page, NAMES[1] as string)).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText(/Samsung Tab 2 128 GB is added to the comparison\./);
  await expect(tray(page)).toContainText('2 of 4 products');

  // The third from its article page, reached by a client navigation.
  await page.getByRole('link', { name: NAMES[2] as string, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[2] as string);
  await compareButton(page, NAMES[2] as string).click();
  await expect(tray(page)).toContainText('3 of 4 products');

  // A full page load of another category's product: the list is kept, the phone is refused with an offer.
  await page.goto(`${MNE}${GALAXY}`);
  await waitForHydration(page);
  await expect(tray(page)).toContainText('3 of 4 products');
  await compareButton(page, 'Samsung Galaxy S24 128 GB').click();
  await expect(status(page)).toContainText('Samsung Galaxy S24 128 GB is in another category');
  await expect(status(page).getByRole('button', { name: 'Start a new comparison' })).toBeVisible();
  await expect(compareButton(page, 'Samsung Galaxy S24 128 GB')).toHaveAttribute('aria-pressed', 'false');
  // The open tray and its notice meet WCAG 2.1 AA as the pages do (e2e/accessibility.spec.ts).
  await expectNoAxeViolations(page, '.compare-dock');

  await tray(page).getByRole('link', { name: 'Compare them' }).click();
  await expect(page).toHaveURL(/\/en\/compare\?ids=\d+%2C\d+%2C\d+&lang=en$/);
  // Only differences by default: all three have 4 GB of RAM, so that row is hidden.
  await expectTable(page, [...PRICE_ROWS, 'Storage', 'Screen size']);
  const storage = table(page).getByRole('row', { name: /^Storage/ });
  await expect(storage.getByRole('cell')).toHaveText(['64 GB', '128 GB', '256 GBBest']);
  // The cheapest is the third, what a shopper pays counted: its 170 KM offer is less than 150 EUR.
  const price = table(page).getByRole('row', { name: /^Lowest total with delivery/ });
  await expect(price.locator('.compare-best')).toHaveCount(1);
  await expect(price.getByRole('cell').nth(2)).toContainText('Best');
  await page.getByLabel('Only differences').uncheck();
  await expectTable(page, [...PRICE_ROWS, 'Storage', 'Screen size', 'RAM']);
  await expect(table(page).getByRole('row', { name: /^RAM/ }).getByRole('cell')).toHaveText(['4 GB', '4 GB', '4 GB']);

  // Shared: a new browser with nothing stored shows the same table from the URL alone.
  const shared = await browser.newContext();
  await shared.addCookies([
    { name: 'ncc_c', value: GROUPS_KEY, url: MNE },
    { name: 'ncc_e', value: 'website', url: MNE },
  ]);
  const other = await shared.newPage();
  const otherProblems = watchConsole(other);
  await other.goto(page.url());
  await waitForHydration(other);
  await expectTable(other, [...PRICE_ROWS, 'Storage', 'Screen size']);
  expect(await other.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  await shared.close();
  expect([...problems, ...otherProblems]).toEqual([]);
});

test('a missing id and a product of another category are explained, bad ids ignored', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/compare?ids=8,abc,99999,-1,1`);
  await waitForHydration(page);
  await expect(page.locator('.compare-notes li')).toHaveText([
    'Product 99999 is not in the catalogue.',
    'Samsung Galaxy S24 128 GB is left out: it is in Smartphones, not in the category compared here.',
  ]);
  await expect(table(page).getByRole('columnheader')).toHaveText([NAMES[0] as string]);
  // The index file of ids 99900-99999 does not exist: its 404 is the one thing the browser logs.
  expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('switching the language keeps the comparison', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/compare?ids=8,9`);
  await waitForHydration(page);
  await expect(table(page).getByRole('columnheader')).toHaveText(NAMES.slice(0, 2));
  await page.locator('details.language summary').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/compare\?ids=8%2C9&lang=de$/);
  await expect(table(page).getByRole('columnheader')).toHaveText(NAMES.slice(0, 2));
  expect(problems).toEqual([]);
});

test('stored data that is not a comparison is cleared with a message, and the page works', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cjenovnik.compare', '{"v":1,"items":[{"path":"javascript:alert(1)","name":"x"}]}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(`${MNE}${GALAXY}`);
  await waitForHydration(page);
  await expect(status(page)).toContainText('The saved comparison could not be read, so it was cleared.');
  await compareButton(page, 'Samsung Galaxy S24 128 GB').click();
  await expect(tray(page)).toContainText('1 of 4 products');
  expect(problems).toEqual([]);
});

for (const locale of LOCALES) {
  test(`the compare page in ${locale}: table, toggle and notes in the page's language`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${MNE}${localizedPath('/compare', locale)}?ids=8,9,1`);
    await waitForHydration(page);
    await expect(table(page).getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.locator('.compare-notes li')).toHaveCount(1);
    // Every text found: no message key shows through.
    await expect(page.locator('main')).not.toContainText(/\b(compare|priceCheck|article|card)\.[a-zA-Z]/);
    expect(problems).toEqual([]);
  });
}

test('the comparison and the watchlist say so when their code fails to load', async ({ page }) => {
  await page.route(/\/assets\/(compare|watchlist)-view-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en/compare?ids=1`);
  await expect(page.getByRole('alert')).toHaveText('The comparison could not be loaded. Reload the page to try again.');
  await page.goto(`${MNE}/en/watchlist`);
  await expect(page.getByRole('alert')).toHaveText('The watchlist could not be loaded. Reload the page to try again.');
});
