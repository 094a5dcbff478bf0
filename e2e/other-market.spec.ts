import { BIH, expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';

test('the Bosnian lowest shows converted on the Montenegro page, with a link there, after hydration', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}/en${GALAXY}`);
  await waitForHydration(page);
  const line = page.locator('.article-summary .other-market');
  // Bosna Shop's preorder at 1,499.00 KM x 0.51.
  await expect(line).toContainText('Lowest price on cjenovnik.ba €764.49');
  await expect(line.locator('.converted')).toHaveText('converted from BAM 1,499.00');
  await expect(line.getByRole('link', { name: 'View this product on cjenovnik.ba' })).toHaveAttribute(
    'href',
    `https://cjenovnik.ba/en${GALAXY}`,
  );
  expect(problems).toEqual([]);
});

test('after a client navigation from a category page the line comes from the fetched payload and its price file', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${BIH}/ba/racunari/prenosni/laptopovi`);
  await waitForHydration(page);
  await page.locator('.card-link', { hasText: 'Lenovo' }).click();
  await expect(page.locator('h1')).toHaveText('Lenovo IdeaPad Slim 3');
  const line = page.locator('.article-summary .other-market');
  // Tehno ME's 549.00 EUR x 1.96.
  await expect(line).toContainText('Najniža cijena na cjenovnik.me 1.076,04 KM');
  await expect(line.getByRole('link', { name: 'Pogledajte proizvod na cjenovnik.me' })).toHaveAttribute(
    'href',
    `https://cjenovnik.me/ba${LENOVO}`,
  );
  expect(problems).toEqual([]);
});

test('when the price file cannot be read the line keeps its link and the page works on', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let asked = 0;
  await page.route('**/other-market.json', (route) => {
    asked += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto(`${MNE}/en${GALAXY}`);
  await waitForHydration(page);
  await expect.poll(() => asked).toBeGreaterThan(0);
  const line = page.locator('.article-summary .other-market');
  await expect(line.getByRole('link', { name: 'View this product on cjenovnik.ba' })).toBeVisible();
  await expect(line.locator('.other-market-price')).toHaveText('');
  // The rest of the page still answers: the chart's range buttons work after the failed read.
  await page.getByRole('button', { name: '1 year' }).click();
  await expect(page.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
  expect(pageErrors).toEqual([]);
});
