import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawGet as rawGetFrom } from './raw-get.ts';
import { serveStatic } from './static-server.ts';

let root = '';
let server: Server;
let base = '';
const rawGet = (path: string) => rawGetFrom(base, path);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cjenovnik-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'en'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>sr 404</title>');
  writeFileSync(join(root, 'en/404.html'), '<!doctype html><title>en 404</title>');
  writeFileSync(join(root, 'assets/entry-AbC123.js'), 'console.log(1)');
  writeFileSync(join(root, 'en/feed.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"/>');
  writeFileSync(
    join(root, '_headers'),
    [
      '# test',
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/*/feed.xml',
      '  Content-Type: application/atom+xml; charset=utf-8',
      '',
    ].join('\n'),
  );
  server = serveStatic(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

test('a request target that is not a path is answered 400 and the server keeps serving', async () => {
  for (const target of ['*', 'localhost:80', 'evil.example/']) expect((await rawGet(target)).status, target).toBe(400);
  expect((await rawGet('//[')).status).toBe(404);
  expect((await rawGet('/%')).status).toBe(404);
  expect((await fetch(`${base}/`)).status).toBe(200);
});

test('a target starting with // is a path, never a host: //evil.example/en/ is a missing page', async () => {
  const response = await rawGet('//evil.example/en/');
  expect(response.status).toBe(404);
  expect(response.body).toContain('sr 404');
  // The absolute form (RFC 9112 section 3.2.2) names the host itself; the path is still a path.
  expect((await rawGet(`${base}//evil.example/en/`)).status).toBe(404);
  expect((await rawGet(`${base}/en/`)).status).toBe(404);
  expect((await rawGet(`${base}/`)).status).toBe(200);
});

test('only a hashed asset that exists is cached for a year; a missing one is a 404 no cache keeps', async () => {
  const asset = await fetch(`${base}/assets/entry-AbC123.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const missing = await fetch(`${base}/assets/entry-Gone99.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toMatch(/^no-(store|cache)$/);
  expect((await fetch(`${base}/en/nothing`)).headers.get('cache-control')).toMatch(/^no-(store|cache)$/);
  expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
});

test("the site's _headers may type a file (an Atom feed); a missing one is still an HTML 404", async () => {
  const feed = await fetch(`${base}/en/feed.xml`);
  expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const missing = await fetch(`${base}/en/telefoni/feed.xml`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
});

test('a missing page gets the nearest 404.html', async () => {
  const response = await fetch(`${base}/en/no/such/page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('en 404');
});

test("every response carries the site's _headers, which itself is not served", async () => {
  for (const path of ['/', '/assets/entry-AbC123.js', '/en/nothing']) {
    const response = await fetch(`${base}${path}`);
    expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
  for (const path of ['/_headers', '/%5Fheaders', '/%5fheaders', '/%5F%68eaders', '/en/../_headers', '/en/%2e%2e/_headers', '//_headers']) {
    const response = await rawGet(path);
    expect(response.status, path).toBe(404);
    expect(response.body, path).not.toContain('Content-Security-Policy');
  }
});

test('with notFound: root, every missing path gets the root 404.html, as Netlify and GitHub Pages answer', async () => {
  const only = serveStatic(root, { notFound: 'root' });
  await new Promise<void>((resolve) => only.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(only.address() as AddressInfo).port}/en/no/such/page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('sr 404');
  await new Promise((resolve) => only.close(resolve));
});
