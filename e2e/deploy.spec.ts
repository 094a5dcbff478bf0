import type { Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Full page loads (documents) the page asks for from now on. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** URLs of the requests from now on whose URL contains `part`. */
function recordRequests(page: Page, part: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

/**
 * Counts, in the page, the answers of `builds/latest.json` a script has read. The build watch
 * acts on an answer in the microtasks right after reading it, so once the count shows in a
 * later evaluation, the build has been marked outdated or not.
 */
async function countLatestReads(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`.
    const read = Response.prototype.text;
    Response.prototype.text = async function (this: Response) {
      const body = await read.call(this);
      const counter = window as unknown as { latestReads?: number };
      if (this.url.includes('/builds/latest.json')) counter.latestReads = (counter.latestReads ?? 0) + 1;
      return body;
    };
  });
  return () => page.evaluate(() => (window as unknown as { latestReads?: number }).latestReads ?? 0);
}

/**
 * Advances the page's installed clock a second at a time until `started` says the build
 * watch runs: it starts from an idle callback and a chunk import, which take real time too.
 */
async function runClockUntil(page: Page, started: () => boolean): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return started();
    })
    .toBe(true);
}

test('the build id is in the page, and its meta file is fetched 1 s after the page is idle', async ({ page }) => {
  const metas: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/builds/meta/')) metas.push(Date.now());
  });
  const started = Date.now();
  await page.goto(`${MNE}/en/`);
  const { buildId } = await page.evaluate(() => JSON.parse(document.getElementById('__ctx')?.textContent ?? '{}') as { buildId: string });
  expect(buildId).toMatch(/^[0-9a-f]{16}$/);
  const latest = await (await page.request.get(`${MNE}/builds/latest.json`)).json();
  expect(latest.id).toBe(buildId);
  await expect.poll(() => metas.length, { timeout: 5000 }).toBe(1);
  expect((metas[0] as number) - started).toBeGreaterThanOrEqual(1000);
});

test('on a slow-2g connection the meta file is not fetched', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' } }));
  const latestReads = await countLatestReads(page);
  const metas = recordRequests(page, '/builds/meta/');
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  // The hourly check is read an hour after the watch started, long after the 1 s at which the
  // meta file would have been asked for: the positive sign that the watch has decided.
  await expect
    .poll(async () => {
      await page.clock.runFor(HOUR_MS);
      return latestReads();
    })
    .toBeGreaterThan(0);
  expect(metas).toEqual([]);
});

test('a new build id makes the next client navigation a full page load', async ({ page }) => {
  await page.clock.install();
  const latestReads = await countLatestReads(page);
  const metas = recordRequests(page, '/builds/meta/');
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'newer-build', timestamp: Date.now() } }));
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  const documents = recordDocuments(page);
  // The watch runs once it has asked for this build's meta file; an hour later it asks for
  // latest.json, and the click waits until that answer has been read (and so acted on).
  await runClockUntil(page, () => metas.length > 0);
  await page.clock.runFor(HOUR_MS);
  await expect.poll(latestReads).toBe(1);
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  expect(documents).toEqual(['/en/telefoni']);
});

test('the reload guard never loads the same path twice within 10 s', async ({ page }) => {
  // This build's meta is gone: a newer deployment replaced it, on every load.
  let metaAnswers = 0;
  await page.route('**/builds/meta/**', (route) => {
    metaAnswers += 1;
    return route.fulfill({ status: 404, body: '' });
  });
  const seesNewBuild = async (loads: number) => expect.poll(() => metaAnswers, { timeout: 10_000 }).toBe(loads);
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  const documents = recordDocuments(page);
  await seesNewBuild(1);
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page).toHaveURL(/\/en\/telefoni\?lang=en$/);
  await waitForHydration(page);
  await seesNewBuild(2);
  await page.locator('.breadcrumb a').first().click();
  await expect(page).toHaveURL(/\/en\/\?lang=en$/);
  await waitForHydration(page);
  await seesNewBuild(3);
  // Back to /en/telefoni within 10 s of its full load: a client navigation this time.
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  expect(documents).toEqual(['/en/telefoni', '/en/']);
});

test('a chunk that fails to load makes a full page load of the target, once', async ({ page }) => {
  await page.route(/\/assets\/de-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en/telefoni`);
  await waitForHydration(page);
  const documents = recordDocuments(page);
  await page.locator('.language summary').click();
  await page.locator('.language a', { hasText: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/telefoni\?lang=de$/);
  await waitForHydration(page);
  expect(documents).toEqual(['/de/telefoni']);
});

test('a failed payload fetch logs a warning and shows the error page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.route('**/telefoni/_payload.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '503');
  await expect(page.locator('h1')).toHaveText('Internal Server Error');
  expect(problems).toContain('warning: Could not load /en/telefoni/_payload.json: 503');
});

test('the loading bar waits 200 ms before it shows, and is 3 px high', async ({ page }) => {
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { barSeen: number[] }).barSeen = seen;
    const start = performance.now();
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-bar"]') && seen.length === 0) seen.push(performance.now() - start);
    }).observe(document.body, { childList: true, subtree: true });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/telefoni/_payload.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(3);
  const shownAfter = await page.evaluate(() => (window as unknown as { barSeen: number[] }).barSeen[0] as number);
  expect(shownAfter).toBeGreaterThanOrEqual(200);
  release();
  await expect(page.locator('h1')).toHaveText('Phones');
  await expect(bar).toHaveCount(0);
});

test('a quick navigation shows no loading bar at all', async ({ page }) => {
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  // Once there and back first: the menu screen's chunk and files are in hand, so the navigation
  // below is quick however busy the machine is (a first one may take longer than the bar waits).
  const heading = await page.locator('h1').textContent();
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(heading ?? '');
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-bar"]')) (window as unknown as { barShown: boolean }).barShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  expect(await page.evaluate(() => (window as unknown as { barShown?: boolean }).barShown ?? false)).toBe(false);
});

test('when a code chunk of this build is gone, the navigation becomes a full page load', async ({ page }) => {
  await page.route(/\/assets\/http-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${MNE}/en/`);
  await waitForHydration(page);
  const documents = recordDocuments(page);
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page).toHaveURL(/\/en\/telefoni\?lang=en$/);
  await expect(page.locator('h1')).toHaveText('Phones');
  expect(documents).toEqual(['/en/telefoni']);
});
