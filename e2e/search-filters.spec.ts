import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

async function open(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'sr', url: MNE }]);
  await page.goto(`${MNE}${path}`);
  await waitForHydration(page);
}

const status = (page: Page) => page.locator('#search-count');
const chips = (page: Page) => page.getByRole('list', { name: 'Filters on' });
// Every price has two decimals: its digits are its minor units.
const pricesOf = async (page: Page) => (await page.locator('.card-price').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
const countIn = (text: string | null) => Number(/\((\d+)\)/.exec(text ?? '')?.[1]);

test('price bounds and availability filter every match, not only the first page, and show as removable chips', async ({ page }) => {
  const problems = watchConsole(page);
  // `tab` matches the fixture's 60 tablets and a hostile one: 61, more than the 48 cards of a page.
  await open(page, '/en/search?q=tab&sort=price-asc&page=2');
  await expect(page.locator('.card-price')).toHaveCount(61);
  const within = (await pricesOf(page)).filter((minor) => minor >= 20_000 && minor <= 40_000);
  expect(within.length).toBeGreaterThan(0);

  await open(page, '/en/search?q=tab');
  await expect(status(page)).toHaveText('61 products found for “tab”');
  const buyable = page.getByRole('navigation', { name: 'Availability' }).getByRole('link', { name: /Can be bought now/ });
  // Every fifth tablet is out of stock at every shop.
  const buyableCount = countIn(await buyable.textContent());
  expect(buyableCount).toBeLessThan(61);
  expect(buyableCount).toBeGreaterThan(48);

  await page.getByLabel('Min (€)').fill('200');
  await page.getByLabel('Max (€)').fill('400');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]price-min=200&price-max=400/);
  await expect(status(page)).toHaveText(`${within.length} products found for “tab”`);
  for (const minor of await pricesOf(page)) expect(minor >= 20_000 && minor <= 40_000, String(minor)).toBe(true);
  await expect(page.getByLabel('Min (€)')).toHaveValue('200');

  await page
    .getByRole('navigation', { name: 'Availability' })
    .getByRole('link', { name: /Can be bought now/ })
    .click();
  await expect(page).toHaveURL(/[?&]stock=buyable/);
  await expect(chips(page).getByRole('link')).toHaveText(['Remove Price: €200.00 – €400.00×', 'Remove Can be bought now×', 'Clear all']);
  const both = Number(/^(\d+)/.exec((await status(page).textContent()) ?? '')?.[1]);
  expect(both).toBeLessThan(within.length);
  await expectNoAxeViolations(page);

  // Removing the price keeps availability, over all 61, and the focus stays in the row.
  await chips(page).getByRole('link', { name: /Price/ }).click();
  await expect(page).not.toHaveURL(/price-min/);
  await expect(status(page)).toHaveText(`${buyableCount} products found for “tab”`);
  await expect(chips(page).getByRole('link', { name: /Can be bought now/ })).toBeFocused();
  await expect(page.getByLabel('Min (€)')).toHaveValue('');

  await chips(page).getByRole('link', { name: 'Clear all' }).click();
  await expect(status(page)).toHaveText('61 products found for “tab”');
  await expect(chips(page)).toHaveCount(0);
  await expect(status(page)).toBeFocused();
  expect(problems).toEqual([]);
});

test('price bounds that cannot be read are said beside the fields and change nothing', async ({ page }) => {
  await open(page, '/me/search?q=tab');
  const url = page.url();
  await page.getByLabel('Od (€)').fill('abc');
  await page.getByRole('button', { name: 'Primijeni' }).click();
  await expect(page.locator('#search-price-error')).toHaveText('Unesite cio iznos, na primjer 250.');
  await expect(page.getByLabel('Od (€)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Od (€)').fill('500');
  await page.getByLabel('Do (€)').fill('100');
  await page.getByRole('button', { name: 'Primijeni' }).click();
  await expect(page.locator('#search-price-error')).toHaveText('Najniža cijena je veća od najviše.');
  expect(page.url()).toBe(url);
});

test('filters that leave nothing say so and keep their chips', async ({ page }) => {
  await open(page, '/en/search?q=tab&price-max=1');
  await expect(status(page)).toHaveText('No product found for “tab” passes these filters.');
  await expect(page.locator('.search-results .card')).toHaveCount(0);
  await expect(chips(page).getByRole('link', { name: /Price: up to €1.00/ })).toBeVisible();
});
