import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

async function open(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'sr', url: MNE }]);
  await page.goto(`${MNE}${path}`);
  await waitForHydration(page);
}

const results = (page: Page) => page.locator('.search-results');

test('a query that finds nothing offers what it may have meant, near brands and categories, and popular products', async ({ page }) => {
  const problems = watchConsole(page);
  // Three letters from Samsung: more than a query forgives.
  await open(page, '/en/search?q=samzunkk');
  await expect(results(page).getByRole('status')).toHaveText('No products match “samzunkk”.');
  await expect(page.locator('.search-near')).toHaveText('Did you mean: samsung?');
  await expect(page.getByRole('navigation', { name: 'Similar brands' }).getByRole('link')).toHaveText(['Samsung']);
  await expect(page.getByRole('navigation', { name: 'Similar categories' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Popular in / })).toBeVisible();
  await expect(results(page).locator('.card')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.locator('.search-near').getByRole('link', { name: 'samsung' }).click();
  await expect(page).toHaveURL(/[?&]q=samsung(&|$)/);
  await expect(results(page).getByRole('status')).toContainText('found for “samsung”');
  expect(problems).toEqual([]);
});

test('after a miss in an ijekavian language: its texts, and the query without the word that found nothing', async ({ page }) => {
  // The fixture has 60 tablets.
  await open(page, '/me/search?q=tab-61');
  await expect(results(page).getByRole('status')).toHaveText('Nijedan proizvod ne odgovara upitu „tab-61“.');
  await expect(page.locator('.search-near')).toHaveText('Da li ste mislili: tab?');
  await expect(page.getByRole('heading', { name: /^Popularno u kategoriji / })).toBeVisible();
});

test('nothing near the query: the site’s most popular products', async ({ page }) => {
  await open(page, '/en/search?q=qqxxzz');
  await expect(page.locator('.search-near')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
  await expect(results(page).locator('.card')).toHaveCount(4);
});

test('"Did you mean" corrects a misspelt word instead of dropping it', async ({ page }) => {
  // `iphnoe` is found only by a typo; with `256` (no such iPhone here) the query finds nothing.
  await open(page, '/en/search?q=iphnoe%2015%20256');
  await expect(results(page).getByRole('status')).toHaveText('No products match “iphnoe 15 256”.');
  await expect(page.locator('.search-near').getByRole('link').first()).toHaveText('iphone 15');
});
