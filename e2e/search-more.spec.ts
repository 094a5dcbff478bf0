import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

async function open(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'sr', url: MNE }]);
  await page.goto(`${MNE}${path}`);
  await waitForHydration(page);
}

const cards = (page: Page) => page.locator('.search-results .card');
const shownNote = (page: Page) => page.locator('.search-more [aria-live="polite"]');
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more' });
// Every price has two decimals: its digits are its minor units.
const pricesOf = async (page: Page) => (await page.locator('.card-price').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));

test('"Show more" from a shared URL: the next cards in price order, in the URL, the focus on the first new card', async ({ page }) => {
  // Two pages of 61 cards, two accessibility scans, a second tab and a way back: 15-21 s alone,
  // past 30 s on a loaded machine.
  test.slow();
  const problems = watchConsole(page);
  // `tab` matches the fixture's 60 tablets and a hostile one: 61, two pages of cards.
  await open(page, '/en/search?q=tab&sort=price-desc');
  await expect(cards(page)).toHaveCount(48);
  const dearest = await pricesOf(page);

  await page.getByRole('link', { name: 'Lowest price' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page.getByRole('link', { name: 'Lowest price' })).toHaveAttribute('aria-current', 'true');
  await expect(shownNote(page)).toHaveText('Showing 48 of 61 products');
  const firstPage = await page.locator('.card-name').allTextContents();
  await expectNoAxeViolations(page);

  // By keyboard, as a screen reader's user would.
  await showMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(61);
  await expect(page).toHaveURL(/[?&]sort=price-asc(&.*)?&page=2(&|$)/);
  await expect(shownNote(page)).toHaveText('Showing 61 of 61 products');
  await expect(page.locator('.card-link').nth(48)).toBeFocused();
  await expect(showMore(page)).toHaveCount(0);

  const names = await page.locator('.card-name').allTextContents();
  expect(names.slice(0, 48)).toEqual(firstPage);
  expect(new Set(names).size).toBe(61);
  const cheapest = await pricesOf(page);
  expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  // Cards 49 to 61 are the 13 dearest: the first 13 of the highest-price order, from the other end.
  expect(cheapest.slice(48)).toEqual(dearest.slice(0, 13).reverse());
  await expectNoAxeViolations(page);

  // Shared, the URL shows the same 61 cards at once.
  const shared = await page.context().newPage();
  await open(shared, '/en/search?q=tab&sort=price-asc&page=2');
  await expect(cards(shared)).toHaveCount(61);
  expect(await shared.locator('.card-name').allTextContents()).toEqual(names);
  await expect(showMore(shared)).toHaveCount(0);

  // Back from a product of the second page returns to both pages.
  await page.locator('.card-link').nth(55).click();
  await expect(page).not.toHaveURL(/search/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(cards(page)).toHaveCount(61);
  expect(await page.locator('.card-name').allTextContents()).toEqual(names);
  expect(problems).toEqual([]);
});

test('a filter or another order starts again from the first page', async ({ page }) => {
  await open(page, '/en/search?q=tab&page=2');
  await expect(cards(page)).toHaveCount(61);
  await expect(showMore(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Highest price' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  expect(page.url()).not.toMatch(/[?&]page=/);
  await expect(cards(page)).toHaveCount(48);
  await expect(showMore(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Apple (15)' }).click();
  await expect(cards(page)).toHaveCount(15);
  await expect(showMore(page)).toHaveCount(0);
  await expect(shownNote(page)).toHaveCount(0);
});
