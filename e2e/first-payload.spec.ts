import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const ARTICLE = '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

test('a page fetches its payload and menu once, as its head preloads them, and hydrates without a word in the console', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/_payload.json') || pathname.startsWith('/nav/')) fetched.push(pathname);
  });
  await page.goto(`${MNE}${ARTICLE}`);
  await waitForHydration(page);
  expect(fetched.sort()).toEqual([`${ARTICLE}/_payload.json`, expect.stringMatching(/^\/nav\/en-\w+\.json$/)].sort());
  // The page's own copy is gone: crawlers and the HTML read the page, not its data twice.
  expect(await page.locator('script#__payload').count()).toBe(0);
  await page.locator('nav.breadcrumb a').last().click();
  await expect(page.locator('h1')).not.toHaveText(/Galaxy S24/);
  await expect(page).toHaveURL(/\/en\/telefoni\/mobilni\/pametni-telefoni(\?|$)/);
  expect(problems).toEqual([]);
});

test('a payload that is not the one the page was built from (a newer build) is rendered afresh, not hydrated into the old markup', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.route(`**${ARTICLE}/_payload.json`, async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { product: { name: string } };
    payload.product.name = 'Samsung Galaxy S24 (newer build)';
    await route.fulfill({ response, body: JSON.stringify(payload) });
  });
  await page.goto(`${MNE}${ARTICLE}`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Samsung Galaxy S24 (newer build)');
  expect(problems).toContain(
    `warning: ${ARTICLE}/_payload.json is not the payload this page was built from: the page is rendered again from it`,
  );
  expect(problems.filter((problem) => !problem.startsWith('warning:'))).toEqual([]);
});

test('without its payload the page stays as it was rendered, links working as plain links', async ({ page }) => {
  const problems = watchConsole(page);
  await page.route(`**${ARTICLE}/_payload.json`, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${MNE}${ARTICLE}`);
  await expect(page.locator('h1')).toHaveText(/Samsung Galaxy S24/);
  await expect.poll(() => problems).toContain(`warning: Could not load ${ARTICLE}/_payload.json: 503`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.locator('nav.breadcrumb a').last().click();
  await expect(page).toHaveURL(/\/en\/telefoni\/mobilni\/pametni-telefoni(\?|$)/);
});
