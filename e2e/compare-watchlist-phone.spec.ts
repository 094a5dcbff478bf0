import { test as base, type Locator, type Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const PHONE = { width: 390, height: 844 };
const TABLETS = '/en/racunari/prenosni/tableti';
const COMPARE_NEEDS_SCRIPT = 'Comparing needs JavaScript, because your browser reads the chosen products from the link';
const WATCHLIST_NEEDS_SCRIPT = 'The watchlist needs JavaScript, because it is kept in this browser only';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const left = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().left);

/** How many of the table's product columns show whole, between the sticky labels and the box's right edge. */
function wholeColumns(scroll: Locator): Promise<number> {
  return scroll.evaluate((box) => {
    const edge = box.getBoundingClientRect().right;
    const labels = box.querySelector('thead tr > :first-child')?.getBoundingClientRect().right ?? 0;
    return [...box.querySelectorAll('thead th')].filter((cell) => {
      const rect = cell.getBoundingClientRect();
      return rect.left >= labels - 1 && rect.right <= edge + 1;
    }).length;
  });
}

/** Per header cell: its text, how wide its widest line is, and any word split over two lines
 * (a word of letters and digits; a long string of other signs may break where it must). */
function headerText(table: Locator) {
  return table.evaluate((element) =>
    [...element.querySelectorAll('th')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = cell.textContent?.trim() ?? '';
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const split: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/(?<!\S)[\p{L}\p{N}]{2,15}\p{P}?(?!\S)/gu)) {
          const word = document.createRange();
          word.setStart(node, match.index);
          word.setEnd(node, match.index + match[0].length);
          const lines = new Set([...word.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      return { text, width: Math.round(range.getBoundingClientRect().width), split };
    }),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('three products compared: two columns side by side, the labels stay put as the table scrolls, no word split', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${MNE}/en/compare?ids=1,2,3`);
    await waitForHydration(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    const scroll = table.locator('xpath=..');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await wholeColumns(scroll)).toBeGreaterThanOrEqual(2);

    for (const cell of await headerText(table)) {
      expect(cell.width, `"${cell.text}"`).toBeGreaterThanOrEqual(60);
      expect(cell.split, `"${cell.text}"`).toEqual([]);
    }

    // Scrolled sideways to its end: the third product shows whole, the row labels stay put, the page does not move.
    const label = table.getByRole('rowheader', { name: 'Lowest price' });
    const third = table.getByRole('columnheader').nth(2);
    const labelBefore = await left(label);
    await scroll.hover();
    await page.mouse.wheel(400, 0);
    const showsWhole = (cell: Element) =>
      cell.getBoundingClientRect().right <= (cell.closest('table')?.parentElement?.getBoundingClientRect().right ?? 0) + 1;
    await expect.poll(() => third.evaluate(showsWhole)).toBe(true);
    expect(await left(label)).toBe(labelBefore);
    expect(await wholeColumns(scroll)).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('compared from the tray: the tray stays off the compare page, whose table leads with the total with delivery and the fastest delivery', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(`${MNE}${TABLETS}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Sort by')).toBeEnabled();
    const compare = page.locator('.compare-toggle');
    for (const index of [0, 1, 2]) {
      await compare.nth(index).click();
      await expect(compare.nth(index)).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByRole('complementary', { name: 'Products to compare' });
    await expect(tray).toBeVisible();
    await tray.getByRole('link', { name: 'Compare them' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(tray).toHaveCount(0);
    expect((await table.getByRole('rowheader').allTextContents()).slice(0, 4)).toEqual([
      'Lowest total with delivery',
      'Lowest price',
      'Fastest delivery',
      'Is this a good price?',
    ]);
    const totals = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Lowest total with delivery' }) })
      .getByRole('cell');
    await expect(totals).toHaveCount(3);
    const paid = await totals.allTextContents();
    for (const cell of paid) expect(cell).toMatch(/€\d|No offers/);
    expect(paid.some((cell) => /€\d/.test(cell))).toBe(true);
    const delivery = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Fastest delivery' }) })
      .getByRole('cell');
    expect((await delivery.allTextContents()).some((text) => /Delivered|—/.test(text))).toBe(true);
    // Back on the category, the tray is there again.
    await page.goBack();
    await expect(tray).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('two followed tablets fit the screen as cards, every control at least 24 px square', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${MNE}${TABLETS}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Sort by')).toBeEnabled();
    const follow = page.locator('.follow-toggle');
    for (const index of [0, 1]) {
      await follow.nth(index).click();
      await expect(follow.nth(index)).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(`${MNE}/en/watchlist`);
    await waitForHydration(page);
    const products = page.getByRole('table').getByRole('rowheader');
    await expect(products).toHaveCount(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // A target set on the first: its clear button joins the save and remove buttons, the fields and each row's
    // "Alert me when it drops" (the Montenegro site has an alerts service; its form stays closed).
    const first = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    await first.getByRole('textbox').fill('100');
    await first.getByRole('button', { name: /^Save/ }).click();
    await expect(first.getByRole('button', { name: /^Remove the target price/ })).toBeVisible();
    const controls = page.locator('main').locator('button:visible, input:visible, summary:visible');
    await expect(controls).toHaveCount(9);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      const name = await control.evaluate((element) => element.outerHTML);
      expect(box?.width, name).toBeGreaterThanOrEqual(24);
      expect(box?.height, name).toBeGreaterThanOrEqual(24);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The column headers are not shown on a phone: each figure carries its own label.
    const followed = first.getByRole('cell').first();
    expect(await followed.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"When followed"');
    expect(problems).toEqual([]);
  });
});

test('once the page runs, the sentence about JavaScript is gone', async ({ page }) => {
  await page.goto(`${MNE}/en/compare?ids=1,2`);
  await waitForHydration(page);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(COMPARE_NEEDS_SCRIPT);
  await page.goto(`${MNE}/en/watchlist`);
  await waitForHydration(page);
  await expect(page.getByText('You do not follow any products yet.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(WATCHLIST_NEEDS_SCRIPT);
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false, viewport: PHONE });

  // Plain Playwright: the sites fixture listens for policy violations with a script. Playwright's
  // text and role locators skip what is inside <noscript>, so the message is found by its class.
  for (const { path, sentence } of [
    { path: '/en/compare?ids=1,2', sentence: COMPARE_NEEDS_SCRIPT },
    { path: '/en/watchlist', sentence: WATCHLIST_NEEDS_SCRIPT },
  ]) {
    base(`${path} says it needs JavaScript instead of loading for ever, and links to the categories`, async ({ page }) => {
      await page.goto(`${MNE}${path}`);
      const message = page.locator('main .needs-script');
      await expect(message).toBeVisible();
      await expect(message.locator('p')).toHaveText(new RegExp(`^${sentence}`));
      await expect(page.locator('[aria-busy="true"]')).toBeHidden();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await message.locator('a', { hasText: 'Categories' }).click();
      await expect(page).toHaveURL(`${MNE}/en/?lang=en#categories`);
      await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    });
  }
});
