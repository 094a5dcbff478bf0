import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FIXTURE_DIR } from '../scripts/fixture/fixture-dir.ts';
import { serveStatic } from '../scripts/static-server.ts';
import type { Page } from '@playwright/test';
import { expect, MNE, test, waitForHydration, watchConsole } from './sites.ts';
import { PAGE_HEAD_TAGS } from '../pages/head-apply.ts';

/**
 * Netlify, GitHub Pages and S3 answer every missing path with the root `404.html` (the sr
 * page): under another language's prefix the page must still come out in the URL's language.
 */
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = serveStatic(join(FIXTURE_DIR, 'dist', 'cjenovnik.me'), { notFound: 'root' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the head says: language, title, description and the tags the client replaces (PAGE_HEAD_TAGS). */
function readHead(page: Page) {
  return page.evaluate(
    (selector) => ({
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      tags: [...document.head.querySelectorAll(selector)].map((node) =>
        ['rel', 'hreflang', 'href', 'property', 'content'].map((name) => node.getAttribute(name) ?? '').join(' '),
      ),
    }),
    PAGE_HEAD_TAGS,
  );
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'ncc_c', value: 'websitemixpanelgtmcloudflare', url: origin },
    { name: 'ncc_e', value: 'website', url: origin },
  ]);
});

test('under /ru/ every word of the not-found page is Russian, the address asked for included', async ({ page }) => {
  await page.goto(`${origin}/ru/net-takoj-stranicy`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
  await expect(page.locator('.error-message')).toHaveText('По адресу /ru/net-takoj-stranicy ничего нет.');
  await expect(page.locator('main')).not.toContainText(/not found/i);
});

test('an unknown path under /en/ shows the English not-found page, without a hydration error', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto(`${origin}/en/does-not-exist`);
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<html lang="sr-Latn"');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('.error-message')).toHaveText('Nothing is at /en/does-not-exist.');
  await expect(page.locator('nav.menu a').first()).toHaveText('Phones');
  await expect(page).toHaveTitle('PAGE NOT FOUND | Cjenovnik.me');
  // The links of the page lead on in English.
  await page.locator('nav.menu a', { hasText: 'Phones' }).click();
  await expect(page.locator('h1')).toHaveText('Phones');
  expect(new URL(page.url()).pathname).toBe('/en/telefoni');
  expect(problems.filter((line) => !line.includes('the server responded with a status of 404'))).toEqual([]);
});

test("the client-rendered en page's head is the prerendered en 404.html's: no sr tag stays", async ({ page }) => {
  await page.goto(`${origin}/en/does-not-exist`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const rendered = await readHead(page);
  // The fixture server serves the nearest 404.html, as Cloudflare Pages does: the en one here.
  await page.goto(`${MNE}/en/does-not-exist`);
  await waitForHydration(page);
  expect(rendered).toEqual(await readHead(page));
});

test('an unknown unprefixed path still hydrates the sr page as it is', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${origin}/nema/takve/stranice`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.locator('.error-message')).toHaveText('Na adresi /nema/takve/stranice nema ničega.');
  expect(problems.filter((line) => !line.includes('the server responded with a status of 404'))).toEqual([]);
});
