import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

const ROUTES = [
  { name: 'home', path: '/', heading: null },
  { name: 'search', path: '/search', heading: 'Search' },
  { name: 'menu', path: '/telefoni', heading: 'Phones' },
  { name: 'sub-menu', path: '/telefoni/mobilni', heading: 'Mobile phones' },
  { name: 'category', path: '/telefoni/mobilni/pametni-telefoni', heading: 'Smartphones' },
  { name: 'article', path: GALAXY, heading: 'Samsung Galaxy S24 128 GB' },
];

for (const [siteName, origin] of [
  ['MNE', MNE],
  ['BIH', BIH],
] as const) {
  for (const route of ROUTES) {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}${route.path === '/' && prefix ? '/' : route.path}`;
      test(`${siteName} ${route.name} ${path} renders and hydrates cleanly`, async ({ page }) => {
        const problems = watchConsole(page);
        // A saved sr choice keeps the root page from redirecting to the site's default language.
        await page.context().addCookies([{ name: 'locale', value: 'sr', url: origin }]);
        const response = await page.goto(`${origin}${path}`);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('nav.menu a').first()).toBeVisible();
        if (route.heading && prefix === '/en') await expect(page.locator('h1')).toHaveText(route.heading);
        expect(problems).toEqual([]);
      });
    }
  }
}

test('prices are in the site currency, and an offer in the other currency is marked converted', async ({ page }) => {
  await page.goto(`${MNE}/en${GALAXY}`);
  const rows = page.locator('table.offers tbody tr');
  await expect(rows).toHaveCount(3);
  // Cheapest total first; the out-of-stock offer last, converted from BAM at 0.51.
  await expect(rows.nth(0).locator('th > a')).toHaveText('Mega Market');
  await expect(rows.nth(0)).toContainText('€774.00');
  await expect(rows.nth(2)).toContainText('€765.00');
  await expect(rows.nth(2)).toContainText('converted from BAM');
  await page.goto(`${BIH}${GALAXY}`);
  await expect(page.locator('.lowest .price')).toHaveText('1.499,00 KM');
});

test('a client navigation fetches the target payload and no HTML', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  const documents: string[] = [];
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.url().endsWith('_payload.json')) payloads.push(new URL(request.url()).pathname);
  });
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  await page.locator('main a', { hasText: 'Smartphones' }).first().click();
  await expect(page.locator('h1')).toHaveText('Smartphones');
  await page.locator('.card-link', { hasText: 'Galaxy S24' }).click();
  await expect(page.locator('h1')).toHaveText('Samsung Galaxy S24 128 GB');
  expect(payloads).toEqual([
    '/en/telefoni/_payload.json',
    '/en/telefoni/mobilni/pametni-telefoni/_payload.json',
    `/en${GALAXY}/_payload.json`,
  ]);
  expect(documents).toEqual([]);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  await expect(page).toHaveTitle('Samsung Galaxy S24 128 GB - MOBILE PHONES | Cjenovnik.me');
  expect(problems).toEqual([]);
});

test('an unknown path shows the error page with its full path', async ({ page }) => {
  const response = await page.goto(`${MNE}/en/no/such/page?lang=en`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('.error-message')).toHaveText('Nothing is at /en/no/such/page.');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

test('a client navigation to an unknown path shows the error page inside the layout', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // A history entry the router has not seen, reached by "back": the router loads it itself.
  await page.evaluate(() => {
    history.pushState(null, '', '/en/telefoni/nope?lang=en');
    history.pushState(null, '', '/en/?lang=en');
    history.back();
  });
  await expect(page.locator('.error-message')).toHaveText('Nothing is at /en/telefoni/nope.');
  await expect(page.locator('nav.menu a').first()).toHaveText('Phones');
  expect(documents).toEqual([]);
  expect(problems.filter((line) => !line.includes('404'))).toEqual([]);
});

test('a category facet narrows the card list', async ({ page }) => {
  await page.goto(`${MNE}/en/telefoni/mobilni/pametni-telefoni`);
  await waitForHydration(page);
  await expect(page.locator('.card')).toHaveCount(3);
  await page.getByRole('group', { name: 'Brand' }).getByLabel('Samsung').check();
  await expect(page.locator('.card')).toHaveCount(1);
  // The Galaxy's three variants are one card, its family's.
  await expect(page.locator('.card-name')).toHaveText('Samsung Galaxy S24');
});

test('the header search finds products without diacritics mattering', async ({ page }) => {
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  await page.locator('#header-search').fill('iphone');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=iphone&lang=en$/);
  await expect(page.locator('.card-name')).toHaveText(['Apple iPhone 15 128 GB']);
});

test('hostile product names are shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${MNE}/en/telefoni/mobilni/pametni-telefoni/3-hostile-phone`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('<script>alert("x")</script> Phone & "Co" </script><!--');
  expect(dialogs).toEqual([]);
});

test('home and category pages show skeleton cards while their payload loads', async ({ page }) => {
  await page.goto(`${MNE}/en/telefoni/mobilni`);
  await waitForHydration(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/pametni-telefoni/_payload.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('main a', { hasText: 'Smartphones' }).click();
  await expect(page.getByTestId('skeleton')).toBeVisible();
  release();
  await expect(page.locator('h1')).toHaveText('Smartphones');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
});
