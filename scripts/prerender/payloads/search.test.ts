import { describe, expect, test } from 'vitest';
import { loadSites, type Site } from '../../../sites/index.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import type { LocaleNames, Snapshot, SnapshotNode, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { buildSearchPayload } from './search.ts';
import { siteSearchIndex } from '../search-index/write.ts';
import { BRAND_CATEGORIES, SiteIndex, TOP_BRANDS } from '../site-index.ts';

const [SITE] = loadSites() as [Site];

function names(name: string): LocaleNames {
  return Object.fromEntries(LOCALES.map((locale) => [locale, `${name} ${locale}`])) as LocaleNames;
}

function category(slug: string, brands: string[]): SnapshotNode {
  const products = brands.map(
    (brand, id) => ({ id, slug: `p${id}`, brand, name: `${brand} ${id}`, mpn: null, image: '', offers: [] }) as unknown as SnapshotProduct,
  );
  return {
    id: 0,
    parentId: null,
    level: 3,
    slug,
    path: `/a/b/${slug}`,
    names: names(slug),
    searchWords: [],
    accessory: false,
    children: [],
    products,
  };
}

const snapshotOf = (categories: SnapshotNode[]) => ({ menus: [], categories }) as unknown as Snapshot;
const payloadOf = (snapshot: Snapshot, locale: (typeof LOCALES)[number] = 'en') =>
  buildSearchPayload({ snapshot, site: SITE, index: new SiteIndex(snapshot, SITE), locale, navFile: '/nav/en-0.json' });

describe('buildSearchPayload', () => {
  test('brands with most products first, each with the categories holding most of them, named in the locale', () => {
    const snapshot = snapshotOf([
      category('phones', ['Samsung', 'Apple', 'Samsung', 'Nokia']),
      category('tablets', ['Apple', 'Apple', 'Samsung', '']),
      category('laptops', ['Apple']),
    ]);
    const { brands } = payloadOf(snapshot, 'ru');
    expect(brands.map((brand) => brand.name)).toEqual(['Apple', 'Samsung', 'Nokia']);
    expect(brands[0]?.categories).toEqual([
      { name: 'tablets ru', path: '/a/b/tablets' },
      { name: 'phones ru', path: '/a/b/phones' },
      { name: 'laptops ru', path: '/a/b/laptops' },
    ]);
    expect(brands[1]?.categories.map((link) => link.path)).toEqual(['/a/b/phones', '/a/b/tablets']);
  });

  test("carries the search index's entry in its language: its version, shard keys, categories and brands", () => {
    const snapshot = snapshotOf([category('phones', ['Samsung', 'Apple']), category('tablets', ['Apple'])]);
    const { index } = payloadOf(snapshot, 'ru');
    expect(index).toEqual(siteSearchIndex(snapshot, SITE).meta('ru'));
    expect(index.categories).toEqual([
      ['phones ru', '/a/b/phones'],
      ['tablets ru', '/a/b/tablets'],
    ]);
    expect(index.keys).toEqual(expect.arrayContaining(['sa', 'ap']));
    expect(payloadOf(snapshot, 'en').index.version).toBe(index.version);
  });

  test('stays bounded however many brands and categories the catalogue has', () => {
    const categories = Array.from({ length: 20 }, (_, n) =>
      category(
        `c${n}`,
        Array.from({ length: 50 }, (_, b) => `Brand ${String(b).padStart(2, '0')}`),
      ),
    );
    const { brands } = payloadOf(snapshotOf(categories));
    expect(brands).toHaveLength(TOP_BRANDS);
    for (const brand of brands) expect(brand.categories).toHaveLength(BRAND_CATEGORIES);
    // Equal counts: in name order.
    expect(brands[0]?.name).toBe('Brand 00');
  });
});
