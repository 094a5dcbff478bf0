import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic } from './static-server.ts';

let root = '';
let server: Server;
let base = '';

/** A raw request: `fetch` would normalise paths such as `//[` before sending them. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/`, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cjenovnik-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'en'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>sr 404</title>');
  writeFileSync(join(root, 'en/404.html'), '<!doctype html><title>en 404</title>');
  writeFileSync(join(root, 'assets/entry-AbC123.js'), 'console.log(1)');
  writeFileSync(
    join(root, '_headers'),
    [
      '# test',
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
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

test('a request target that is no URL is answered 400 and the server keeps serving', async () => {
  expect((await rawGet('//[')).status).toBe(400);
  expect((await rawGet('/%')).status).toBe(404);
  expect((await fetch(`${base}/`)).status).toBe(200);
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
  expect((await fetch(`${base}/_headers`)).status).toBe(404);
});

test('with notFound: root, every missing path gets the root 404.html, as Netlify and GitHub Pages answer', async () => {
  const only = serveStatic(root, { notFound: 'root' });
  await new Promise<void>((resolve) => only.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(only.address() as AddressInfo).port}/en/no/such/page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('sr 404');
  await new Promise((resolve) => only.close(resolve));
});
