import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectBackToSamePlace } from './back-to-list.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const cards = (page: Page) => page.locator('.grid .card-name');
const count = (page: Page) => page.locator('#results-count');
const opener = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** Opens the tablets on a phone, hydrated, with the filters' opener live. */
async function openTablets(page: Page, query = '') {
  await page.setViewportSize(PHONE);
  await page.goto(`${MNE}${TABLETS}${query}`);
  await waitForHydration(page);
  await expect(opener(page)).toBeEnabled();
}

test.describe('on a phone the filters are a sheet over the page', () => {
  test('two filters chosen in the sheet: the opener counts them and Show N results says the count and closes it', async ({ page }) => {
    const problems = watchConsole(page);
    await openTablets(page);
    await expect(sheet(page)).toBeHidden();
    await opener(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();

    await facet(page, 'Brand').getByLabel('Apple').check();
    await expect(sheet(page).getByRole('button', { name: 'Show 15 results' })).toBeVisible();
    await facet(page, 'Storage').getByLabel('From').selectOption('128');
    await expect(sheet(page).getByRole('button', { name: 'Show 10 results' })).toBeVisible();
    await facet(page, 'Storage').getByLabel('To').selectOption('128');
    const show = sheet(page).getByRole('button', { name: 'Show 5 results' });
    await expect(show).toBeVisible();
    // The button stays on the screen while the facets scroll under it.
    await expect(show).toBeInViewport();
    await expectNoAxeViolations(page);

    await show.click();
    await expect(sheet(page)).toBeHidden();
    await expect(opener(page)).toHaveText('Filters (2)');
    await expect(opener(page)).toBeFocused();
    await expect(count(page)).toHaveText('5 products');
    await expect(cards(page)).toHaveCount(5);
    expect(problems).toEqual([]);
  });

  test('focus stays in the sheet, Escape closes it, and the page behind does not scroll', async ({ page }) => {
    await openTablets(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await opener(page).click();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    // Backwards from the first control goes round to the last, forwards from the last to the first.
    await page.keyboard.press('Shift+Tab');
    await expect(sheet(page).getByRole('button', { name: /^Show \d+ results$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.locator('.facet-groups').evaluate((groups) => groups.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('the close button closes the sheet, and a wider screen shows the facets as a column again', async ({ page }) => {
    await openTablets(page);
    await opener(page).click();
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(sheet(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();

    await opener(page).click();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(facet(page, 'Brand')).toBeVisible();
    await expect(opener(page)).toBeHidden();
  });
});

test('chips: each filter on is a button that removes it, and Clear all removes them all', async ({ page }) => {
  await openTablets(page, '?brand=Apple&s-storage=128&sort=price-desc&lang=en');
  await expect(count(page)).toHaveText('5 products');
  const chips = page.getByRole('list', { name: 'Filters on' });
  await expect(chips.getByRole('button')).toHaveText([/Apple/, /Storage: 128/, 'Clear all']);
  await chips.getByRole('button', { name: 'Remove Apple' }).click();
  await expect(count(page)).toHaveText('20 products');
  await expect(page).not.toHaveURL(/brand=/);
  await expect(opener(page)).toHaveText('Filters (1)');
  // Focus moves to the next chip, not to the top of the page.
  await expect(chips.getByRole('button', { name: /Remove Storage/ })).toBeFocused();

  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(count(page)).toHaveText('60 products');
  await expect(chips).toHaveCount(0);
  await expect(count(page)).toBeFocused();
  // Clearing the filters keeps the sort.
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(opener(page)).toHaveText('Filters');
});

test('typed min and max prices narrow the list, go to the URL and come back with it; what cannot be read is said', async ({ page }) => {
  await openTablets(page);
  await opener(page).click();
  const price = facet(page, 'Price');
  const min = price.getByLabel('Min (€)');
  const max = price.getByLabel('Max (€)');

  await min.fill('400');
  await max.fill('300');
  await price.getByRole('button', { name: 'Apply' }).click();
  await expect(price.getByText('The minimum is above the maximum.')).toBeVisible();
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/price-/);

  await max.fill('abc');
  await max.press('Enter');
  await expect(price.getByText('Enter a whole amount, such as 250.')).toBeVisible();
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await expect(min).not.toHaveAttribute('aria-invalid');

  await min.fill('300');
  await max.fill('400');
  await max.press('Enter');
  await expect(page).toHaveURL(/price-min=300&price-max=400/);
  await expect(price.locator('#price-bounds-error')).toBeEmpty();
  await expect(max).not.toHaveAttribute('aria-invalid');
  const show = sheet(page).getByRole('button', { name: /^Show \d+ results?$/ });
  await expect(show).not.toHaveText('Show 60 results');
  const shown = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
  await show.click();
  await expect(count(page)).toHaveText(`${shown} products`);
  await expect(cards(page)).toHaveCount(shown);
  for (const text of await page.locator('.grid .card-price').allTextContents()) {
    const amount = Number(text.replace(/[^\d.]/g, ''));
    expect(amount >= 300 && amount <= 400, text).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Remove Price: €300.00 – €400.00' })).toBeVisible();

  // Leaving the fields applies them as well.
  await opener(page).click();
  await max.fill('');
  await sheet(page).getByRole('button', { name: /^Show/ }).focus();
  await expect(page).toHaveURL(/price-min=300(&|$)/);
  await expect(page).not.toHaveURL(/price-max/);
  await sheet(page).getByRole('button', { name: /^Show/ }).click();
  await expect(page.getByRole('button', { name: 'Remove Price: from €300.00' })).toBeVisible();
  const wider = Number(/\d+/.exec((await count(page).textContent()) ?? '')?.[0]);
  expect(wider).toBeGreaterThan(shown);

  await page.reload();
  await waitForHydration(page);
  await expect(count(page)).toHaveText(`${wider} products`);
  await opener(page).click();
  await expect(price.getByLabel('Min (€)')).toHaveValue('300');
  await expect(price.getByLabel('Max (€)')).toHaveValue('');
});

for (const [name, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`Back from a product returns to where the list was left, filtered or not (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const [query, shown] of [
      ['', '60 products'],
      ['?s-storage=128&s-storage=256&sort=newest&lang=en', '40 products'],
    ] as const) {
      await expectBackToSamePlace(page, `${MNE}${TABLETS}${query}`, 29, () => expect(count(page)).toHaveText(shown));
    }
  });
}
