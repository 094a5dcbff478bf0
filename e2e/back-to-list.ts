import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './sites.ts';

/**
 * Opens `url`, waits until `ready` (the list is shown), scrolls the list down as a visitor scrolls
 * (the lists of cards on the way laid out as they come near) until card `index` is a little below
 * the top of the screen or the page ends, opens it, goes Back: the list is where it was left, the
 * card where it was on the screen.
 */
export async function expectBackToSamePlace(page: Page, url: string, index: number, ready: (page: Page) => Promise<void>): Promise<void> {
  const cards = page.locator('.grid .card-name');
  await page.goto(url);
  await waitForHydration(page);
  await ready(page);
  const card = cards.nth(index);
  const name = await card.textContent();
  const scrollY = () => page.evaluate(() => window.scrollY);
  for (let before = -1; ((await card.boundingBox())?.y ?? 0) > 200 && before !== (before = await scrollY());) {
    await page.mouse.wheel(0, 150);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  let left = -1;
  await expect.poll(async () => left === (left = await scrollY())).toBe(true);
  expect(left).toBeGreaterThan(600);
  const top = (await card.boundingBox())?.y ?? NaN;
  await card.click();
  await expect(page.locator('h1')).toHaveText(name ?? '');
  // A new page opens at its top.
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await ready(page);
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), left)).toBeLessThanOrEqual(3);
  await expect(cards.nth(index)).toHaveText(name ?? '');
  // The card is where it was on the screen: the list rendered afresh has every card laid out, none
  // waiting with an estimated room (which would put the restored position off by its error).
  await expect.poll(async () => Math.abs(((await cards.nth(index).boundingBox())?.y ?? NaN) - top)).toBeLessThanOrEqual(3);
  const lists = page.locator('.grid-list');
  expect(await lists.evaluateAll((all) => all.map((list) => getComputedStyle(list).contentVisibility))).toEqual(
    Array.from({ length: await lists.count() }, () => 'visible'),
  );
}
