import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

/** What a foreign host would answer: a well-formed payload full of its own menu, links and title. */
const FOREIGN_PAYLOAD = {
  screen: 'menu',
  locale: 'sr',
  nav: [{ name: 'Evil menu', path: '/evil', subMenus: [{ name: 'Evil sub-menu', path: '/evil/sub' }] }],
  menu: { name: 'Evil menu', path: '/evil' },
  subMenus: [],
};

test.describe('where no Content Security Policy stops a request to another host (its connect-src would)', () => {
  test.use({ bypassCSP: true });

  test('a path that names another host never loads a payload from that host', async ({ page }) => {
    // The foreign host is answered here (never the real network), willing to be read cross-origin.
    const foreign: string[] = [];
    await page.route(/^https?:\/\/evil\.example\//, (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ json: FOREIGN_PAYLOAD, headers: { 'access-control-allow-origin': '*' } });
    });
    // A host reads `//evil.example/` as a path: there is no such page, so a 404.html answers
    // and hydrates at that URL.
    const response = await page.goto(`${MNE}//evil.example/?lang=sr`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('.error-page')).toHaveAttribute('data-status', '404');
    await page.locator('nav.menu a').first().click();
    await expect(page).toHaveURL(/\/telefoni\?lang=sr$/);
    await expect(page.locator('h1')).toHaveText('Telefoni');
    // Back to the odd path: the router loads it itself, from our origin, and finds no such page.
    await page.goBack();
    await expect(page).toHaveURL(`${MNE}//evil.example/?lang=sr`);
    await expect(page.locator('.error-page')).toHaveAttribute('data-status', '404');
    expect(foreign).toEqual([]);
    // Its menu, links and title never show (the error message names the path, not its content).
    await expect(page.getByText(/Evil (sub-)?menu/)).toHaveCount(0);
    await expect(page.locator('a[href^="/evil"]')).toHaveCount(0);
    await expect(page).not.toHaveTitle(/evil/i);
  });

  test('a payload that redirects to another host is refused', async ({ page }) => {
    const problems = watchConsole(page);
    // Playwright does not route the target of a redirect, so the foreign host is a real one
    // (`localhost` is another origin than `127.0.0.1`), willing to be read cross-origin.
    const foreign: string[] = [];
    const evil = createServer((request, response) => {
      foreign.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(FOREIGN_PAYLOAD));
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const location = `http://localhost:${(evil.address() as AddressInfo).port}/_payload.json`;
    await page.route('**/en/telefoni/_payload.json', (route) => route.fulfill({ status: 302, headers: { location } }));
    try {
      await page.goto(`${MNE}/en/`);
      await waitForHydration(page);
      await page.locator('nav.menu a', { hasText: 'Phones' }).click();
      await expect(page.locator('.error-page')).toHaveAttribute('data-status', '500');
      expect(foreign).toEqual([]);
      await expect(page.getByText(/Evil (sub-)?menu/)).toHaveCount(0);
      expect(problems.some((line) => line.startsWith('warning: Could not load /en/telefoni/_payload.json'))).toBe(true);
    } finally {
      evil.closeAllConnections();
      await new Promise((resolve) => evil.close(resolve));
    }
  });
});

test('a payload of the wrong shape is refused with a warning, never rendered', async ({ page }) => {
  const problems = watchConsole(page);
  // A screen and a locale, but neither the layout's menu nor the menu page's own fields.
  await page.route('**/en/telefoni/_payload.json', (route) => route.fulfill({ json: { screen: 'menu', locale: 'en' } }));
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '500');
  expect(problems).toContain('warning: Could not load /en/telefoni/_payload.json: the answer is not a page payload');
});

test('a malformed cookie set by another script on the domain does not stop the root redirect', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addCookies([{ name: 'tracker', value: '50%', url: MNE }]);
  const page = await context.newPage();
  await page.goto(`${MNE}/`);
  await expect(page).toHaveURL(`${MNE}/de/?lang=de`);
  await waitForHydration(page);
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
  await context.close();
});
