import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_TYPES } from '../../e2e/page-types.ts';
import type { Site } from '../../sites/index.ts';
import { LOCALES, localePrefix } from '../../src/i18n/locales.ts';
import { headerMatcher, parseHeadersFile } from '../prerender/headers-file.ts';
import { BIH, FIXTURE_DIST, MNE } from '../prerender/fixture-output.test-kit.ts';
import { nextBuildDir, publishNextBuild } from '../prerender/incremental/live-site.ts';
import { rawGet } from '../raw-get.test-kit.ts';
import { nginxBlock, serverFor, startNginx, type RunningNginx } from './nginx-server.test-kit.ts';

/**
 * The nginx server block of docs/operations.md, as operators copy it, run by Debian's nginx
 * over the fixture sites (`npm test` builds them first): every answer is compared with what
 * the site's `_headers` gives for that path.
 */
const OPERATIONS = fileURLToPath(new URL('../../docs/operations.md', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir = '';
let nginx: RunningNginx | undefined;
/** Each site's address, and the address of the Montenegro site served from a dist folder of the test's own. */
const bases = new Map<Site, string>();
let switchBase = '';
let switchDist = '';

beforeAll(async () => {
  for (const site of [MNE, BIH]) {
    const live = join(FIXTURE_DIST, site.domain);
    if (!lstatSync(live, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new Error(`${live} is not the live link. Build the fixture: npx tsx scripts/fixture/build-fixture.ts`);
  }
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-nginx-'));
  // The switch is tried on a dist folder of its own: the fixture's is read by other tests meanwhile.
  switchDist = join(dir, 'dist');
  mkdirSync(switchDist);
  symlinkSync(realpathSync(join(FIXTURE_DIST, MNE.domain)), join(switchDist, MNE.domain));
  for (const conf of ['nginx.conf', 'redirects.nginx.conf'])
    copyFileSync(join(FIXTURE_DIST, `${MNE.domain}.${conf}`), join(switchDist, `${MNE.domain}.${conf}`));

  const block = nginxBlock(readFileSync(OPERATIONS, 'utf8'));
  nginx = await startNginx(dir, 3, ([mne = 0, bih = 0, other = 0]) => [
    serverFor(block, FIXTURE_DIST, MNE.domain, mne),
    serverFor(block, FIXTURE_DIST, BIH.domain, bih),
    serverFor(block, switchDist, MNE.domain, other),
  ]);
  const [mne, bih, other] = nginx.ports;
  bases.set(MNE, `http://127.0.0.1:${mne}`).set(BIH, `http://127.0.0.1:${bih}`);
  switchBase = `http://127.0.0.1:${other}`;
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each([MNE, BIH])('nginx, documented block: $domain', (site) => {
  const siteDir = join(FIXTURE_DIST, site.domain);
  const expectedHeaders = headerMatcher(parseHeadersFile(readFileSync(join(siteDir, '_headers'), 'utf8')));
  const file = (...parts: string[]) => readFileSync(join(siteDir, ...parts), 'utf8');
  const get = (path: string) => fetch(`${bases.get(site)}${path}`, { redirect: 'manual' });

  /**
   * What is wrong with the answer to `path`: its status, a header of `_headers` for that path
   * that is missing or differs (a second copy of a header shows as a joined value), and its
   * Cache-Control: `_headers`' own, else `no-cache`; on an error, never a lasting cache.
   */
  async function problems(path: string, status: number, body?: string): Promise<string[]> {
    const response = await get(path);
    const text = await response.text();
    const found: string[] = [];
    if (response.status !== status) found.push(`${path}: status ${response.status}, expected ${status}`);
    const {
      'cache-control': cacheControl = 'no-cache',
      'content-type': type,
      ...security
    } = expectedHeaders(new URL(path, 'http://host').pathname);
    const expected = status === 200 ? { ...security, 'cache-control': cacheControl, ...(type && { 'content-type': type }) } : security;
    for (const [name, value] of Object.entries({ 'cache-control': 'no-cache', ...expected })) {
      const actual = response.headers.get(name);
      if (actual !== value) found.push(`${path}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
    if (body !== undefined && text !== body) found.push(`${path}: not the expected file`);
    return found;
  }

  test('every page type, unprefixed and in English: the headers of _headers, no-cache, the page itself', async () => {
    const found: string[] = [];
    for (const locale of ['sr', 'en'] as const) {
      for (const { type, path } of PAGE_TYPES) {
        const prefixed = `${localePrefix(locale)}${path}`;
        const pathname = new URL(prefixed, 'http://host').pathname;
        const page = type === '404' ? file(localePrefix(locale), '404.html') : file(pathname, 'index.html');
        found.push(...(await problems(prefixed, type === '404' ? 404 : 200, page)));
      }
      const folder = `${localePrefix(locale)}/telefoni/mobilni/`;
      found.push(...(await problems(folder, 200, file(folder, 'index.html'))));
    }
    expect(found).toEqual([]);
  });

  test('hashed assets, search shards and menus immutable; pages, payloads and entry files no-cache; a 404 never lasting', async () => {
    const asset = readdirSync(join(siteDir, 'assets')).find((name) => name.startsWith('entry-client-'));
    const version = readdirSync(join(siteDir, 'search-index')).find((name) => !name.endsWith('.json'));
    const shard = readdirSync(join(siteDir, 'search-index', String(version), 't'))[0];
    const menu = readdirSync(join(siteDir, 'nav'))[0];
    const immutable = [`/assets/${asset}`, `/search-index/${version}/t/${shard}`, `/search-index/${version}/f.json`, `/nav/${menu}`];
    const revalidated = [
      '/_payload.json',
      '/telefoni/_payload.json',
      '/en/telefoni/mobilni/pametni-telefoni/_payload.json',
      '/telefoni/mobilni/pametni-telefoni/list.json',
      '/search-index/sr.json',
      '/search-index/en.json',
      '/compare-index/0.json',
      '/builds/latest.json',
      '/sitemap.xml',
    ];
    const missing = ['/assets/entry-client-AbCd1234.js', `/search-index/${version}/t/none.json`, '/nav/en-000000000000.json', '/none.json'];
    const found: string[] = [];
    for (const path of immutable) found.push(...(await problems(path, 200)));
    for (const path of revalidated) found.push(...(await problems(path, 200, file(path))));
    for (const path of missing) found.push(...(await problems(path, 404, file('404.html'))));
    expect(found).toEqual([]);
    expect((await get(immutable[0] as string)).headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test("a missing page answers 404 with its language's 404 page", async () => {
    const found: string[] = [];
    for (const locale of LOCALES) {
      found.push(...(await problems(`${localePrefix(locale)}/no/such`, 404, file(localePrefix(locale), '404.html'))));
    }
    expect(found).toEqual([]);
  });

  test('_headers is never served, however spelled; nothing beside the site is reachable', async () => {
    const rules = file('_headers');
    const base = String(bases.get(site));
    const spellings = ['/_headers', '/%5Fheaders', '/%5fheaders', '/_header%73', '/./_headers', '//_headers', '/en/../_headers'];
    const outside = [`/../${site.domain}.nginx.conf`, `/%2E%2E/${site.domain}.nginx.conf`, `/../${site.domain}/_headers`];
    for (const path of [...spellings, ...spellings.map((path) => `${path}?x=1`), ...spellings.map((path) => `${path}/`), ...outside]) {
      const { status, body } = await rawGet(base, path);
      expect([400, 404], path).toContain(status);
      expect(body, path).not.toContain('Content-Security-Policy');
      expect(body, path).not.toBe(rules);
    }
    // The refusal is the site's 404 page, under the site's headers.
    expect([...(await problems('/_headers', 404, file('404.html'))), ...(await problems('/%5Fheaders', 404, file('404.html')))]).toEqual(
      [],
    );
  });

  test("a product's former addresses answer 301 to its page, its feed's to its feed; _redirects is never served", async () => {
    const galaxy = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
    const answers: string[] = [];
    for (const locale of ['sr', 'en'] as const)
      for (const [from, to] of [
        ['/telefoni/mobilni/pametni-telefoni/1-galaxy-s24', galaxy],
        ['/telefoni/mobilni/pametni-telefoni/1-galaxy-s24/', galaxy],
        ['/telefoni/mobilni/pametni-telefoni/1-galaxy-s24/feed.xml', `${galaxy}/feed.xml`],
      ]) {
        const response = await get(`${localePrefix(locale)}${from}`);
        answers.push(`${response.status} ${response.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')}`);
        expect(answers.at(-1)).toBe(`301 ${localePrefix(locale)}${to}`);
      }
    expect((await get('/_redirects')).status).toBe(404);
  });

  test('feeds are Atom, with the headers of every page', async () => {
    const found: string[] = [];
    for (const path of [
      '/telefoni/mobilni/pametni-telefoni/feed.xml',
      '/en/telefoni/mobilni/pametni-telefoni/feed.xml',
      '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb/feed.xml',
      '/de/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb/feed.xml',
    ]) {
      found.push(...(await problems(path, 200, file(path))));
      const type = (await get(path)).headers.get('content-type');
      if (type !== 'application/atom+xml; charset=utf-8') found.push(`${path}: Content-Type ${type}`);
    }
    found.push(...(await problems('/telefoni/none/feed.xml', 404, file('404.html'))));
    expect(found).toEqual([]);
  });

  test('text is sent gzipped to a browser that takes it; the open data CSV as text/csv', async () => {
    const page = await fetch(`${bases.get(site)}/en/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toBe(file('en/index.html'));
    const script = readdirSync(join(siteDir, 'assets')).find((name) => name.endsWith('.js')) as string;
    const asset = await fetch(`${bases.get(site)}/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const csv = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/history.csv';
    expect((await get(csv)).headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

test('the live link is followed on every request: a switch is served at once, without reloading nginx', async () => {
  const home = readFileSync(join(FIXTURE_DIST, MNE.domain, 'index.html'), 'utf8');
  const page = async (path: string) => {
    const response = await fetch(`${switchBase}${path}`, { redirect: 'manual' });
    return { status: response.status, body: await response.text() };
  };
  expect(await page('/')).toEqual({ status: 200, body: home });

  const next = nextBuildDir(switchDist, MNE.domain);
  mkdirSync(next);
  writeFileSync(join(next, 'index.html'), '<!doctype html><title>next build</title>');
  writeFileSync(join(next, '404.html'), '<!doctype html><title>next build: not found</title>');
  publishNextBuild(switchDist, MNE.domain, false);
  expect(await page('/')).toEqual({ status: 200, body: '<!doctype html><title>next build</title>' });
  expect(await page('/telefoni')).toEqual({ status: 404, body: '<!doctype html><title>next build: not found</title>' });

  // And back to the fixture's build, as a rollback would.
  const link = join(switchDist, 'back');
  symlinkSync(realpathSync(join(FIXTURE_DIST, MNE.domain)), link);
  renameSync(link, join(switchDist, MNE.domain));
  expect(await page('/')).toEqual({ status: 200, body: home });
});
