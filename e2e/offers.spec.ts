import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const NOKIA = '/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
/** The visitor's clock: three hours after the catalogue's newest change (2026-11-20 06:00 UTC). */
const VISIT = new Date('2026-11-20T09:00:00.000Z');

test('the prerendered page has the date each offer was checked; after hydration it says how long ago, without warnings', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const prerendered = await (await page.request.get(`${BIH}/en${NOKIA}`)).text();
  // React writes the attribute as `dateTime`; HTML attribute names are case-insensitive.
  expect(prerendered).toMatch(
    /<time class="checked" datetime="2026-11-14T06:00:00.000Z" title="11\/14\/2026 06:00 UTC">Checked 11\/14\/2026<\/time>/i,
  );
  // Tehno BA's offer is in its shop's latest feed: its time comes from builds/freshness.json once hydrated.
  expect(prerendered).toMatch(/<span class="checked">In the shop(&#x27;|')s latest feed<\/span>/);

  await page.clock.setFixedTime(VISIT);
  await page.goto(`${BIH}/en${NOKIA}`);
  await waitForHydration(page);
  const rows = page.locator('table.offers tbody tr');
  await expect(rows.locator('th > a')).toHaveText(['Tehno BA', 'Bosna Shop']);
  await expect(rows.nth(0).locator('time.checked')).toHaveText('Checked 3 hours ago');
  await expect(rows.nth(0).locator('time.checked')).toHaveAttribute('title', '11/20/2026 06:00 UTC');
  await expect(rows.nth(1).locator('time.checked')).toHaveText('Checked 6 days ago');
  await expect(rows.nth(1).locator('time.checked')).toHaveAttribute('title', '11/14/2026 06:00 UTC');
  await expect(rows.nth(1).locator('.stale-label')).toHaveText('Not confirmed for over 3 days');
  await expect(rows.nth(1).locator('.matched-by')).toHaveText('Matched by EAN/GTIN');
  expect(problems).toEqual([]);
});

test('Montenegrin and Bosnian say how long ago an offer was checked in ijekavian', async ({ page }) => {
  const problems = watchConsole(page);
  await page.clock.setFixedTime(VISIT);
  for (const [origin, locale] of [
    [BIH, 'ba'],
    [MNE, 'me'],
  ] as const) {
    await page.goto(`${origin}/${locale}${origin === BIH ? NOKIA : IPHONE}`);
    await waitForHydration(page);
    const times = page.locator('table.offers tbody tr time.checked');
    await expect(times.first()).toHaveText(/^Provjereno /);
    for (const text of await times.allTextContents()) expect(text, `${locale}: ${text}`).not.toMatch(/\bpre\b/);
  }
  await expect(page.locator('table.offers tbody tr time.checked').first()).toHaveText('Provjereno prije 3 sata');
  expect(problems).toEqual([]);
});

test('relative freshness in the page language, the claimed-vs-honest note and a model-code match, after a client navigation too', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.clock.setFixedTime(VISIT);
  await page.goto(`${MNE}/ru${IPHONE}`);
  await waitForHydration(page);
  const row = page.locator('table.offers tbody tr').first();
  await expect(row.locator('time.checked')).toHaveText('Проверено 3 часа назад');
  await expect(row.locator('.discount.fake')).toHaveText('Заявлено −15%, но +5% к минимальной цене магазина за 30 дней до скидки');
  await page.locator('.breadcrumb a').last().click();
  await page.locator('.card-link[href*="/1-samsung-galaxy-s24-128-gb"]:not([href*="marble"])').click();
  await expect(page.locator('h1')).toHaveText('Samsung Galaxy S24 128 GB');
  await expect(page.locator('table.offers time.checked').first()).toHaveText('Проверено 3 часа назад');
  // Rendered from the fetched payload: the model-code match names its code, the others none.
  const offers = page.locator('table.offers tbody tr');
  await expect(offers.filter({ hasText: 'Mega Market' }).locator('.matched-by')).toHaveText('Сопоставлено по коду модели SM-S921B');
  await expect(offers.filter({ hasText: 'Tehno ME' }).locator('.matched-by')).toHaveText('Сопоставлено вручную');
  expect(problems).toEqual([]);
});

test('a freshness file that is not what it should be is ignored: the offers keep what the page was built with', async ({ page }) => {
  const problems = watchConsole(page);
  await page.route('**/builds/freshness.json', (route) =>
    // A shop's time as a number (milliseconds), and the catalogue's as a day: not the file's form.
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ asOf: '2026-11-20', shops: { 'tehno-ba': 1_000 } }) }),
  );
  await page.clock.setFixedTime(VISIT);
  const read = page.waitForResponse('**/builds/freshness.json');
  await page.goto(`${BIH}/en${NOKIA}`);
  await waitForHydration(page);
  // The whole answer has arrived and been taken in: React has committed what it led to.
  await (await read).finished();
  for (let frame = 0; frame < 2; frame += 1) await page.evaluate(() => new Promise(requestAnimationFrame));
  const rows = page.locator('table.offers tbody tr');
  await expect(rows.nth(0).locator('.checked')).toHaveText("In the shop's latest feed");
  await expect(rows.nth(1).locator('time.checked')).toHaveText('Checked 6 days ago');
  expect(problems).toEqual([]);
});

test("a product's offers sort by delivery time and keep those that arrive within N days or are in stock; without the app, none of those controls", async ({
  page,
}) => {
  const TAB = `${MNE}/en/racunari/prenosni/tableti/58-lenovo-tab-51-256-gb`;
  const prerendered = await (await page.request.get(TAB)).text();
  expect(prerendered, 'no controls that would do nothing before the app runs').not.toContain('offers-choices');
  const problems = watchConsole(page);
  await page.goto(TAB);
  await waitForHydration(page);
  const shops = page.locator('table.offers tbody th > a');
  await expect(shops).toHaveText(['Uvoz BA', 'Tehno ME', 'Mega Market']);
  await page.getByLabel('Sort by').selectOption({ label: 'Fastest delivery' });
  await expect(shops).toHaveText(['Uvoz BA', 'Mega Market', 'Tehno ME']);
  await page.getByLabel('Delivery', { exact: true }).selectOption({ label: 'Within 2 working days' });
  await expect(shops).toHaveText(['Uvoz BA', 'Mega Market']);
  await expect(page.locator('.offers-shown')).toContainText('Showing 2 of 3 offers.');
  await page.getByLabel('Delivery', { exact: true }).selectOption({ label: 'Within 1 working day' });
  await page.getByLabel('In stock only').check();
  await expect(shops).toHaveText(['Uvoz BA']);
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(shops).toHaveText(['Uvoz BA', 'Tehno ME', 'Mega Market']);
  await expect(page.getByLabel('In stock only')).not.toBeChecked();
  expect(problems).toEqual([]);
});

test('on a phone the specs below the first screen are laid out when scrolled near, and an address to them shows them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MNE}/en${IPHONE}`, { waitUntil: 'load' });
  // `checkVisibility` with `contentVisibilityAuto` is false for the section's heading while the browser skips the section's layout.
  const laidOut = (id: string) =>
    page.evaluate((heading) => document.getElementById(heading)?.checkVisibility({ contentVisibilityAuto: true }), id);
  await expect.poll(() => laidOut('specs')).toBe(false);
  await page.locator('#specs').scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut('specs')).toBe(true);

  await page.goto(`${MNE}/en${IPHONE}#specs`, { waitUntil: 'load' });
  await expect.poll(() => laidOut('specs')).toBe(true);
  await expect(page.locator('#specs')).toBeInViewport();
  await expect(page.locator('table.specs th').first()).toBeInViewport();
});
