import type { Browser } from '@playwright/test';
import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const YEAR_S = 365 * 24 * 60 * 60;

async function visitRoot(
  browser: Browser,
  origin: string,
  options: { browserLocale?: string; cookies?: Record<string, string>; query?: string },
) {
  const context = await browser.newContext({ locale: options.browserLocale ?? 'hr-HR' });
  await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}/${options.query ?? ''}`);
  await waitForHydration(page);
  const url = new URL(page.url());
  const cookies = await context.cookies();
  await context.close();
  return { path: `${url.pathname}${url.search}`, cookies };
}

const cases: { name: string; site: string; options: Parameters<typeof visitRoot>[2]; expected: string }[] = [
  { name: 'no preference: the Montenegrin site default', site: MNE, options: {}, expected: '/me/?lang=me' },
  { name: 'no preference: the Bosnian site default', site: BIH, options: {}, expected: '/ba/?lang=ba' },
  { name: 'the browser language on a first visit', site: MNE, options: { browserLocale: 'de-DE' }, expected: '/de/?lang=de' },
  { name: 'a Bosnian browser', site: MNE, options: { browserLocale: 'bs-BA' }, expected: '/ba/?lang=ba' },
  { name: 'a Serbian browser stays on the unprefixed root', site: BIH, options: { browserLocale: 'sr-RS' }, expected: '/?lang=sr' },
  { name: 'the lang query beats the browser', site: BIH, options: { browserLocale: 'de-DE', query: '?lang=ru' }, expected: '/ru/?lang=ru' },
  {
    name: 'the locale cookie beats the query',
    site: MNE,
    options: { cookies: { locale: 'tr' }, query: '?lang=ru' },
    expected: '/tr/?lang=tr',
  },
  {
    name: 'an unsupported cookie and query fall through',
    site: MNE,
    options: { cookies: { locale: 'fr' }, query: '?lang=xx', browserLocale: 'en-GB' },
    expected: '/en/?lang=en',
  },
  {
    name: 'after the first redirect the browser language no longer counts',
    site: BIH,
    options: { cookies: { i18n_redirected: 'ba' }, browserLocale: 'en-US' },
    expected: '/ba/?lang=ba',
  },
  {
    name: 'a saved sr choice keeps the root',
    site: MNE,
    options: { cookies: { locale: 'sr' }, browserLocale: 'en-US' },
    expected: '/?lang=sr',
  },
];

for (const { name, site, options, expected } of cases) {
  test(`root redirect: ${name}`, async ({ browser }) => {
    const { path } = await visitRoot(browser, site, options);
    expect(path).toBe(expected);
  });
}

test('the root remembers the redirect in i18n_redirected for 365 days, path /, SameSite Lax', async ({ browser }) => {
  const { cookies } = await visitRoot(browser, MNE, { browserLocale: 'en-US' });
  const cookie = cookies.find((candidate) => candidate.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThan(YEAR_S + 60);
});

test('lang stays on the URL through client navigation, and is added to a URL without it', async ({ page }) => {
  await page.goto(`${MNE}/de/telefoni`);
  await waitForHydration(page);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
  await page.locator('main a', { hasText: 'Mobile phones' }).first().click();
  await expect(page).toHaveURL(/\/de\/telefoni\/mobilni\?lang=de$/);
  await page.locator('main a').filter({ hasText: 'Smartphones' }).first().click();
  await expect(page).toHaveURL(/\/de\/telefoni\/mobilni\/pametni-telefoni\?lang=de$/);
  await page.locator('.breadcrumb a').first().click();
  await expect(page).toHaveURL(/\/de\/\?lang=de$/);
});

test('the switcher goes to the same page in the chosen language and saves the locale cookie', async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en/telefoni/mobilni/pametni-telefoni`);
  await waitForHydration(page);
  await page.locator('.language summary').click();
  await page.locator('.language a', { hasText: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/telefoni\/mobilni\/pametni-telefoni\?lang=de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('label[for="category-sort"]')).toHaveText('Sortieren nach');
  await expect(page.locator('.facet legend').first()).toHaveText('Hersteller');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://cjenovnik.me/de/telefoni/mobilni/pametni-telefoni');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  // The saved choice now decides the root.
  await page.goto(`${MNE}/`);
  await expect(page).toHaveURL(/\/de\/\?lang=de$/);
  expect(problems).toEqual([]);
});

test('a locale file that fails to load logs a console error and that language shows keys', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/de-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en/telefoni`);
  await waitForHydration(page);
  await page.locator('.language summary').click();
  await page.locator('.language a', { hasText: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/telefoni\?lang=de$/);
  await expect(page.locator('.skip-link')).toHaveText('site.skipToContent');
  expect(errors.some((text) => text.includes('Could not load messages for locale de'))).toBe(true);
});
