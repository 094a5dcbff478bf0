import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const GALAXY = '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

test("a shop's name in the offers table opens its page and record; Back returns to the product", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${GALAXY}`);
  await waitForHydration(page);
  await page.locator('table.offers').getByRole('link', { name: 'Tehno ME', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/shops\/tehno-me(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tehno ME');
  // The record, as the page said it before hydration: days with a feed of those since the log began.
  const record = page.locator('.shop-record');
  await expect(record.locator('dt').first()).toHaveText('Days its price list arrived');
  await expect(record.locator('dd').first()).toHaveText('46 / 51 (90%)');
  await expect(page.getByRole('link', { name: 'tehno-me.example (opens in a new tab)' })).toHaveAttribute('rel', 'nofollow noopener');
  await page.getByRole('link', { name: 'How we measure' }).click();
  await expect(page.locator('#method')).toBeInViewport();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GALAXY}(\\?|$)`));
  await expect(page.locator('table.offers')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the shops list, reached from the footer, links every shop of the site', async ({ page }) => {
  await page.goto(`${MNE}/en`);
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Shops' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shops');
  const rows = page.locator('table.shops-table tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.locator('th')).toContainText(['Shop "ME"', 'HYPERLINK', 'Mega Market', 'Tehno ME', 'Uvoz BA']);
  await expectNoAxeViolations(page);
});
