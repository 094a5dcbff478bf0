import type { Page, Request } from '@playwright/test';
import {
  ANALYTICS_HOSTS,
  BIH,
  BIH_HOST,
  expect,
  GROUPS_KEY,
  MNE,
  MNE_HOST,
  serveHostNames,
  test,
  waitForHydration,
  watchConsole,
} from './sites.ts';

/** The app's consent dialog, not the first paint's copy (whose buttons work too until the app takes over). */
const workingDialog = (page: Page) => page.locator('.consent-overlay:not(.consent-early)');

test.use({ consent: 'none' });

const ROUTES = [
  '/en/',
  '/en/search',
  '/en/telefoni',
  '/en/telefoni/mobilni',
  '/en/telefoni/mobilni/pametni-telefoni',
  '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb',
  '/en/no/such/page',
];
const YEAR_S = 365 * 24 * 60 * 60;

function recordAnalytics(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(request.url()) || /mixpanel-core/.test(request.url())) requests.push(request);
  });
  return requests;
}

/** Mixpanel's batched track requests: a form body whose `data` is a JSON array of events. */
function trackedEvents(requests: Request[]): { event: string; properties: Record<string, unknown> }[][] {
  return requests
    .filter((request) => request.url().startsWith('https://api-js.mixpanel.com/track'))
    .map((request) => {
      const data = new URLSearchParams(request.postData() ?? '').get('data') ?? '[]';
      return JSON.parse(data.startsWith('[') ? data : Buffer.from(data, 'base64').toString('utf8')) as {
        event: string;
        properties: Record<string, unknown>;
      }[];
    });
}

for (const route of ROUTES) {
  test(`before consent on ${route}: the forced modal, no analytics request, nothing in storage`, async ({ page, context }) => {
    const analytics = recordAnalytics(page);
    await page.goto(`${MNE}${route}`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Accept all', 'Save']);
    // The modal shows once the consent cookies were read and acted on, which is when analytics
    // would have added their scripts: nothing more to wait for.
    await expect(page.locator('script[src^="https://"]')).toHaveCount(0);
    expect(analytics.map((request) => request.url())).toEqual([]);
    const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(storage.local).toEqual([]);
    expect(storage.session.filter((key) => !key.startsWith('cjenovnik:'))).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  });
}

test('the first paint shows the forced modal before any script of ours has run; if none ever comes, its buttons still work', async ({
  page,
  context,
}) => {
  // Our scripts never arrive: what shows is the prerendered page and the head's one script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en/search?q=samsung`);
  const copy = page.locator('.consent-early');
  await expect(copy).toBeVisible();
  await expect(copy.locator('h2')).toHaveText('Cookies');
  await expect(copy.locator('button')).toHaveText(['Accept all', 'Save']);
  // No trap: the keyboard reaches its buttons, and one gives consent as the working dialog does.
  await copy.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(copy).toBeHidden();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.ncc_c?.value).toBe(GROUPS_KEY);
  expect(cookies.ncc_e?.value).toBe('website~mixpanel~gtm~cloudflare');
  expect(cookies.ncc_c).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
  expect(cookies.ncc_c?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  // The page under it is the visitor's again, and the next page asks nothing.
  await page.goto(`${MNE}/en/`);
  await expect(copy).toBeHidden();
});

test('the early copy gives way to the working dialog, and never shows once consent was given or without JavaScript', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(`${MNE}/en/`);
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
  await expect(page.locator('.consent-early')).toHaveCount(0);
  await expect(page.locator('.consent-overlay')).toHaveCount(1);

  await context.addCookies([{ name: 'ncc_c', value: GROUPS_KEY, url: MNE }]);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en/`);
  await expect(page.locator('.consent-early')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.classList.contains('consent-pending'))).toBe(false);

  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScript.newPage();
  await plain.goto(`${MNE}/en/`);
  await expect(plain.locator('.consent-early')).toBeHidden();
  await withoutScript.close();
});

test('the modal keeps focus inside and is usable from the keyboard', async ({ page, context }) => {
  await page.goto(`${MNE}/en/`);
  const dialog = page.getByRole('dialog', { name: 'Cookies' });
  await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const cookies = await context.cookies();
  for (const [name, value] of [
    ['ncc_c', GROUPS_KEY],
    ['ncc_e', 'website~mixpanel~gtm~cloudflare'],
  ]) {
    const cookie = cookies.find((candidate) => candidate.name === name);
    expect(cookie).toMatchObject({ value, path: '/', sameSite: 'Strict', secure: true });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  }
});

test('after accepting, Mixpanel track requests arrive batched, with a page view per client navigation', async ({ page }) => {
  const analytics = recordAnalytics(page);
  await page.goto(`${MNE}/en/`);
  await workingDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  await page.locator('main a', { hasText: 'Smartphones' }).first().click();
  await expect(page.locator('h1')).toHaveText('Smartphones');
  // Batches flush every 5 s: the page views travel together, not one request each.
  await expect.poll(() => trackedEvents(analytics).flat().length, { timeout: 15_000 }).toBe(3);
  const batches = trackedEvents(analytics);
  expect(batches.length).toBeLessThan(3);
  const events = batches.flat();
  expect(events.map((event) => event.event)).toEqual(['$mp_web_page_view', '$mp_web_page_view', '$mp_web_page_view']);
  expect(events.map((event) => event.properties.path)).toEqual(['/en/', '/en/telefoni', '/en/telefoni/mobilni/pametni-telefoni']);
  expect(events.every((event) => event.properties.token === 'mne-test-token')).toBe(true);
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('mp_')))).toBe(true);
  // Consent mode was updated, and the tag manager container requested.
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain(
    '"analytics_storage":"granted"',
  );
  expect(analytics.some((request) => request.url() === 'https://www.googletagmanager.com/gtm.js?id=GTM-TESTMNE')).toBe(true);
});

test('a page view made while the analytics chunk still loads waits for it, in order', async ({ page }) => {
  const analytics = recordAnalytics(page);
  // The chunk arrives only after the visitor has accepted and moved on to another page.
  let release = () => {};
  const arrival = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mixpanel-core[^/]*\.js$/, async (route) => {
    await arrival;
    await route.continue();
  });
  await page.goto(`${MNE}/en/`);
  await workingDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  release();
  const paths = () =>
    trackedEvents(analytics)
      .flat()
      .map((event) => event.properties.path);
  await expect.poll(paths, { timeout: 15_000 }).toEqual(['/en/', '/en/telefoni']);
});

test('the beacon carries the token of the hostname; an unknown host logs an error and loads nothing', async ({ page }) => {
  // The sites under their own host names, answered by the local servers.
  await serveHostNames(page, /^http:\/\/cjenovnik\.(me|ba):\d+\//);
  for (const [origin, token] of [
    [MNE_HOST, 'mne-beacon-token'],
    [BIH_HOST, 'bih-beacon-token'],
  ] as const) {
    await page.goto(`${origin}/en/`);
    await workingDialog(page).getByRole('button', { name: 'Accept all' }).click();
    const beacon = page.locator('script[src="https://static.cloudflareinsights.com/beacon.min.js"]');
    await expect(beacon).toHaveCount(1);
    expect(JSON.parse((await beacon.getAttribute('data-cf-beacon')) as string)).toEqual({ token, spa: true });
  }
  const problems = watchConsole(page);
  await page.goto(`${BIH}/en/`);
  await workingDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => problems).toContain('error: Token for cloudflare is not defined');
  await expect(page.locator('script[src*="cloudflareinsights"]')).toHaveCount(0);
});

test('consent given for another set of groups is void: the banner returns at the bottom', async ({ page, context }) => {
  await context.addCookies([
    { name: 'ncc_c', value: 'websitemixpanel', url: MNE },
    { name: 'ncc_e', value: 'website~mixpanel', url: MNE },
  ]);
  const analytics = recordAnalytics(page);
  await page.goto(`${MNE}/en/telefoni`);
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner.getByRole('button')).toHaveText(['Accept', 'Learn more and customize']);
  // As for the modal: the banner shows once the void consent was read and acted on.
  await expect(page.locator('script[src^="https://"]')).toHaveCount(0);
  expect(analytics).toEqual([]);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'ncc_c')?.value).toBe(GROUPS_KEY);
});

test('after consent a button in the footer reopens the settings, which can then be closed', async ({ page }) => {
  await page.goto(`${MNE}/de/`);
  await workingDialog(page).getByRole('button').first().click();
  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await reopen.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button')).toHaveText(['Alle akzeptieren', 'Speichern', 'Schließen']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reopen).toBeFocused();
});
