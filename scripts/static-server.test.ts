import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawGet as rawGetFrom } from './raw-get.test-kit.ts';
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
  writeFileSync(join(root, '_redirects'), '# test\n/en/old /en/new 301\n/en/old/feed.xml /en/new/feed.xml 301\n');
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

test("_redirects' former addresses answer 301 as the hosts answer them, with or without the final slash; the file is not served", async () => {
  const answers = [];
  for (const path of ['/en/old', '/en/old/', '/en/old/index.html', '/en/old/feed.xml', '/en/older', '/_redirects']) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    answers.push(`${path} ${response.status} ${response.headers.get('location') ?? ''}`.trim());
  }
  expect(answers).toEqual([
    '/en/old 301 /en/new',
    '/en/old/ 301 /en/new',
    '/en/old/index.html 301 /en/new',
    '/en/old/feed.xml 301 /en/new/feed.xml',
    '/en/older 404',
    '/_redirects 404',
  ]);
});

test('with notFound: root, every missing path gets the root 404.html, as Netlify and GitHub Pages answer', async () => {
  const only = serveStatic(root, { notFound: 'root' });
  await new Promise<void>((resolve) => only.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(only.address() as AddressInfo).port}/en/no/such/page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('sr 404');
  await new Promise((resolve) => only.close(resolve));
});

/** Points the link `live` at `target` by renaming a new link over it, as a deployment swaps a site. */
function swapTo(live: string, target: string): void {
  rmSync(`${live}.next`, { force: true });
  symlinkSync(target, `${live}.next`);
  renameSync(`${live}.next`, live);
}

test('a site swapped under thousands of requests: each is answered 200, 404 or 503 and the server keeps serving', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-swap-'));
  for (const build of ['a', 'b']) {
    mkdirSync(join(dir, build));
    writeFileSync(join(dir, build, 'index.html'), `build ${build}`);
  }
  // Only build a has page.html, 404.html and _headers: one checked in a may be read after a swap to b.
  writeFileSync(join(dir, 'a/page.html'), 'page');
  writeFileSync(join(dir, 'a/404.html'), 'a 404');
  writeFileSync(join(dir, 'a/_headers'), '/*\n  X-Build: a\n');
  const live = join(dir, 'live');
  swapTo(live, 'a');
  const swapper = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       const live = process.argv[1];
       for (let n = 0; ; n += 1) {
         fs.symlinkSync(n % 2 ? 'a' : 'b', live + '.next');
         fs.renameSync(live + '.next', live);
         if (n === 2) process.stdout.write('swapping\\n');
       }`,
      live,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => swapper.on('exit', resolve));
  await new Promise((resolve) => swapper.stdout.once('data', resolve));
  const site = serveStatic(live);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const answers = new Map<string, number>();
  try {
    let failed = false;
    const one = async (path: string) => {
      const answer = await fetch(`${siteBase}${path}`, { signal: AbortSignal.timeout(3000) }).then(
        async (response) => `${response.status}${(await response.text()) ? '' : ' with no body'}`,
        (error: Error) => `${error.name}: ${error.message}`,
      );
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
      if (!/^(200|404|503)$/.test(answer)) failed = true;
    };
    // 3,000 requests, 20 at a time; a request left unanswered ends the loop.
    for (let sent = 0; sent < 3000 && !failed; sent += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => one(['/page.html', '/', '/nothing'][(sent + i) % 3] as string)));
    }
  } finally {
    swapper.kill();
    await exited;
  }
  expect([...answers.keys()].filter((answer) => !/^(200|404|503)$/.test(answer))).toEqual([]);
  expect([...answers.values()].reduce((sum, count) => sum + count, 0)).toBe(3000);
  // The root link is followed on every request, not once at the start.
  swapTo(live, 'b');
  expect(await (await fetch(`${siteBase}/`)).text()).toBe('build b');
  expect((await fetch(`${siteBase}/page.html`)).status).toBe(404);
  swapTo(live, 'a');
  const page = await fetch(`${siteBase}/page.html`);
  expect([page.status, page.headers.get('x-build'), await page.text()]).toEqual([200, 'a', 'page']);
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
}, 20_000);

test('a symbolic link out of the site is a 404, never the file it names; one to a file inside is served', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-links-'));
  const build = join(dir, 'build');
  mkdirSync(join(build, 'images'), { recursive: true });
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'outside/secret.txt'), 'secret');
  writeFileSync(join(build, 'logo.svg'), '<svg/>');
  symlinkSync('/etc/passwd', join(build, 'images/passwd.svg'));
  symlinkSync('../../outside/secret.txt', join(build, 'images/secret.svg'));
  symlinkSync('../../outside', join(build, 'images/outside'));
  symlinkSync('../logo.svg', join(build, 'images/logo.svg'));
  symlinkSync('../_headers', join(build, 'images/headers.txt'));
  writeFileSync(join(build, '_headers'), '/*\n  X-Secret: headers\n');
  // The root served is itself a link, as the live site is.
  symlinkSync('build', join(dir, 'live'));
  const site = serveStatic(join(dir, 'live'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  for (const path of ['/images/passwd.svg', '/images/secret.svg', '/images/outside/secret.txt', '/images/headers.txt']) {
    const response = await rawGetFrom(siteBase, path);
    expect(response.status, path).toBe(404);
    expect(response.body, path).not.toMatch(/root:|secret|X-Secret/);
  }
  const logo = await rawGetFrom(siteBase, '/images/logo.svg');
  expect([logo.status, logo.body]).toEqual([200, '<svg/>']);
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
