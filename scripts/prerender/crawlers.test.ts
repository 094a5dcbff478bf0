import { parseRedirectsFile, REDIRECTS_FILE } from './redirects-file.ts';
import { load } from 'cheerio';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import { describe, expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import { LOCALES, languageTag, type Locale } from '../../src/i18n/locales.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import type { Page } from './pages.ts';
import { createSitemaps } from './sitemaps.ts';

/** What crawlers read in the fixture sites built by `scripts/fixture/build-fixture.ts`. */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const SITES = loadSites(process.env);
const TAGS = new Set([...LOCALES.map(languageTag), 'x-default']);

/** Every prerendered page of a site as its canonical URL, with its HTML; not the former addresses' redirects (redirects-output.test.ts). */
function builtPages(site: Site): Map<string, string> {
  const root = join(DIST, site.domain);
  if (!existsSync(root)) throw new Error(`${root} is missing: npx tsx scripts/fixture/build-fixture.ts`);
  const redirects = parseRedirectsFile(readFileSync(join(root, REDIRECTS_FILE), 'utf8'));
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'assets' && name !== 'images' && name !== 'builds') walk(path);
      } else if (name === 'index.html' && !redirects.has(`/${relative(root, dir)}`)) {
        const route = `/${relative(root, dir)}`;
        const isLocaleHome = LOCALES.some((locale) => route === `/${locale}`);
        pages.set(`https://${site.domain}${route === '/' ? '/' : isLocaleHome ? `${route}/` : route}`, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return pages;
}

/** Parses strictly (any well-formedness error throws) and returns the text of elements by name. */
function parseXml(xml: string): { elements: { name: string; attributes: Record<string, string>; text: string }[] } {
  const parser = new SaxesParser({ xmlns: true });
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [key, value.value])),
      text: '',
    };
    open.push(element);
    elements.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  return { elements };
}

const localeOf = (url: string): Locale =>
  LOCALES.find((locale) => locale !== 'sr' && new URL(url).pathname.startsWith(`/${locale}/`)) ?? 'sr';
const ldOf = (html: string): Record<string, unknown>[] => {
  const $ = load(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((node) => JSON.parse($(node).text()) as Record<string, unknown>);
};

for (const site of SITES) {
  describe(`${site.domain} for crawlers`, () => {
    const pages = builtPages(site);

    test('every page: language, title with the postfix, its own canonical, hreflang for each locale of this site and x-default', () => {
      expect(pages.size).toBeGreaterThan(80);
      for (const [url, html] of pages) {
        const $ = load(html);
        const locale = localeOf(url);
        expect($('html').attr('lang'), url).toBe(languageTag(locale));
        expect($('title').text().endsWith(site.titlePostfix), url).toBe(true);
        expect($('link[rel="canonical"]').attr('href'), url).toBe(url);
        const alternates = $('link[rel="alternate"][hreflang]')
          .map((_, link) => [[$(link).attr('hreflang'), $(link).attr('href')]])
          .get() as unknown as [string, string][];
        expect(new Set(alternates.map(([tag]) => tag)), url).toEqual(TAGS);
        expect(alternates).toHaveLength(TAGS.size);
        for (const [tag, href] of alternates) {
          expect(pages.has(href), `${url}: ${tag} ${href} is not a built page`).toBe(true);
          if (tag === 'x-default' || tag === languageTag('sr')) expect(localeOf(href)).toBe('sr');
        }
        expect(alternates.find(([tag]) => tag === languageTag(locale))?.[1]).toBe(url);
        // Link previews take the title, description and address from the head: no og: copies of them.
        expect($('meta[property="og:site_name"]').attr('content'), url).toBe('Cjenovnik');
        expect($('meta[property="og:title"], meta[property="og:description"], meta[property="og:url"]'), url).toHaveLength(0);
      }
    });

    test('JSON-LD: Product with an AggregateOffer on articles, breadcrumbs on categories and articles, WebSite and Organization on the home page', () => {
      let articles = 0;
      for (const [url, html] of pages) {
        const things = ldOf(html);
        const types = things.map((thing) => thing['@type']);
        const path = new URL(url).pathname.replace(/^\/(me|ba|en|ru|de|tr)(?=\/)/, '');
        const depth = path.split('/').filter(Boolean).length;
        if (path === '/') expect(types, url).toEqual(['WebSite', 'Organization']);
        else if (depth === 3 || /\/page\/\d+$/.test(path)) expect(types, url).toEqual(['BreadcrumbList']);
        else if (depth === 4) {
          articles += 1;
          expect(types, url).toEqual(['Product', 'BreadcrumbList']);
          const [product, crumbs] = things as unknown as [
            Record<string, unknown>,
            { itemListElement: { position: number; item?: string }[] },
          ];
          expect(product).toMatchObject({
            '@context': 'https://schema.org',
            name: expect.any(String),
            brand: { '@type': 'Brand', name: expect.any(String) },
          });
          expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: site.currency, offerCount: expect.any(Number) });
          const { lowPrice, highPrice } = product.offers as { lowPrice: string; highPrice: string };
          expect(Number(lowPrice)).toBeGreaterThan(0);
          expect(Number(highPrice)).toBeGreaterThanOrEqual(Number(lowPrice));
          expect(product.image).toEqual([expect.stringMatching(new RegExp(`^https://${site.domain}/`))]);
          expect(product.mpn).toEqual(expect.any(String));
          expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4, 5]);
          // Every crumb but the page itself links its page; the last is the canonical's.
          for (const crumb of crumbs.itemListElement.slice(0, -1))
            expect(pages.has(crumb.item as string), `${url}: ${crumb.item}`).toBe(true);
          expect(crumbs.itemListElement.at(-1)?.item).toBeUndefined();
        } else expect(types, url).toEqual([]);
      }
      expect(articles).toBeGreaterThan(0);
    });

    test('the sitemap index lists per-locale sitemaps that name every prerendered page once, with its lastmod', () => {
      const root = join(DIST, site.domain);
      expect(readFileSync(join(root, 'robots.txt'), 'utf8')).toContain(`Sitemap: https://${site.domain}/sitemap.xml`);
      const index = parseXml(readFileSync(join(root, 'sitemap.xml'), 'utf8'));
      const files = index.elements
        .filter((element) => element.name === 'loc')
        .map((loc) => loc.text.replace(`https://${site.domain}/`, ''));
      expect(files.length).toBeGreaterThanOrEqual(LOCALES.length);
      const seen = new Map<string, number>();
      for (const file of files) {
        const { elements } = parseXml(readFileSync(join(root, file), 'utf8'));
        for (const url of elements.filter((element) => element.name === 'url')) {
          const start = elements.indexOf(url);
          const loc = elements[start + 1];
          expect(loc?.name).toBe('loc');
          seen.set(loc?.text as string, (seen.get(loc?.text as string) ?? 0) + 1);
          expect(elements[start + 2]?.name).toBe('lastmod');
          expect(Number.isNaN(Date.parse(elements[start + 2]?.text as string))).toBe(false);
          // Nothing else: the language versions are in the page's head (the hreflang test above).
          expect(['url', undefined], loc?.text).toContain(elements[start + 3]?.name);
        }
      }
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
      // All but the pages kept out of search engines (the compare page: its content is in the URL's query; the watchlist: in the visitor's browser).
      const indexed = [...pages].filter(([, html]) => !html.includes('<meta name="robots" content="noindex"'));
      expect(indexed.length).toBe(pages.size - 2 * LOCALES.length);
      expect(new Set(seen.keys())).toEqual(new Set(indexed.map(([url]) => url)));
    });
  });
}

/** A search index with nothing in it, as a search page's payload carries its entry. */
const NO_INDEX = { version: '0', keys: [], products: 0, categories: [], brands: [] };

/** Five routes in every locale, written with `limits` into a new folder. */
function writeSitemaps(limits: { urls: number; bytes: number }) {
  const sitemaps = createSitemaps(SITES[0] as Site, limits);
  const page = (locale: Locale, route: string): Page => ({
    path: route,
    locale,
    route,
    lastmod: '2026-11-20T00:00:00.000Z',
    payload: () => ({ screen: 'search', locale, navFile: '/nav/sr-0.json', index: NO_INDEX, brands: [] }),
  });
  for (const locale of LOCALES) for (const route of ['/', '/a', '/b', '/c', '/d']) sitemaps.add(page(locale, route));
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-sitemap-'));
  return { dir, files: sitemaps.write(dir, '2026-11-21T00:00:00.000Z') };
}

const urlsIn = (file: string) => parseXml(readFileSync(file, 'utf8')).elements.filter((element) => element.name === 'url');

test('a sitemap is split at the URL limit', () => {
  const { dir, files } = writeSitemaps({ urls: 2, bytes: 1_000_000 });
  expect(files.filter((file) => file.startsWith('sitemap-en-'))).toEqual(['sitemap-en-1.xml', 'sitemap-en-2.xml', 'sitemap-en-3.xml']);
  expect(files).toHaveLength(LOCALES.length * 3);
  expect(urlsIn(join(dir, 'sitemap-en-3.xml'))).toHaveLength(1);
  rmSync(dir, { recursive: true });
});

test('a sitemap is split at the size limit, and a URL larger than the limit gets a file of its own', () => {
  const { dir, files } = writeSitemaps({ urls: 50_000, bytes: 1 });
  expect(files.filter((file) => file.startsWith('sitemap-de-'))).toHaveLength(5);
  for (const file of files) expect(urlsIn(join(dir, file))).toHaveLength(1);
  rmSync(dir, { recursive: true });
});
