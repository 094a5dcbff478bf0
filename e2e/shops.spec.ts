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

test('beside each offer, what its shop told us and how it kept its record: payment and returns named for screen readers, a parcel from abroad said so', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${GALAXY}`);
  const row = (shop: string) =>
    page.locator('table.offers tr', { has: page.getByRole('link', { name: shop, exact: true }) }).locator('.offer-shop');
  // In the page as made: the facts, not the record (it moves every day; the page does not).
  await expect(row('Tehno ME').getByRole('img', { name: 'Pay by card, Cash on delivery, Pay in instalments' })).toBeVisible();
  await expect(row('Tehno ME').locator('.pays')).toHaveAttribute('title', 'Pay by card, Cash on delivery, Pay in instalments');
  await expect(row('Tehno ME').getByText('14-day returns')).toBeVisible();
  await expect(row('Uvoz BA')).toContainText('Delivers to Montenegro from Bosnia and Herzegovina, customs included');
  await expect(row('Tehno ME')).not.toContainText('Delivers to');
  // Mega Market told us nothing: no icons, nothing made up.
  await expect(row('Mega Market').locator('.pays, .fact-icon')).toHaveCount(0);
  await waitForHydration(page);
  // Once hydrated, the record as measured, in one phrase (the shop page's 46 of 51 days, 2 of 65 offers).
  await expect(row('Tehno ME').locator('.shop-measured')).toHaveText('price list on 90% of days · 3% of offers confirmed on time');
  await expect(row('Mega Market').locator('.shop-measured')).toContainText('of offers confirmed on time');
  expect(problems).toEqual([]);
});

test("a shop's page lists the facts it gave, and says when it gave none", async ({ page }) => {
  await page.goto(`${MNE}/en/shops/tehno-me`);
  const facts = page.getByRole('region', { name: 'About the shop' });
  await expect(facts.locator('dt')).toHaveText([
    'Company',
    'Address',
    'Registered in',
    'Registration number',
    'Contact',
    'Payment',
    'Delivers to',
    'Returns',
    'Warranty claims',
  ]);
  await expect(facts.getByRole('link', { name: '+382 20 123 456' })).toHaveAttribute('href', 'tel:+38220123456');
  await expect(facts.getByRole('link', { name: 'prodaja@tehno-me.example' })).toHaveAttribute('href', 'mailto:prodaja@tehno-me.example');
  await expect(facts).toContainText('14 days to send an item back');
  await page.goto(`${MNE}/en/shops/mega-me`);
  await expect(page.getByRole('region', { name: 'About the shop' })).toContainText(
    'The shop has not told us about itself yet: ask it before you buy.',
  );
  await page.goto(`${MNE}/me/shops/uvoz-ba`);
  await expect(page.getByRole('region', { name: 'O prodavnici' })).toContainText('Bosna i Hercegovina, carina uračunata');
  await expectNoAxeViolations(page);
});
