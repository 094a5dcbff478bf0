import { BIH, expect, test, waitForHydration } from './sites.ts';

const NOKIA = '/en/telefoni/mobilni/klasicni-telefoni/4-nokia-3310';

test('an offer "checked 5 days ago" by the visitor\'s clock is marked stale, though the page was made before it was', async ({ page }) => {
  const prerendered = await (await page.request.get(`${BIH}${NOKIA}`)).text();
  // Tehno BA's offer was in its shop's latest feed when the page was made: not stale then; Bosna
  // Shop's is, in its row and among the best offers.
  expect(prerendered.match(/class="stale-label"/g)).toHaveLength(2);
  await page.clock.setFixedTime(new Date('2026-11-25T09:00:00.000Z'));
  await page.goto(`${BIH}${NOKIA}`);
  await waitForHydration(page);
  const tehno = page.locator('table.offers tbody tr').filter({ hasText: 'Tehno BA' });
  await expect(tehno.locator('time.checked')).toHaveText('Checked 5 days ago');
  await expect(tehno.locator('.stale-label')).toHaveText('Not confirmed for over 3 days');
  // The top says so too: the large figure is read with it, and each best offer carries its label.
  expect(prerendered, 'when the page was made, the lowest price was a confirmed one').not.toContain('stale-note');
  await expect(page.locator('.stale-note')).toHaveText('None of these prices has been confirmed by its shop for over 3 days.');
  await expect(page.locator('.best-offer .stale-label')).toHaveText(['Not confirmed for over 3 days', 'Not confirmed for over 3 days']);
});
