import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readSnapshot } from './catalogue/snapshot.ts';
import { createDevServer } from './dev-server.ts';
import { rawGet } from './raw-get.test-kit.ts';
import { createFixtureCatalogue } from './fixture/fixture-catalogue.ts';
import { loadSites } from '../sites/index.ts';
import { listPages } from './prerender/pages.ts';
import { SiteIndex } from './prerender/site-index.ts';

let base = '';
let close: () => Promise<void> = async () => {};
const catalogue = join(mkdtempSync(join(tmpdir(), 'cjenovnik-dev-')), 'catalogue.db');

beforeAll(async () => {
  createFixtureCatalogue(catalogue).close();
  mkdirSync(join(catalogue, '../images'));
  writeFileSync(join(catalogue, '../images/phone.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const dev = await createDevServer({ catalogue });
  close = dev.close;
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => close());

test('pages are rendered per request from the catalogue, with the client entry for hot reload', async () => {
  const response = await fetch(`${base}/en/telefoni`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1>Phones</h1>');
  expect(html).toContain('/@vite/client');
  expect(html).toContain('src="/pages/entry-client.tsx"');
});

test("payloads are the same builders' output as the prerender writes", async () => {
  const db = (await import('./catalogue/db.ts')).openCatalogue(catalogue, { readonly: true });
  const site = loadSites()[0];
  const expected = [...listPages(new SiteIndex(readSnapshot(db, 'MNE'), site!))].find((page) => page.path === '/en/telefoni')?.payload();
  db.close();
  const response = await fetch(`${base}/en/telefoni/_payload.json`);
  expect(await response.json()).toEqual(expected);
  expect((await fetch(`${base}/en/no-such-menu/_payload.json`)).status).toBe(404);
  expect((await fetch(`${base}/en/no/such/page/at/all`)).status).toBe(404);
});

test("a category's list file is served as the build writes it", async () => {
  const response = await fetch(`${base}/racunari/prenosni/tableti/list.json`);
  expect(response.status).toBe(200);
  expect(((await response.json()) as { items: string[] }).items).toHaveLength(60);
  expect((await fetch(`${base}/racunari/prenosni/no-such/list.json`)).status).toBe(404);
});

test('a feed is served as the build writes it; an unknown one is a 404', async () => {
  const response = await fetch(`${base}/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb/feed.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(await response.text()).toContain('<id>tag:cjenovnik.me,2026:1/tehno-me/drop/2026-11-20T06:00:00.000Z</id>');
  expect((await fetch(`${base}/en/telefoni/mobilni/no-such/feed.xml`)).status).toBe(404);
});

test("a product's open data is served as the build writes it", async () => {
  const product = `${base}/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb`;
  const csv = await fetch(`${product}/history.csv`);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toMatch(/^date,shop,price,sale_price,shipping,currency,availability\r\n/);
  expect(((await (await fetch(`${product}/history.json`)).json()) as { product: { id: number } }).product.id).toBe(1);
  expect((await fetch(`${base}/telefoni/mobilni/pametni-telefoni/99-no-such/history.csv`)).status).toBe(404);
});

test('/images/ (a folder) and a missing image are plain 404s, with no stack trace', async () => {
  expect((await fetch(`${base}/images/phone.svg`)).status).toBe(200);
  for (const path of ['/images/', '/images', '/images/missing.svg']) {
    const response = await rawGet(base, path);
    expect(response.status, path).toBe(404);
    expect(response.body, path).not.toMatch(/Error|\n\s+at /);
  }
});

test('no path form leaves the images folder (sent as written: fetch would resolve the dots first)', async () => {
  for (const path of [
    '/images/..%2fcatalogue.db',
    '/images/%2e%2e/catalogue.db',
    '/images/%2E%2E%2Fcatalogue.db',
    '/images/..%5ccatalogue.db',
  ]) {
    const response = await rawGet(base, path);
    expect(response.status, path).toBe(404);
    expect(response.body, path).not.toContain('SQLite format');
  }
});

test('a target starting with // is a path, never a host: //evil.example/en/telefoni is a missing page', async () => {
  const response = await rawGet(base, '//evil.example/en/telefoni');
  expect(response.status).toBe(404);
  expect(response.body).not.toContain('<h1>Phones</h1>');
  expect((await rawGet(base, '*')).status).toBe(400);
});
