import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const SMARTPHONES = '/en/telefoni/mobilni/pametni-telefoni';
const GALAXY = `${SMARTPHONES}/1-samsung-galaxy-s24-128-gb`;
const atomLink = 'head link[rel="alternate"][type="application/atom+xml"]';

test('the head names the feed of the page a client navigation reaches, and the visible link fetches it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${SMARTPHONES}`);
  await waitForHydration(page);
  await expect(page.locator(atomLink)).toHaveAttribute('href', `https://cjenovnik.me${SMARTPHONES}/feed.xml`);
  await page.locator('main a[href^="/en/telefoni/mobilni/pametni-telefoni/1-"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${GALAXY}(\\?|$)`));
  await expect(page.locator(atomLink)).toHaveCount(1);
  await expect(page.locator(atomLink)).toHaveAttribute('href', `https://cjenovnik.me${GALAXY}/feed.xml`);
  await expect(page.locator(atomLink)).toHaveAttribute('title', 'Samsung Galaxy S24 128 GB: price drops and back in stock');
  const link = page.getByRole('link', { name: 'Follow price drops in a feed reader (Atom)' });
  await expect(link).toHaveAttribute('href', `${GALAXY}/feed.xml`);
  const response = await page.request.get(`${MNE}${GALAXY}/feed.xml`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<title>Samsung Galaxy S24 128 GB: −11% at Tehno ME, now €799.00</title>');
  // The home page has no feed: the tag goes when navigating there.
  await page.locator('.breadcrumb a').first().click();
  await expect(page).toHaveURL(/\/en\/(\?|$)/);
  await expect(page.locator(atomLink)).toHaveCount(0);
  expect(problems).toEqual([]);
});
