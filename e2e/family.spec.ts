import { expect, MNE, test, waitForHydration } from './sites.ts';

const PHONES = '/en/telefoni/mobilni/pametni-telefoni';

test("the variant picker shows each variant's price, and choosing one opens its page in the app", async ({ page }) => {
  await page.goto(`${MNE}${PHONES}/68-samsung-galaxy-s24-256-gb`);
  await waitForHydration(page);
  const storage = page.getByRole('group', { name: 'Storage' });
  // The prices come from the family's file after hydration.
  await expect(storage.getByRole('link')).toHaveText(['128 GB€769.00']);
  await expect(storage.locator('[aria-current]')).toHaveText('256 GB€899.00');
  const colour = page.getByRole('group', { name: 'Colour' });
  await expect(colour.getByText('Marble Grey')).toBeVisible();
  await expect(colour.getByRole('link', { name: /Marble Grey/ })).toHaveCount(0);
  await expect(colour).toContainText('Not sold');

  await storage.getByRole('link', { name: /128 GB/ }).click();
  await expect(page).toHaveURL(new RegExp(`${PHONES}/1-samsung-galaxy-s24-128-gb`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24 128 GB');
  // Now the grey one is a choice: same capacity, other colour.
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('link', { name: /Marble Grey/ })).toContainText('€789.00');
});

test('on a phone, choosing another capacity keeps the picker where it was: the page does not jump to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MNE}${PHONES}/68-samsung-galaxy-s24-256-gb`);
  await waitForHydration(page);
  const storage = page.getByRole('group', { name: 'Storage' });
  await storage.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  // The picker as a whole stays put (its rows may differ: another variant's choices wrap otherwise).
  const picker = page.locator('section.variants');
  const before = await picker.evaluate((section) => section.getBoundingClientRect().top);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await storage.getByRole('link', { name: /128 GB/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24 128 GB');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect(await picker.evaluate((section) => section.getBoundingClientRect().top)).toBeCloseTo(before, -1);
});
