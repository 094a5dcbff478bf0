import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';

test('the chart hydrates from its own chunk; ranges switch the path and the axis', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const chart = page.locator('section.price-chart');
  const year = chart.getByRole('button', { name: '1 year' });
  await expect(year).toBeEnabled();
  const market = chart.locator('path.line-market');
  const quarterPath = await market.getAttribute('d');
  const quarterTicks = await chart.locator('.chart-grid text').allTextContents();
  await expect(chart.locator('.atl-mark')).toHaveCount(0);
  await year.click();
  await expect(year).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByRole('button', { name: '3 months' })).toHaveAttribute('aria-pressed', 'false');
  await expect(market).not.toHaveAttribute('d', quarterPath ?? '');
  await expect(chart.locator('svg.chart')).toHaveAttribute('aria-label', 'Lowest price per day, 1 year');
  // The all-time low (1 June) is inside a year: its point is drawn.
  await expect(chart.locator('.atl-mark')).toHaveCount(1);
  expect(await chart.locator('.chart-grid text').allTextContents()).not.toEqual(quarterTicks);
  await chart.getByRole('button', { name: '1 month' }).click();
  await expect(chart.locator('.chart-table tbody tr').first().locator('th')).toHaveText('10/22/2026');
  expect(problems).toEqual([]);
});

test('arrow keys move the tooltip day by day; it shows the date, the lowest price and its shop', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const chart = page.locator('section.price-chart');
  await expect(chart.getByRole('button', { name: '1 year' })).toBeEnabled();
  const slider = chart.getByRole('slider');
  await slider.focus();
  await slider.press('End');
  const tooltip = chart.locator('.chart-tooltip');
  await expect(tooltip).toHaveText('11/20/2026€499.00Tehno ME');
  await slider.press('ArrowLeft');
  await expect(tooltip.locator('.tip-date')).toHaveText('11/19/2026');
  await expect(slider).toHaveAttribute('aria-valuetext', '11/19/2026: €499.00, Tehno ME');
  await slider.press('ArrowRight');
  await expect(tooltip.locator('.tip-date')).toHaveText('11/20/2026');
  // September was out of stock everywhere.
  await chart.getByRole('button', { name: '3 months' }).click();
  await slider.press('Home');
  for (let step = 0; step < 15; step += 1) await slider.press('ArrowRight');
  await expect(tooltip).toHaveText('09/06/2026Not in stock anywhere');
  await slider.blur();
  await expect(tooltip).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a pointer over the chart shows the tooltip; a shop toggle hides and shows its line', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const chart = page.locator('section.price-chart');
  const toggle = chart.locator('.chart-shops').getByRole('button', { name: 'Tehno ME' });
  await expect(toggle).toBeEnabled();
  await chart.locator('svg.chart').hover();
  await expect(chart.locator('.chart-tooltip .tip-date')).toHaveCount(1);
  await expect(chart.locator('path.line-shop')).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(chart.locator('path.line-shop')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.locator('path.line-shop')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('when the chart chunk cannot load, the prerendered chart stays and the page does not fail', async ({ page }) => {
  await page.route(/\/assets\/price-chart-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${MNE}/en${LENOVO}`);
  await waitForHydration(page);
  const chart = page.locator('section.price-chart');
  await expect(chart.locator('svg.chart path.line-market')).toHaveCount(1);
  await expect(chart.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('h1')).toHaveText('Lenovo IdeaPad Slim 3');
});

test('the disclosures of a product page are at least 24 px high, "the price history as a table" too', async ({ page }) => {
  await page.goto(`${MNE}/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3`);
  await waitForHydration(page);
  const heights = await page
    .locator('main summary')
    .evaluateAll((summaries) => summaries.map((summary) => [summary.textContent, summary.getBoundingClientRect().height] as const));
  expect(heights.map(([text]) => text)).toContain('The price history as a table');
  for (const [text, height] of heights) expect(height, `${text}`).toBeGreaterThanOrEqual(24);
});
