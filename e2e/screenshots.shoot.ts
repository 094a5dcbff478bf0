import { join } from 'node:path';
import { PAGE_STATES, SCREENS } from './page-states.ts';
import { MNE, test, waitForHydration } from './sites.ts';

const OUT = join(import.meta.dirname, '../.tmp/screenshots');
const LOCALES = (process.env.SCREENSHOT_LOCALES ?? 'en,ru,me').split(',');

for (const screen of SCREENS) {
  for (const locale of LOCALES) {
    for (const state of PAGE_STATES) {
      test(`${state.name} ${locale} ${screen.name}`, async ({ page }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await page.goto(`${MNE}/${locale}${state.path}`);
        await waitForHydration(page);
        await state.prepare?.(page, screen.width);
        await page.screenshot({ path: join(OUT, `${state.name}-${locale}-${screen.name}.png`), fullPage: true });
      });
    }
  }
}
