import { BIH, expect, test, waitForHydration } from './sites.ts';

const NOKIA = '/en/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

test('an offer "checked 5 days ago" by the visitor\'s clock is marked stale, though the page was made before it was', async ({ page }) => {
  const prerendered = await (await page.request.get(`${BIH}${NOKIA}`)).text();
  // Tehno BA's offer was in its shop's latest feed when the page was made: not stale then.
  expect(prerendered.match(/class="stale-label"/g)).toHaveLength(1);
  await page.clock.setFixedTime(new Date('2026-11-25T09:00:00.000Z'));
  await page.goto(`${BIH}${NOKIA}`);
  await waitForHydration(page);
  const tehno = page.locator('table.offers tbody tr').filter({ hasText: 'Tehno BA' });
  await expect(tehno.locator('time.checked')).toHaveText('Checked 5 days ago');
  await expect(tehno.locator('.stale-label')).toHaveText('Not confirmed for over 3 days');
});
