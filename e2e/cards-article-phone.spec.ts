import type { Locator, Page } from '@playwright/test';
import { stamp } from '../src/lib/stamp.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const PHONES = '/en/telefoni/mobilni/pametni-telefoni';
const TABLETS = '/en/racunari/prenosni/tableti';
const GALAXY = `${PHONES}/1-samsung-galaxy-s24-128-gb`;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Top edges, in page pixels, of each element `locator` finds. */
const tops = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));

/** Lines of text an element lays out, at its own line height. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));

/**
 * Serves the category page with one product renamed, in its HTML and its `_payload.json` alike,
 * the page's stamp of its files made again: as a catalogue with that name would be built.
 */
async function renameInCategory(page: Page, from: string, to: string): Promise<void> {
  const payload = (async () => {
    const response = await page.request.get(`${MNE}${PHONES}/_payload.json`);
    return (await response.text()).replaceAll(from, to);
  })();
  await page.route(`${MNE}${PHONES}/_payload.json`, async (route) =>
    route.fulfill({ contentType: 'application/json', body: await payload }),
  );
  await page.route(`${MNE}${PHONES}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll(from, to);
    const nav = /data-nav="([^"]+)"/.exec(html)?.[1] as string;
    const menu = await (await page.request.get(`${MNE}${nav}`)).text();
    await route.fulfill({ response, body: html.replace(/data-stamp="[^"]*"/, `data-stamp="${stamp((await payload) + menu)}"`) });
  });
}

test('cards of a row keep their prices and buttons level whatever their names, names on two lines at most', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await renameInCategory(page, 'Apple iPhone 15 128 GB', 'iPhone');
  await page.goto(`${MNE}${PHONES}`);
  await waitForHydration(page);
  const cards = page.locator('.grid .card');
  // The hostile phone, the iPhone and the Galaxy's family.
  await expect(cards).toHaveCount(3);
  const names = cards.locator('.card-name');
  const texts = await names.allTextContents();
  expect(new Set(texts.map((text) => text.length)).size).toBeGreaterThanOrEqual(3);

  for (const part of ['.compare-toggle', '.follow-toggle', '.card-price', '.card-shops']) {
    const [first, ...rest] = await tops(cards.locator(part));
    for (const top of rest) expect(Math.abs(top - (first as number)), part).toBeLessThanOrEqual(1);
  }
  for (const index of texts.keys()) expect(await lines(names.nth(index))).toBeLessThanOrEqual(2);

  // The hostile product's long name is cut visually; its link still has the whole name, and so has its title.
  const long = texts.find((text) => text.length > 40) as string;
  const longName = names.filter({ hasText: long });
  await expect(page.getByRole('link', { name: long })).toBeVisible();
  await expect(longName).toHaveAttribute('title', long);
  expect(await longName.evaluate((element) => element.scrollHeight > element.clientHeight + 1)).toBe(true);
  expect(problems).toEqual([]);
});

test('a card shows its product key specs, in the page language, after filtering too', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  // Tablet 21: 256 GB, a 10.9-inch screen, 4 GB of RAM (fixture-tablets.ts).
  const card = (name: string) => page.locator('.grid .card').filter({ has: page.getByText(name, { exact: true }) });
  await expect(card('Apple Tab 21 256 GB').locator('.card-specs li')).toHaveText(['256 GB', '4 GB RAM', '10.9"']);

  // Filtered, the cards come from the category's list file.
  await page.getByRole('group', { name: 'Brand' }).getByLabel('Lenovo').check();
  await expect(page.locator('#results-count')).toHaveText('15 products');
  await expect(card('Lenovo Tab 7 64 GB').locator('.card-specs li')).toHaveText(['64 GB', '8 GB RAM', '8.7"']);

  await page.goto(`${MNE}/de/racunari/prenosni/tableti`);
  await waitForHydration(page);
  await expect(card('Apple Tab 21 256 GB').locator('.card-specs li')).toHaveText(['256 GB', '4 GB RAM', '10,9"']);
  await expectNoAxeViolations(page, '.grid');
  expect(problems).toEqual([]);
});

test('on a phone the best offers come right under the price, labelled, with a way to all of them', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  // A visit hours after the catalogue's newest feeds: the offers are confirmed (no staleness notes).
  await page.clock.setFixedTime(new Date('2026-11-20T09:00:00.000Z'));
  await page.goto(`${MNE}${GALAXY}`);
  await waitForHydration(page);
  const best = page.getByRole('region', { name: 'Best offers' });
  const rows = best.getByRole('listitem');
  // Uvoz BA's cheaper offer is out of stock: the buyable ones, cheapest total first.
  await expect(rows.locator('.best-offer-shop')).toHaveText(['Mega Market', 'Tehno ME']);
  const first = rows.first();
  await expect(first.locator('dt')).toHaveText(['Total', 'Shipping']);
  await expect(first.locator('dd')).toHaveText(['€774.00', '€5.00']);
  await expect(rows.nth(1).locator('dd')).toHaveText(['€799.00', 'Free']);
  const link = first.getByRole('link', { name: /Go to shop.*Mega Market/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/mega-me\.example\//);
  const box = await link.boundingBox();
  expect(box?.y).toBeLessThan(1000);
  expect((await page.locator('.price.big').boundingBox())?.y).toBeLessThan(box?.y as number);

  // Headings in reading order: the best offers before the price check, the full table after the chart.
  await expect(page.locator('main h1, main h2')).toHaveText([
    'Samsung Galaxy S24 128 GB',
    'Variants',
    'Best offers',
    'Is this a good price?',
    'Price history',
    'Offers',
    'Specifications',
  ]);
  await best.getByRole('link', { name: 'All offers (3)' }).click();
  await expect(page).toHaveURL(/#offers$/);
  await expect(page.getByRole('heading', { name: 'Offers', exact: true })).toBeInViewport();
  await expectNoAxeViolations(page, '.article-top');
  expect(problems).toEqual([]);
});

for (const screen of [PHONE, DESKTOP]) {
  test(`the product picture's box fits the picture, no empty bands (${screen.width} px)`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto(`${MNE}${GALAXY}`);
    await waitForHydration(page);
    const image = page.locator('.article-image');
    await expect(image).toHaveJSProperty('complete', true);
    const { box, drawn } = await image.evaluate((element: HTMLImageElement) => {
      // object-fit: contain draws the picture at the largest scale that fits the box.
      const scale = Math.min(element.clientWidth / element.naturalWidth, element.clientHeight / element.naturalHeight);
      return { box: element.getBoundingClientRect().height, drawn: element.naturalHeight * scale };
    });
    expect(drawn).toBeGreaterThan(100);
    expect(box).toBeLessThanOrEqual(drawn + 32);
  });
}
