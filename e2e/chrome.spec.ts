import type { Locator, Page } from '@playwright/test';
import { expect, followButton, MNE, test, waitForHydration } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';
const ARTICLE = '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const APPLE = 'Apple Tab 1 64 GB';
const SAMSUNG = 'Samsung Tab 2 128 GB';

type Box = { x: number; y: number; width: number; height: number };

test.use({ viewport: { width: 390, height: 844 } });

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} is laid out`).not.toBeNull();
  return found as Box;
}

/** The boxes of `selectors` in one frame, while nothing moves in between. */
async function boxes<Selectors extends string[]>(page: Page, selectors: [...Selectors]): Promise<{ [Index in keyof Selectors]: Box }> {
  const found = await page.evaluate(
    (all) =>
      all.map((selector) => {
        const { x, y, width, height } = (document.querySelector(selector) as Element).getBoundingClientRect();
        return { x, y, width, height };
      }),
    selectors,
  );
  return found as { [Index in keyof Selectors]: Box };
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** WCAG's contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The text colour of `element` and the first opaque background behind it. */
function colours(element: Element): { text: string; background: string } {
  let background = 'rgb(255, 255, 255)';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color)) {
      background = color;
      break;
    }
  }
  return { text: getComputedStyle(element).color, background };
}

/** The category's cards with their controls live (the sort is enabled after hydration's effects). */
async function openTablets(page: Page): Promise<void> {
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toBeEnabled();
}

const compareButton = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true });
const watchToast = (page: Page) => page.locator('.watch-notice[role="status"] .toast');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Products to compare' });

test('the contrast formula gives WCAG ratios', () => {
  expect(contrast('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
  expect(contrast('rgb(11, 92, 173)', 'rgb(255, 255, 255)')).toBeCloseTo(6.67, 2);
});

for (const locale of ['en', 'ru'] as const) {
  test(`the ${locale} phone header is at most 120 px tall, with the search, the watchlist and the language on screen`, async ({ page }) => {
    await page.goto(`${MNE}/${locale}/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb`);
    await waitForHydration(page);
    expect((await box(page.locator('header.header'))).height).toBeLessThanOrEqual(120);
    const header = page.getByRole('banner');
    await expect(header.getByRole('combobox')).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('button', { name: locale === 'en' ? 'Search' : 'Найти' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('link', { name: locale === 'en' ? 'Watchlist' : 'Избранное', exact: true })).toBeInViewport({ ratio: 1 });
    const language = header.locator('.language summary');
    await expect(language).toBeInViewport({ ratio: 1 });
    await expect(language).toContainText(locale.toUpperCase());
    await expect(language).toHaveAccessibleName(locale === 'en' ? 'Language: English EN' : 'Язык: Русский RU');
    await expect(page.getByRole('navigation', { name: locale === 'en' ? 'Main menu' : 'Главное меню' }).getByRole('link')).toHaveCount(2);
  });
}

test('on a phone the menu fades at its edge before the buttons, and its last link scrolls clear of the fade', async ({ page }) => {
  await page.goto(`${MNE}/de/`);
  await waitForHydration(page);
  const menu = page.locator('nav.menu');
  const watch = await box(page.locator('.watch'));
  const row = await box(menu);
  // Its own cell, the buttons beside it: no link runs under them.
  expect(row.x + row.width).toBeLessThanOrEqual(watch.x);
  expect(await menu.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(/^linear-gradient/);
  await menu.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const last = await box(menu.getByRole('link').last());
  // The fade is the menu's last 2.5rem (40 px): scrolled to the end, the last link ends before it.
  expect(last.x + last.width).toBeLessThanOrEqual(row.x + row.width - 40);
});

test('the language menu opens within a phone screen and works from the keyboard', async ({ page }) => {
  await page.goto(`${MNE}${ARTICLE}`);
  await waitForHydration(page);
  await page.locator('.language summary').focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('.language ul');
  await expect(menu).toBeVisible();
  const opened = await box(menu);
  expect(opened.x).toBeGreaterThanOrEqual(0);
  expect(opened.x + opened.width).toBeLessThanOrEqual(390);
  expect(opened.y + opened.height).toBeLessThanOrEqual(844);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Srpski' })).toBeFocused();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/telefoni\/mobilni\/pametni-telefoni\/1-samsung-galaxy-s24-128-gb/);
  await expect(page.locator('.language summary')).toHaveAccessibleName('Sprache: Deutsch DE');
});

for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`on a ${screen.name}, the watchlist link and its count read at 4.5:1 or more on the header`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.addInitScript(() => {
      const seen = { price: { minor: 10000, currency: 'EUR' }, inStock: true };
      const item = {
        path: '/racunari/prenosni/tableti/8-apple-tab-1-64-gb',
        name: 'Apple Tab 1 64 GB',
        followed: seen.price,
        target: null,
        seen,
      };
      localStorage.setItem('cjenovnik.watchlist', JSON.stringify({ v: 1, items: [item], check: { at: Date.now(), count: 1 } }));
    });
    await page.goto(`${MNE}/en/`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: /^Watchlist/ });
    await expect(link.getByTestId('watch-count')).toHaveText('1 followed product changed or at its target');
    await expect(link).toBeInViewport({ ratio: 1 });
    for (const part of [link, link.getByTestId('watch-count')]) {
      const { text, background } = await part.evaluate(colours);
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    // The link stands out from the header around it.
    const header = await page.locator('header.header').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(contrast((await link.evaluate(colours)).background, header)).toBeGreaterThanOrEqual(3);
  });
}

test('a follow message is closed by a client navigation', async ({ page }) => {
  await openTablets(page);
  await followButton(page, APPLE).click();
  await expect(watchToast(page)).toContainText(`You follow ${APPLE}`);
  await expect(watchToast(page).getByRole('button', { name: 'Close the message' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Phones' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones');
  await expect(watchToast(page)).toHaveCount(0);
  // Followed all the same: a later message on this page shows.
  await page.goBack();
  await expect(followButton(page, APPLE)).toHaveAttribute('aria-pressed', 'true');
  await followButton(page, SAMSUNG).click();
  await expect(watchToast(page)).toContainText(`You follow ${SAMSUNG}`);
});

test('messages and the compare tray stack at the bottom without overlapping, and the tray never hides the footer', async ({ page }) => {
  await openTablets(page);
  await compareButton(page, APPLE).click();
  await compareButton(page, SAMSUNG).click();
  await followButton(page, APPLE).click();
  const compareToast = page.locator('.compare-notice[role="status"] .toast');
  await expect(compareToast).toContainText(`${SAMSUNG} is added to the comparison.`);
  await expect(watchToast(page)).toContainText(`You follow ${APPLE}`);
  await expect(tray(page)).toContainText('2 of 4 products');
  const parts = await boxes(page, ['.watch-notice .toast', '.compare-notice .toast', '.compare-tray']);
  for (const [index, part] of parts.entries()) {
    expect(part.x).toBeGreaterThanOrEqual(0);
    expect(part.x + part.width).toBeLessThanOrEqual(390);
    expect(part.y + part.height).toBeLessThanOrEqual(844);
    for (const other of parts.slice(index + 1)) expect(overlap(part, other), 'two parts of the dock overlap').toBe(false);
  }
  // The tray's controls are the site's buttons: the products open from the count, each with its remove button.
  await tray(page).getByText('2 of 4 products').click();
  await expect(tray(page).getByRole('button', { name: `Remove ${APPLE} from the comparison` })).toBeVisible();
  await expect(tray(page).getByRole('link', { name: 'Compare them' })).toHaveClass(/\bbutton\b/);
  // At the end of the page the dock sits below the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => overlap(await box(tray(page)), await box(page.getByRole('contentinfo')))).toBe(false);
});

/** Two buttons that do not touch: side by side at one height, or one under the other at one width. */
function expectApartAndAligned([first, second]: [Box, Box]): void {
  for (const part of [first, second]) expect(Math.min(part.width, part.height)).toBeGreaterThanOrEqual(24);
  if (second.y === first.y) {
    expect(second.height).toBe(first.height);
    expect(second.x).toBeGreaterThan(first.x + first.width);
  } else {
    expect([second.x, second.width]).toEqual([first.x, first.width]);
    expect(second.y).toBeGreaterThan(first.y + first.height);
  }
}

test('compare and follow are apart, at least 24 px, and aligned, on cards and on the article', async ({ page }) => {
  await openTablets(page);
  expectApartAndAligned(await boxes(page, ['.card .compare-toggle', '.card .follow-toggle']));
  await page.setViewportSize({ width: 1366, height: 900 });
  expectApartAndAligned(await boxes(page, ['.card .compare-toggle', '.card .follow-toggle']));
  await page.goto(`${MNE}${ARTICLE}`);
  await waitForHydration(page);
  expectApartAndAligned(await boxes(page, ['.article .compare-toggle', '.article .follow-toggle']));
  await page.setViewportSize({ width: 390, height: 844 });
  expectApartAndAligned(await boxes(page, ['.article .compare-toggle', '.article .follow-toggle']));
});

for (const path of ['/en/compare?ids=8,9,10', '/en/watchlist']) {
  test(`the cookie settings on ${path} are in the footer, over none of the page's content, and reopen the settings`, async ({ page }) => {
    await page.goto(`${MNE}${path}`);
    await waitForHydration(page);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(overlap(await box(settings), await box(page.getByRole('main')))).toBe(false);
    await settings.click();
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
  });
}
