import type { Page } from '@playwright/test';
import {
  HOSTILE_CATEGORY,
  HOSTILE_NAME,
  HOSTILE_PRODUCTS,
  HOSTILE_SHOPS,
  HOSTILE_SPEC_KEY,
  HOSTILE_SPEC_LABEL,
  HOSTILE_SPEC_UNIT,
  type HostileProduct,
} from '../scripts/fixture/hostile.ts';
import { BIH, expect, MNE, test, waitForHydration } from './sites.ts';

/**
 * The fixture's hostile shop and products (scripts/fixture/hostile.ts) on every page type:
 * their texts show literally, and nothing in them runs or fetches from another host.
 */

/** Stands in for what a payload would call: alert and its kin, and a `window.__pwned` setter. */
function installRecorders(): void {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    };
  Object.defineProperty(window, '__hostileCalls', { value: calls });
  for (const name of ['alert', 'confirm', 'prompt', 'print']) Object.defineProperty(window, name, { value: record(name) });
  Object.defineProperty(window, '__pwned', { set: record('__pwned ='), get: () => undefined });
}

/** Records dialogs, script execution and requests to other hosts; the returned check fails on any. */
async function watchHostile(page: Page, origin: string): Promise<() => Promise<void>> {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  // Nothing leaves the machine even if a payload asked for it.
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await page.addInitScript(installRecorders);
  return async () => {
    // Soft: a failure lists every kind of trouble at once.
    expect.soft(dialogs, 'dialogs').toEqual([]);
    expect.soft(await page.evaluate(() => (window as unknown as { __hostileCalls: string[] }).__hostileCalls), 'scripts run').toEqual([]);
    expect.soft(foreign, 'requests to other hosts').toEqual([]);
    const links = await page.evaluate(() =>
      [...document.links].filter((link) => !/^https?:$/.test(link.protocol)).map((link) => link.href),
    );
    expect.soft(links, 'links that are not http(s)').toEqual([]);
  };
}

/** Text exactly as in the DOM: toHaveText would fold the U+2028 and U+2029 in the names. */
const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent));

const SPEC_LABELS: Record<string, string> = { [HOSTILE_SPEC_KEY]: HOSTILE_SPEC_LABEL, storage: 'Storage', screenSize: 'Screen size' };

/** A spec row as the English page shows it: the label (the key itself when it has none) and the value. */
function shownSpec([key, value]: [string, string]): [string, string] {
  return [SPEC_LABELS[key] ?? key, key === HOSTILE_SPEC_KEY ? `${value}\u00a0${HOSTILE_SPEC_UNIT}` : value];
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

for (const [siteName, origin, country] of [
  ['MNE', MNE, 'MNE'],
  ['BIH', BIH, 'BIH'],
] as const) {
  const shop = HOSTILE_SHOPS.find((candidate) => candidate.country === country) as (typeof HOSTILE_SHOPS)[number];

  test(`${siteName}: home, menu and sub-menu list the hostile category`, async ({ page }) => {
    const check = await watchHostile(page, origin);
    for (const path of ['/en/', '/en/telefoni', '/en/telefoni/mobilni']) {
      await visit(page, `${origin}${path}`);
      await expect(page.locator('main a', { hasText: 'Accessories' }).first()).toBeVisible();
    }
    await check();
  });

  test(`${siteName}: search finds the hostile products and shows names and query as text`, async ({ page }) => {
    const check = await watchHostile(page, origin);
    await visit(page, `${origin}/en/search?q=hostile`);
    // The hostile products by name, and the phone of the brand Hostile (brand names match too).
    const named = [...HOSTILE_PRODUCTS.map((product) => product.name), HOSTILE_NAME];
    await expect(page.locator('.card-name')).toHaveCount(named.length);
    expect((await texts(page, '.card-name')).sort()).toEqual(named.sort());
    // Template syntax in the query stays text: neither i18next nor anything else expands it.
    for (const query of ['{{7*7}} $t(site.name)', '"><img src=x onerror="window.__pwned=1">']) {
      await visit(page, `${origin}/en/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator('.search-results p').first()).toHaveText(`1 product found for “${query}”`);
      expect(await texts(page, '.card-name')).toEqual([HOSTILE_PRODUCTS[0]?.name]);
    }
    await check();
  });

  test(`${siteName}: categories show hostile names as text; a card opens its article on the client`, async ({ page }) => {
    const check = await watchHostile(page, origin);
    await visit(page, `${origin}/en/telefoni/mobilni/pametni-telefoni`);
    expect(await texts(page, '.card-name')).toContain(HOSTILE_NAME);
    await visit(page, `${origin}/en${HOSTILE_CATEGORY}`);
    expect((await texts(page, '.card-name')).sort()).toEqual(HOSTILE_PRODUCTS.map((product) => product.name).sort());
    const [first] = HOSTILE_PRODUCTS as [HostileProduct];
    await page.locator('.card-link', { hasText: 'Hostile Tablet' }).click();
    await expect(page).toHaveURL(new RegExp(`${first.path}\\?lang=en$`));
    await expect(page.locator('h1')).toContainText('Hostile Tablet');
    expect(await texts(page, 'h1')).toEqual([first.name]);
    await check();
  });

  test(`${siteName}: the article of the old hostile name shows it as text`, async ({ page }) => {
    const check = await watchHostile(page, origin);
    await visit(page, `${origin}/en/telefoni/mobilni/pametni-telefoni/3-hostile-phone`);
    expect(await texts(page, 'h1')).toEqual([HOSTILE_NAME]);
    expect(await page.title()).toMatch(/^<script>alert\("x"\)<\/script> Phone & "Co" <\/script><!-- - /);
    await check();
  });

  for (const product of HOSTILE_PRODUCTS) {
    test(`${siteName}: ${product.path} shows its texts literally and links only to http(s)`, async ({ page }) => {
      const check = await watchHostile(page, origin);
      // The shop's own site is answered here: following an offer is a visitor's choice.
      await page.context().route(/^https:\/\/hostile-(me|ba)\.example\//, (route) => route.fulfill({ body: 'shop' }));
      await visit(page, `${origin}/en${product.path}`);
      expect(await texts(page, 'h1')).toEqual([product.name]);
      expect((await page.title()).startsWith(`${product.name} - `)).toBe(true);
      expect(await texts(page, '.ids dd')).toContain(product.brand);
      const specs = await page
        .locator('table.specs tr')
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
      expect(specs).toEqual(product.specs.map(shownSpec));
      // Only the offer whose link is a URL is listed; the others are dropped, never linked.
      expect(await texts(page, 'table.offers tbody th > a')).toEqual([shop.name]);
      const href = new URL(product.offers.find(([shopId]) => shopId === shop.id)?.[1] ?? '').href;
      await expect(page.locator('a.to-shop')).toHaveAttribute('href', href);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('a.to-shop').click()]);
      await expect.poll(() => popup.url()).toBe(href);
      await popup.close();
      await check();
    });
  }

  test(`${siteName}: a hostile path shows the 404 page with the path as text`, async ({ page }) => {
    const check = await watchHostile(page, origin);
    await visit(page, `${origin}/en/<img src=x onerror=alert(1)>?q=<script>alert(1)</script>`);
    await expect(page.locator('.error-message')).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('.error-page')).toHaveAttribute('data-status', '404');
    await check();
  });
}
