import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** The fixture sites as `npm run test:fixture` builds them, served by the config's web server. */
export const MNE = 'http://127.0.0.1:4301';
export const BIH = 'http://127.0.0.1:4302';

/** Collects console errors and warnings (hydration mismatches are reported there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the page (the router marks links once it runs). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
