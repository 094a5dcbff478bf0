import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DIR } from '../scripts/fixture/fixture-dir.ts';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';

const SMARTPHONES = '/en/telefoni/mobilni/pametni-telefoni';
const GALAXY = `${SMARTPHONES}/1-samsung-galaxy-s24-128-gb`;
/** The Galaxy's address before it was renamed (the fixture's former addresses). */
const FORMER = `${SMARTPHONES}/1-galaxy-s24`;

test("a product's former address takes the visitor to its page, as the host answers it (a 301)", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${MNE}${FORMER}`);
  await expect(page).toHaveURL(new RegExp(`${GALAXY}(\\?lang=en)?$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24 128 GB');
  expect(problems).toEqual([]);
});

test('on a host that does not read _redirects, the page at the former address sends the browser on by itself', async ({ page }) => {
  // The host answers with the file the build wrote there, as a plain static host would.
  const html = readFileSync(join(FIXTURE_DIR, 'dist/cjenovnik.me', FORMER, 'index.html'), 'utf8');
  await page.route(`${MNE}${FORMER}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${MNE}${FORMER}`);
  await expect(page).toHaveURL(new RegExp(`${GALAXY}(\\?lang=en)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S24 128 GB');
});
