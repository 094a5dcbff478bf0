import { test as base, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';

const cards = (page: Page) => page.locator('.grid .card-name');
const count = (page: Page) => page.locator('#results-count');
const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** Counts requests for the category's list file. */
function watchListFile(page: Page): { requests: number } {
  const seen = { requests: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/tableti/list.json')) seen.requests += 1;
  });
  return seen;
}

test('two facets combine, a sort applies, the URL reloads to the same view and back steps through the views', async ({ page }) => {
  const problems = watchConsole(page);
  const list = watchListFile(page);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText('60 products');
  await expect(cards(page)).toHaveCount(48);
  expect(list.requests).toBe(0);

  await facet(page, 'Brand').getByLabel('Apple').check();
  await expect(count(page)).toHaveText('15 products');
  // The view changes in place: the checkbox keeps the keyboard focus.
  await expect(facet(page, 'Brand').getByLabel('Apple')).toBeFocused();
  expect(list.requests).toBe(1);
  await expect(page).toHaveURL(/[?&]brand=Apple(&|$)/);
  // Counts of another facet follow the filter: storage from each value up, among Apple's 15.
  await expect(facet(page, 'Storage').getByLabel('From').locator('option')).toHaveText(['Any', '64 GB (15)', '128 GB (10)', '256 GB (5)']);
  // Price ranges show no counts, filtered or not (showsCounts).
  await expect(facet(page, 'Price').getByRole('checkbox')).not.toHaveCount(0);
  await expect(facet(page, 'Price').locator('.facet-count')).toHaveCount(0);

  await facet(page, 'Storage').getByLabel('From').selectOption('128');
  await expect(count(page)).toHaveText('10 products');
  await facet(page, 'Storage').getByLabel('To').selectOption('128');
  await expect(count(page)).toHaveText('5 products');
  await expect(cards(page)).toHaveText([/Apple Tab 17 /, /Apple Tab 29 /, /Apple Tab 41 /, /Apple Tab 5 /, /Apple Tab 53 /]);
  // Within the brand facet, values still count what adding them would give.
  await expect(facet(page, 'Brand').locator('label', { hasText: 'Samsung' }).locator('.facet-count')).toHaveText('5');

  await page.getByLabel('Sort by').selectOption({ label: 'Highest price' });
  // Dearest first: tablet n costs 150 + 10n.
  await expect(cards(page)).toHaveText([/Apple Tab 53 /, /Apple Tab 41 /, /Apple Tab 29 /, /Apple Tab 17 /, /Apple Tab 5 /]);
  await expect(page).toHaveURL(/sort=price-desc/);

  await page.reload();
  await waitForHydration(page);
  await expect(cards(page)).toHaveText([/Apple Tab 53 /, /Apple Tab 41 /, /Apple Tab 29 /, /Apple Tab 17 /, /Apple Tab 5 /]);
  await expect(facet(page, 'Brand').getByLabel('Apple')).toBeChecked();
  await expect(facet(page, 'Storage').getByLabel('From')).toHaveValue('128');
  await expect(facet(page, 'Storage').getByLabel('To')).toHaveValue('128');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');

  await page.goBack();
  await expect(cards(page).first()).toHaveText(/Apple Tab 17 /);
  await expect(page.getByLabel('Sort by')).toHaveValue('offers');
  await page.goBack();
  await page.goBack();
  await expect(count(page)).toHaveText('15 products');
  await expect(facet(page, 'Storage').getByLabel('From')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('pagination: the first page links to its second page, a filtered view pages by its query', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${MNE}${TABLETS}/page/2?lang=en`);
  await expect(page.locator('h1')).toHaveText('Tablets, page 2');
  await expect(cards(page)).toHaveCount(12);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page.locator('h1')).toHaveText('Tablets');
  await expect(cards(page)).toHaveCount(48);

  await page.getByLabel('Sort by').selectOption('newest');
  // Listed a day apart: tablet 60 is the newest.
  await expect(cards(page).first()).toHaveText(/Tab 60 /);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=newest&page=2/);
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).last()).toHaveText(/Tab 1 /);
  expect(problems).toEqual([]);
});

test('a shared link with filters hydrates without warnings; values it does not know are ignored', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${TABLETS}?brand=Apple&brand=Nokia&s-storage=128&sort=bogus&page=-2&lang=en`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText('5 products');
  await expect(page.getByLabel('Sort by')).toHaveValue('offers');
  await page.goto(`${MNE}${TABLETS}?shop=%3Cscript%3E&sort=&page=x&lang=en`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText('60 products');
  expect(problems).toEqual([]);
});

test('on a phone the facets open as a sheet from a button that says how many values are chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  const toggle = page.locator('.facets-toggle');
  await expect(toggle).toHaveText('Filters');
  await expect(facet(page, 'Brand')).toBeHidden();
  await expect(cards(page).first()).toBeInViewport();
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await facet(page, 'Brand').getByLabel('Xiaomi').check();
  await expect(count(page)).toHaveText('15 products');
  await page.getByRole('button', { name: 'Show 15 results' }).click();
  await expect(toggle).toHaveText('Filters (1)');
});

test('a numeric spec is a range: "at least" in the URL, counted, a chip that removes it, and in the phone sheet', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await page.locator('.facets-toggle').click();
  const ram = facet(page, 'RAM');
  // Tablets have 4, 6 or 8 GB: 21, 21 and 18 of them.
  await expect(ram.getByLabel('From').locator('option')).toHaveText(['Any', '4 GB (60)', '6 GB (39)', '8 GB (18)']);
  await expect(ram.getByLabel('To').locator('option')).toHaveText(['Any', '4 GB (21)', '6 GB (42)', '8 GB (60)']);
  await ram.getByLabel('From').selectOption('6');
  await expect(page).toHaveURL(/[?&]s-ram-min=6(&|$)/);
  await expect(count(page)).toHaveText('39 products');
  // "To" now counts within "from 6 GB": up to 4 GB would leave nothing.
  await expect(ram.getByLabel('To').locator('option')).toHaveText(['Any', '4 GB (0)', '6 GB (21)', '8 GB (39)']);
  await expect(ram.getByLabel('To').locator('option', { hasText: '4 GB' })).toBeDisabled();
  await page.getByRole('button', { name: 'Show 39 results' }).click();
  await expect(page.locator('.facets-toggle')).toHaveText('Filters (1)');
  const chip = page.getByRole('button', { name: 'Remove RAM: at least 6 GB' });
  await chip.click();
  await expect(count(page)).toHaveText('60 products');
  await expect(page).not.toHaveURL(/s-ram/);
  // A shared link with both ends reads as one value when they meet.
  await page.goto(`${MNE}${TABLETS}?s-ram-min=8&s-ram-max=8&lang=en`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Remove RAM: 8 GB' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a filtered view with its pagination and a further page pass axe (WCAG 2.1 AA)', async ({ page }) => {
  for (const [path, shown] of [
    [`${TABLETS}?sort=newest&s-storage=128&s-storage=256&lang=en`, '40 products'],
    [`${TABLETS}/page/2?lang=en`, '60 products'],
  ] as const) {
    await page.goto(`${MNE}${path}`);
    await waitForHydration(page);
    await expect(count(page)).toHaveText(shown);
    await expect(page.getByLabel('Sort by')).toBeEnabled();
    await expectNoAxeViolations(page);
  }
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  // Plain Playwright: the sites fixture listens for policy violations with a script.
  base('the first page shows 48 cards and its links lead to the next page', async ({ page }) => {
    await page.goto(`${MNE}${TABLETS}`);
    await expect(cards(page)).toHaveCount(48);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`${MNE}${TABLETS}/page/2?lang=en`);
    await expect(cards(page)).toHaveCount(12);
    await cards(page).first().click();
    await expect(page.locator('h1')).toHaveText(/Tab \d+ /);
  });
});

test('the cards are one list; those after the first twelve are laid out when scrolled near, in line with the rest', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MNE}${TABLETS}`, { waitUntil: 'load' });
  // One list of 48 to a screen reader, though laid out as lists of twelve.
  const grid = page.locator('.grid');
  await expect(grid).toHaveAttribute('role', 'list');
  await expect(grid.locator(':scope > ul > [role=listitem]')).toHaveCount(48);
  await expect(page.getByRole('list').filter({ has: page.locator('.card') })).toHaveCount(1);
  // `checkVisibility` with `contentVisibilityAuto` is false while the browser skips the card's layout.
  const laidOut = (index: number) =>
    page
      .locator('.grid .card')
      .nth(index)
      .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
  await expect.poll(() => laidOut(11)).toBe(true);
  await expect.poll(() => laidOut(12)).toBe(false);
  await page.locator('.grid .card').nth(12).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(12)).toBe(true);
  // Two columns on either side of the first twelve, and in a row the prices and the buttons line up.
  const box = (index: number, part: string) => page.locator('.grid .card').nth(index).locator(part).boundingBox();
  const [left, above, right] = await Promise.all([box(12, '.card-link'), box(10, '.card-link'), box(13, '.card-link')]);
  expect(left?.x).toBe(above?.x);
  expect(right?.y).toBe(left?.y);
  for (const part of ['.card-prices', '.card-foot']) expect((await box(13, part))?.y).toBe((await box(12, part))?.y);
});
