import { load } from 'cheerio';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import { isCategoryList } from '../../src/catalogue-list/list-schema.ts';
import { PAGE_SIZE } from '../../src/catalogue-list/types.ts';
import { LOCALES, localePrefix } from '../../src/i18n/locales.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { TABLET_COUNT } from '../fixture/fixture-tablets.ts';

/** Bounded category pages (docs/decisions/012-category-pages.md), their further pages and the list file, as built for the fixture. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = resolve(ROOT, FIXTURE_DIR, 'dist');
const SITES = loadSites(process.env);
const MNE = SITES.find((site) => site.country === 'MNE') as Site;
const TABLETS = '/racunari/prenosni/tableti';

function file(site: Site, path: string): string {
  const name = join(DIST, site.domain, path);
  if (!existsSync(name)) throw new Error(`${name} is missing. Build the fixture first: npx tsx scripts/fixture/build-fixture.ts`);
  return readFileSync(name, 'utf8');
}

const page = (site: Site, path: string) => load(file(site, join(path, 'index.html')));

/** Every category page of a site, as its sr sitemap lists them: three segments, or a `page/<n>` under them. */
function categoryPaths(site: Site): string[] {
  return [...file(site, 'sitemap-sr-1.xml').matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1] as string)
    .filter((path) => /^(\/[^/]+){3}(\/page\/\d+)?$/.test(path));
}

describe.each(SITES)('$domain category pages', (site) => {
  test('carry at most 48 cards each, in every locale', () => {
    const paths = categoryPaths(site);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      for (const locale of LOCALES) {
        const cards = page(site, `${localePrefix(locale)}${path}`)('.grid .card').length;
        expect(cards, path).toBeGreaterThan(0);
        expect(cards, path).toBeLessThanOrEqual(PAGE_SIZE);
      }
    }
  });
});

describe('the tablets (60 products) on the Montenegro site', () => {
  test('the first page has 48 cards and crawlable links to the second, which has the rest', () => {
    const first = page(MNE, `/en${TABLETS}`);
    expect(first('.grid .card')).toHaveLength(PAGE_SIZE);
    const nav = first('nav.pagination');
    expect(nav.find('a[rel=next]').attr('href')).toBe(`/en${TABLETS}/page/2?lang=en`);
    expect(nav.find('a[aria-current=page]').attr('href')).toBe(`/en${TABLETS}?lang=en`);
    const second = page(MNE, `/en${TABLETS}/page/2`);
    expect(second('.grid .card')).toHaveLength(TABLET_COUNT - PAGE_SIZE);
    expect(second('nav.pagination a[rel=prev]').attr('href')).toBe(`/en${TABLETS}?lang=en`);
    expect(second('nav.pagination a[rel=next]')).toHaveLength(0);
  });

  test('the second page is a page of its own in every locale: canonical, alternates, payload, sitemap entry', () => {
    for (const locale of LOCALES) {
      const path = `${localePrefix(locale)}${TABLETS}/page/2`;
      const $ = page(MNE, path);
      expect($('link[rel=canonical]').attr('href')).toBe(`https://${MNE.domain}${path}`);
      expect($('link[rel=alternate][hreflang=x-default]').attr('href')).toBe(`https://${MNE.domain}${TABLETS}/page/2`);
      expect(JSON.parse(file(MNE, join(path, '_payload.json')))).toMatchObject({ screen: 'category', page: 2, pages: 2 });
    }
    const sitemap = file(MNE, 'sitemap-en-1.xml');
    expect(sitemap).toContain(`<loc>https://${MNE.domain}/en${TABLETS}/page/2</loc>`);
  });

  test('both pages, with their pagination, are valid HTML by the project rules', async () => {
    const config = JSON.parse(readFileSync(join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    for (const path of [`/en${TABLETS}`, `/ru${TABLETS}/page/2`]) {
      const report = await validator.validateString(file(MNE, join(path, 'index.html')), path);
      expect(report.results.flatMap((result) => result.messages.map((message) => `${path}: ${message.ruleId} ${message.message}`))).toEqual(
        [],
      );
    }
  });

  test('the build meta matches the further pages', () => {
    const latest = JSON.parse(file(MNE, 'builds/latest.json')) as { id: string };
    const meta = JSON.parse(file(MNE, `builds/meta/${latest.id}.json`)) as { matcher: string[] };
    expect(meta.matcher).toContain('/{,me/,ba/,en/,ru/,de/,tr/}:menu/:subMenu/:category/page/:page');
  });

  test('the list file beside the category holds every product, in the shape the client checks', () => {
    const list: unknown = JSON.parse(file(MNE, `${TABLETS}/list.json`));
    expect(isCategoryList(list, TABLETS)).toBe(true);
    expect((list as { items: string[] }).items).toHaveLength(TABLET_COUNT);
    // Once per site: the locale folders have none.
    expect(existsSync(join(DIST, MNE.domain, 'en', TABLETS.slice(1), 'list.json'))).toBe(false);
  });
});
