import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectBackToSamePlace } from './back-to-list.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Just past the phone layout: the list hangs from the field, however far right the field starts. */
const TABLET = { width: 660, height: 900 };

const field = (page: Page) => page.locator('#header-search');
const listbox = (page: Page) => page.getByRole('listbox');
const options = (page: Page) => listbox(page).getByRole('option');

/** Types `text` into the header's field of `path` and waits for the suggestions. */
async function suggestionsFor(page: Page, path: string, text: string): Promise<void> {
  await page.goto(`${MNE}${path}`);
  await waitForHydration(page);
  await field(page).focus();
  await field(page).pressSequentially(text);
  await expect(options(page).first()).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

for (const locale of ['en', 'ru']) {
  test(`on a phone in ${locale}, the suggestions take the screen's width, each name beside its price`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    // `tab`: the Tablets category, then tablets, one with a name far longer than two lines.
    await suggestionsFor(page, `/${locale}/`, 'tab');
    await expect(options(page)).toHaveCount(8);

    const list = await boxOf(listbox(page));
    expect(list.width).toBeGreaterThanOrEqual(350);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(PHONE.width);
    expect(list.y).toBeGreaterThanOrEqual((await boxOf(field(page))).y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    for (const option of await options(page).all()) {
      const name = option.locator('.typeahead-name');
      const { width, height } = await boxOf(name);
      expect(width).toBeGreaterThanOrEqual(60);
      const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(height).toBeLessThanOrEqual(2 * lineHeight + 1);
      // The clamped name is whole in what a screen reader says.
      await expect(option).toHaveAccessibleName(new RegExp(escapeRegExp((await name.textContent()) ?? '')));
    }
    const products = options(page).filter({ has: page.locator('img') });
    expect(await products.count()).toBeGreaterThan(5);
    for (const product of await products.all()) await expect(product.locator('.typeahead-price')).toHaveText(/\d/);
    await expectNoAxeViolations(page);
  });
}

test('on a phone, the keys still choose a suggestion: arrows, Escape, Enter', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await suggestionsFor(page, '/en/', 'tab');
  await field(page).press('ArrowDown');
  await field(page).press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  const name = (await second.locator('.typeahead-name').textContent()) ?? '';

  await field(page).press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  // The first arrow opens the list again, the next ones move.
  for (let press = 0; press < 3; press++) await field(page).press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await field(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(problems).toEqual([]);
});

test('on a phone, submitting the search closes the suggestions: the results are not under them', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await suggestionsFor(page, '/en/', 'samsung');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=samsung/);
  await expect(page.locator('.search-results .card').first()).toBeVisible();
  await expect(listbox(page)).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.search-results .card').first()).toBeInViewport();
});

test('on a phone, the suggestions stay under the field when the page has scrolled', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${MNE}/en/racunari/prenosni/tableti`);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 40));
  await field(page).focus();
  await field(page).pressSequentially('tab');
  await expect(options(page).first()).toBeVisible();
  const fieldBottom = async () => {
    const box = await boxOf(field(page));
    return box.y + box.height;
  };
  await expect.poll(async () => (await boxOf(listbox(page))).y - (await fieldBottom())).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await boxOf(listbox(page))).y - (await fieldBottom())).toBeLessThanOrEqual(8);
});

for (const screen of [DESKTOP, TABLET]) {
  test(`at ${screen.width} px, the suggestions are at least as wide as the field, within the screen`, async ({ page }) => {
    await page.setViewportSize(screen);
    await suggestionsFor(page, '/en/', 'tab');
    const list = await boxOf(listbox(page));
    expect(list.width).toBeGreaterThanOrEqual((await boxOf(field(page))).width);
    expect(list.x + list.width).toBeLessThanOrEqual(screen.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    for (const name of await listbox(page).locator('.typeahead-name').all()) expect((await boxOf(name)).width).toBeGreaterThanOrEqual(60);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the search page says search needs it, and links to the categories and brands', async ({ page }) => {
    await page.goto(`${MNE}/en/search?q=galaxy`);
    // In a <noscript>, which Playwright's text and role queries pass over: found by its markup.
    const browse = page.locator('.search-without-script');
    await expect(browse.locator('p')).toHaveText(/^Search needs JavaScript, which is turned off in this browser;[^.]*\.$/);
    const link = (name: string) => browse.locator('a', { hasText: new RegExp(`^${name}$`) });
    await expect(link('Phones')).toHaveAttribute('href', '/en/telefoni?lang=en');
    const samsung = browse.locator('li', { hasText: /^Samsung:/ });
    await expect(samsung.locator('a', { hasText: 'Smartphones' })).toHaveAttribute(
      'href',
      '/en/telefoni/mobilni/pametni-telefoni?brand=Samsung&lang=en',
    );
    const box = await boxOf(browse);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await link('Mobile phones').click();
    await expect(page).toHaveURL(/\/en\/telefoni\/mobilni\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile phones');
    // Closed, so that the fixture's check for policy reports, a script, does not wait on this page.
    await page.close();
  });
});

test('with JavaScript, the search page shows its prompt and not the message for browsers without it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/search`);
  await waitForHydration(page);
  await expect(page.getByText('Type a product name, brand or model number.')).toBeVisible();
  await expect(page.locator('.search-without-script')).toHaveCount(0);
  expect(problems).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test("on a phone, search's filters are a sheet like a category's: the first result is in the first screen", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${MNE}/en/search?q=tab&price-min=200&price-max=400&stock=buyable`);
  await waitForHydration(page);
  const firstCard = page.locator('.search-results .card').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())?.y).toBeLessThan(PHONE.height - 200);
  await expect(page.getByRole('navigation', { name: 'Brands' })).toBeHidden();
  // The price bounds and "can be bought now": two filters on, as the category's button says them.
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('navigation', { name: 'Brands' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Choosing one shows its results, the sheet closed.
  await sheet.getByRole('link', { name: 'Lowest price' }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(sheet).toBeHidden();
  await expect(firstCard).toBeInViewport();
  await page.getByRole('button', { name: 'Filters' }).click();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  expect(problems).toEqual([]);
});

test('on a wide screen, search has its filters beside the results and no Filters button', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${MNE}/en/search?q=tab`);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Brands' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
});

for (const [name, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`Back from a product returns to where the search's results were left (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    // The results come from the index after the page has loaded; Back shows them in its first render.
    await expectBackToSamePlace(page, `${MNE}/en/search?q=samsung`, 15, () =>
      expect(page.locator('#search-count')).toHaveText(/products found/),
    );
  });
}
