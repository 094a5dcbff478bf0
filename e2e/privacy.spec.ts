import { test as base } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const SECTIONS = ['Kept in your browser', 'Measurement, only after you agree', 'Price alerts', 'Shops'];

test('the privacy page, reached from the footer, says section by section what is kept, where and why', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en`);
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy(\?|$)/);
  await expect(page).toHaveTitle('PRIVACY | Cjenovnik.me');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await expect(main.getByRole('region', { name: 'Kept in your browser' }).locator('code')).toHaveText([
    'locale',
    'i18n_redirected',
    'ncc_c',
    'ncc_e',
  ]);
  await expect(main.getByRole('region', { name: 'Price alerts' })).toContainText('None of it goes to shops or to analytics.');
  // The button it sends the visitor to is at the bottom of this page too.
  await expect(main.getByRole('region', { name: SECTIONS[1] })).toContainText('“Cookie settings” at the bottom of every page');
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('the privacy page opened in German is German from the first paint, and hydrates without a mismatch', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/de/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('In Ihrem Browser gespeichert');
  await waitForHydration(page);
  await expect(page.locator('footer').getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/privacy?lang=de');
  expect(problems).toEqual([]);
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  // Plain Playwright: the sites fixture listens for policy violations with a script.
  base('the privacy page shows all of its text', async ({ page }) => {
    await page.goto(`${MNE}/en/privacy`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    await expect(page.getByRole('main')).toContainText('We do not tell shops who you are.');
  });
});
