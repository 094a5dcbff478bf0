import type { Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const TABLETS = '/en/racunari/prenosni/tableti';

const count = (page: Page) => page.locator('#results-count');
const delivery = (page: Page) => page.getByRole('group', { name: 'Delivery' });
const chips = (page: Page) => page.getByRole('list', { name: 'Filters on' });

test('"delivers within N days" narrows the tablets, another choice replaces it, and its chip removes it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${TABLETS}`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText('60 products');

  // Uvoz BA delivers in 1 working day, Mega Market in 2, Tehno ME in 1-3; out-of-stock tablets count for none.
  await delivery(page).getByLabel('Within 2 working days').check();
  await expect(count(page)).toHaveText('32 products');
  await expect(page).toHaveURL(/[?&]delivery=2(&|$)/);
  await delivery(page).getByLabel('Within 1 working day').check();
  await expect(count(page)).toHaveText('16 products');
  await expect(delivery(page).getByLabel('Within 2 working days')).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]delivery=1(&|$)/);

  await chips(page).getByRole('button', { name: 'Remove Within 1 working day' }).click();
  await expect(count(page)).toHaveText('60 products');
  await expect(delivery(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/delivery=/);
  expect(problems).toEqual([]);
});
