import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { BIH_PORT, MNE_PORT } from './ports.ts';

/** The fixture sites as `npm run test:fixture` builds them, served by the config's web server. */
export const MNE = `http://127.0.0.1:${MNE_PORT}`;
export const BIH = `http://127.0.0.1:${BIH_PORT}`;
/** The same sites under their own host names (tests that use them route them to 127.0.0.1). */
export const MNE_HOST = `http://cjenovnik.me:${MNE_PORT}`;
export const BIH_HOST = `http://cjenovnik.ba:${BIH_PORT}`;

/** The consent cookie value for the current groups. */
export const GROUPS_KEY = 'websitemixpanelgtmcloudflare';
export const ANALYTICS_HOSTS =
  /^https:\/\/(api-js\.mixpanel\.com|static\.cloudflareinsights\.com|cloudflareinsights\.com|www\.googletagmanager\.com)\//;

/** Reports every `securitypolicyviolation` of every document the page loads. */
function recordCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
    report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}`);
  });
}

/**
 * Lets the violation reports of `page` so far come in: they are dispatched after the event, a
 * task later, and reach the test through `exposeFunction`, so one round trip that waits for a
 * frame passes them. A page that is closed or navigating has nothing more to say.
 */
export async function settleCspReports(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))).catch(() => {});
}

/**
 * Every page: third-party hosts answered locally (nothing leaves the machine), and unless a
 * test asks for `consent: 'none'`, consent already given for the website group only, so the
 * forced modal stays away and no analytics start. The sites are served with their built
 * `_headers`; any Content Security Policy violation fails the test.
 */
export const test = base.extend<{ consent: 'website-only' | 'none'; cspViolations: string[] }>({
  consent: ['website-only', { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  cspViolations: async ({}, use) => use([]),
  page: async ({ page, consent, cspViolations }, use) => {
    await page.exposeFunction('__cspViolation', (text: string) => cspViolations.push(text));
    await page.addInitScript(recordCspViolations);
    await page.route(ANALYTICS_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    if (consent === 'website-only') {
      await page.context().addCookies(
        [MNE, BIH].flatMap((url) => [
          { name: 'ncc_c', value: GROUPS_KEY, url },
          { name: 'ncc_e', value: 'website', url },
        ]),
      );
    }
    await use(page);
    await settleCspReports(page);
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

/** A product's follow button, followed or not (its label says which: "Follow" or "Following"). */
export function followButton(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(`^(Follow|Following) ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

/**
 * Answers the sites' own host names (`cjenovnik.me:<port>`, matched by `hosts`) from the local
 * servers. A request the page dropped by moving on (its response disposed) is let go: nobody
 * waits for it any more.
 */
export async function serveHostNames(page: Page, hosts: RegExp): Promise<void> {
  await page.route(hosts, async (route) => {
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    try {
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    } catch (error) {
      if (!String(error).includes('disposed')) throw error;
    }
  });
}

/** Collects console errors and warnings (hydration mismatches are reported there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the page (the layout marks it once it runs). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
