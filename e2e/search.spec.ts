import type { Page } from '@playwright/test';
import { LOCALES } from '../src/i18n/locales.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { PAGE_TYPES } from './page-types.ts';
import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const GALAXY = 'Samsung Galaxy S24 128 GB';
/** The Galaxy's family, as search lists it once: led by its cheapest variant, the 128 GB. */
const FAMILY = 'Samsung Galaxy S24';
const GALAXIES = [FAMILY];

async function open(page: Page, path: string, origin = MNE): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'sr', url: origin }]);
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

const field = (page: Page) => page.locator('#header-search');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const cardPrices = async (page: Page) =>
  // Every price has two decimals: its digits are its minor units.
  (await page.locator('.card-price').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));

test('the header combobox by keyboard: suggestions, arrows, Escape, Enter on a choice', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('galax');
  // The Galaxy's family once, though three variants match.
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText(FAMILY);
  await expect(options(page).first().locator('img')).toHaveCount(1);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.typeahead [role=status]')).toHaveText('1 suggestion');

  await field(page).press('ArrowDown');
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');

  await field(page).press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant');

  await field(page).press('ArrowDown');
  await field(page).press('ArrowDown');
  await field(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GALAXY);
  await expect(page).toHaveURL(/\/en\/telefoni\/mobilni\/pametni-telefoni\/1-samsung-galaxy-s24-128-gb\?lang=en$/);
  expect(problems).toEqual([]);
});

test('suggestions hold categories and brands in the page language, and Enter without a choice searches', async ({ page }) => {
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('smartph');
  await expect(options(page).first()).toContainText('Smartphones');
  await expect(options(page).first()).toContainText('Category');
  await field(page).fill('');
  await field(page).pressSequentially('samsu');
  await expect(options(page).filter({ hasText: 'Brand' })).toHaveText([/Samsung/]);
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=samsu&lang=en$/);
  await expect(page.locator('.card-name').first()).toHaveText(FAMILY);
});

for (const { type, path } of PAGE_TYPES) {
  test(`typeahead on the ${type} page finds a model number typed without its dash`, async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, localizedPath(path, 'en'));
    await field(page).focus();
    // The fixture Galaxy's model number is SAM-25.
    await field(page).pressSequentially('sam25');
    await expect(options(page)).toHaveText([new RegExp(FAMILY)]);
    expect(problems.filter((problem) => !(type === '404' && problem.includes('404')))).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`typeahead in ${locale}: Cyrillic finds Latin names, with the locale's words`, async ({ page }) => {
    await open(page, localizedPath('/', locale));
    await field(page).focus();
    await field(page).pressSequentially('самсунг s24');
    await expect(options(page).first()).toContainText(FAMILY);
    await expect(page.getByRole('listbox')).toHaveAccessibleName(/\S/);
  });
}

test('the open suggestions pass axe', async ({ page }) => {
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('sams');
  await expect(options(page).first()).toBeVisible();
  await field(page).press('ArrowDown');
  await expectNoAxeViolations(page);
});

test('results from a shared URL: count, facets by category and brand, sort by price', async ({ page }) => {
  const problems = watchConsole(page);
  // On the Bosnian site both the Galaxy and the Nokia are on sale.
  await open(page, '/en/search?q=telefoni&sort=price-asc', BIH);
  await expect(page.locator('.search-results').getByRole('status')).toContainText('products found for “telefoni”');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: /Smartphones/ })).toBeVisible();
  await expect(categories.getByRole('link', { name: /Feature phones/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: /Samsung/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lowest price' })).toHaveAttribute('aria-current', 'true');
  const shown = await cardPrices(page);
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  // A facet changes the query only: the page's payload is not fetched again.
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('_payload.json')) payloads.push(request.url());
  });
  await categories.getByRole('link', { name: /Feature phones/ }).click();
  await expect(page).toHaveURL(/category=%2Ftelefoni%2Fmobilni%2Fklasicni-telefoni/);
  await expect(page.locator('.card-name')).toHaveText(['Nokia 3310']);
  expect(payloads).toEqual([]);
  expect(problems).toEqual([]);
});

test('results from a shared URL take the place of “Searching…”: nothing on the page moves', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The query's words wait until "Searching…" is on the screen, as on a slow line.
  let searching: () => void = () => {};
  const shown = new Promise<void>((resolve) => (searching = resolve));
  await page.route('**/search-index/*/t/**', async (route) => {
    await shown;
    await route.continue();
  });
  await page.goto(`${MNE}/en/search?q=galaxy`);
  await expect(page.locator('.search-results [aria-busy="true"]')).toHaveText('Searching…');
  searching();
  await expect(page.locator('.card-name')).toHaveText(GALAXIES);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('a word for a kind of product finds the category, though no product name has it', async ({ page }) => {
  await open(page, '/me/search?q=mobitel%20samsung');
  await expect(page.locator('.card-name')).toHaveText([FAMILY]);
  await open(page, '/me/search?q=mobitel');
  await expect(page.locator('.card-name').first()).toBeVisible();
  const names = await page.locator('.card-name').allTextContents();
  expect(names).toEqual(expect.arrayContaining([FAMILY, 'Apple iPhone 15 128 GB']));
  expect(names).not.toContain('Nokia 3310');
});

test('from a shared URL, price order and facets cover every match, past the first page of cards', async ({ page }) => {
  const problems = watchConsole(page);
  // `tab` matches the fixture's 60 tablets and a hostile one: more than the 48 cards a page shows.
  await open(page, '/en/search?q=tab&sort=price-desc');
  const status = page.locator('.search-results').getByRole('status');
  await expect(status).toHaveText('61 products found for “tab”');
  const dearest = await cardPrices(page);
  expect(dearest).toHaveLength(48);
  expect(dearest).toEqual([...dearest].sort((a, b) => b - a));

  await page.getByRole('link', { name: 'Lowest price' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page.getByRole('link', { name: 'Lowest price' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.card-price')).toHaveCount(48);
  const cheapest = await cardPrices(page);
  expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  // The two pages of 48 hold all 61 matches: the first card is the cheapest of them all.
  expect(cheapest[0]).toBe(Math.min(...cheapest, ...dearest));

  // Each brand's 15 tablets are counted, though the page shows 48 of the 61.
  const brands = page.getByRole('navigation', { name: 'Brands' });
  for (const brand of ['Apple', 'Lenovo', 'Samsung', 'Xiaomi'])
    await expect(brands.getByRole('link', { name: `${brand} (15)` })).toBeVisible();
  await brands.getByRole('link', { name: 'Xiaomi (15)' }).click();
  await expect(page).toHaveURL(/[?&]brand=Xiaomi/);
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(status).toHaveText('15 products found for “tab”');
  await expect(page.locator('.card-name')).toHaveCount(15);
  for (const name of await page.locator('.card-name').allTextContents()) expect(name).toMatch(/^Xiaomi Tab /);
  const xiaomi = await cardPrices(page);
  expect(xiaomi).toEqual([...xiaomi].sort((a, b) => a - b));
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  expect(problems).toEqual([]);
});

test("a shared URL: the page itself asks for the query's index parts, each once, and never for the index's entry, which it carries", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const asked: [string, string | undefined][] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/search-index/')) asked.push([pathname, initiator.stack?.callFrames[0]?.url]);
  });
  await cdp.send('Network.enable');
  await open(page, '/en/search?q=galaxy');
  await expect(page.locator('.card-name')).toHaveText(GALAXIES);
  const paths = asked.map(([pathname]) => pathname);
  expect(paths.filter((pathname) => /^\/search-index\/[a-z]+\.json$/.test(pathname))).toEqual([]);
  expect(paths.filter((pathname) => pathname.includes('/t/')).length).toBeGreaterThan(0);
  expect(new Set(paths).size).toBe(paths.length);
  // The term shards are asked for by the page's inline script, not by the app's code once it has arrived.
  const early = asked.filter(([pathname]) => pathname.includes('/t/')).map(([, script]) => script);
  expect(new Set(early)).toEqual(new Set([`${MNE}/en/search?q=galaxy`]));
});

test('an index part that fails to load says so and offers a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/search-index/*/t/**', (route) => (fail ? route.abort() : route.continue()));
  await open(page, '/en/search?q=galaxy');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Search is not available right now');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.card-name')).toHaveText(GALAXIES);
});

test('the typeahead says so when its index fails, and retries', async ({ page }) => {
  let fail = true;
  await page.route('**/search-index/*/t/**', (route) => (fail ? route.abort() : route.continue()));
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('galaxy');
  await expect(page.locator('.typeahead').getByRole('alert')).toContainText('Search is not available right now');
  fail = false;
  await page.locator('.typeahead').getByRole('button', { name: 'Try again' }).click();
  await expect(options(page)).toHaveText(GALAXIES.map((name) => new RegExp(name)));
});

test('letters typed while the typeahead code loads are not lost', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/typeahead-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/en/');
  await field(page).focus();
  await field(page).pressSequentially('galax');
  release();
  await expect(options(page)).toHaveText(GALAXIES.map((name) => new RegExp(name)));
});
