import type { Page } from '@playwright/test';
import { HOSTILE_PATHS } from '../scripts/fixture/hostile.ts';
import { localizedPath } from '../src/lib/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { PAGE_TYPES } from './page-types.ts';
import { BIH, expect, MNE, test, waitForHydration } from './sites.ts';

const SITES = [
  ['MNE', MNE],
  ['BIH', BIH],
] as const;

/** Opens a page; a saved sr choice keeps the root from redirecting to the site's default language. */
async function open(page: Page, origin: string, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'sr', url: origin }]);
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  if (path.includes('/search?')) await expect(page.locator('.card').first()).toBeVisible();
  if (path.includes('/compare?')) await expect(page.getByRole('table')).toBeVisible();
  if (path.endsWith('/watchlist')) await expect(page.locator('.watchlist-page [aria-busy]')).toHaveCount(0);
}

for (const [siteName, origin] of SITES) {
  for (const { type, path: unprefixed } of PAGE_TYPES) {
    for (const locale of ['en', 'sr'] as const) {
      const path = localizedPath(unprefixed, locale);

      test(`${siteName} ${type} ${path} after consent`, async ({ page }) => {
        await open(page, origin, path);
        await expect(page.locator('.consent-reopen')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    const path = localizedPath(unprefixed, 'en');
    test.describe(() => {
      test.use({ consent: 'none' });

      test(`${siteName} ${type} ${path} with the forced consent modal`, async ({ page }) => {
        await open(page, origin, path);
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`${siteName} ${type} ${path} with the consent banner`, async ({ page }) => {
        // Consent given for another set of groups is void: the banner asks again.
        await page.context().addCookies([{ name: 'ncc_c', value: 'websitemixpanel', url: origin }]);
        await open(page, origin, path);
        await expect(page.locator('.consent-banner')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}

for (const [siteName, origin] of SITES) {
  test(`${siteName} /en/ with the settings reopened after consent`, async ({ page }) => {
    await open(page, origin, '/en/');
    await page.locator('.consent-reopen').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const locale of ['sr', 'en'] as const) {
    // A static page without scripts: no consent UI, nothing to wait for.
    test(`${siteName} ${localizedPath('/500.html', locale)}`, async ({ page }) => {
      await page.goto(`${origin}${localizedPath('/500.html', locale)}`);
      await expectNoAxeViolations(page);
    });
  }
}

// Reflow (WCAG 1.4.10), which axe does not check: at 320 CSS pixels nothing scrolls sideways,
// not even the hostile catalogue's long unbroken names, brands and specs.
for (const [siteName, origin] of SITES) {
  test(`${siteName} every page type reflows at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const paths = [...PAGE_TYPES.map(({ path }) => path), ...HOSTILE_PATHS].map((path) => localizedPath(path, 'en'));
    for (const path of paths) {
      await open(page, origin, path);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths, `${path}: page width, viewport width`).toEqual([widths[1], widths[1]]);
    }
  });
}
