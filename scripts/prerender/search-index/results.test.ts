import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { PRICE_BANDS } from '../../../src/search/index-format.ts';
import { rankProducts } from '../../../src/search/query.ts';
import { NO_FILTERS, searchResults, type SearchFilters } from '../../../src/search/results.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones') },
  { path: '/audio/slusalice', names: names('Slušalice', 'Headphones') },
  { path: '/telefoni/oprema', names: names('Oprema', 'Accessories') },
];

function product(name: string, brand: string, category: number, shops: number, priceMinor: number): IndexProduct {
  return testProduct(name, { brand, category, shops, priceMinor });
}

/**
 * 302 products named Galaxy, more than one page of cards (48) and than the 240 best that price
 * order and facets once covered: the cheapest, Spigen's cases, sell in one shop each and so rank
 * last; the Fold sells nowhere and has no price. The A series shares its prices, five phones each.
 */
const PRODUCTS: IndexProduct[] = [
  ...Array.from({ length: 260 }, (_, n) => product(`Samsung Galaxy A${n}`, 'Samsung', 0, 2 + (n % 4), 20_000 + (n % 50) * 100)),
  ...Array.from({ length: 30 }, (_, n) => product(`Samsung Galaxy Buds ${n}`, 'Samsung', 1, 2 + (n % 3), 9_000 + n * 100)),
  ...Array.from({ length: 10 }, (_, n) => product(`Spigen Galaxy Case ${n}`, 'Spigen', 2, 1, 1_500 + n * 100)),
  product('Samsung Galaxy Tab X', 'Samsung', 0, 2, 190_000),
  product('Samsung Galaxy Z Fold', 'Samsung', 0, 0, -1),
  product('Nokia 3310', 'Nokia', 0, 3, 4_000),
];

const PAGE = 48;

const sourceOf = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en');

const filters = (change: Partial<SearchFilters> = {}): SearchFilters => ({ ...NO_FILTERS, ...change });

const facetCounts = (facets: { label: string; count: number }[]) => Object.fromEntries(facets.map((facet) => [facet.label, facet.count]));

describe('the results page over every match, not only the first page', () => {
  test('sorted by lowest price, the cheapest match comes first though it ranks last', async () => {
    const source = sourceOf();
    const ranked = await rankProducts(source, 'galaxy');
    expect(ranked.ids).toHaveLength(302);
    const results = await searchResults(source, 'galaxy', filters({ sort: 'price-asc' }), PAGE);
    expect(results.docs.slice(0, 3).map((doc) => doc[1])).toEqual(['Spigen Galaxy Case 0', 'Spigen Galaxy Case 1', 'Spigen Galaxy Case 2']);
    const prices = results.docs.map((doc) => doc[3]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(results.docs).toHaveLength(PAGE);
    // Far down in relevance: past the first page.
    const relevance = await searchResults(source, 'galaxy', filters(), PAGE);
    expect(relevance.docs.map((doc) => doc[1])).not.toContain('Spigen Galaxy Case 0');
  });

  test('sorted by highest price, the dearest comes first, and a product without a price is last either way', async () => {
    const source = sourceOf();
    const dearest = await searchResults(source, 'galaxy', filters({ sort: 'price-desc' }), PAGE);
    expect(dearest.docs[0]?.[1]).toBe('Samsung Galaxy Tab X');
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const all = await searchResults(source, 'galaxy', filters({ sort }), 400);
      expect(all.docs.at(-1)?.[1], sort).toBe('Samsung Galaxy Z Fold');
    }
  });

  test('facet counts cover every match, each within the other facet’s filter', async () => {
    const results = await searchResults(sourceOf(), 'galaxy', filters(), PAGE);
    expect(results.total).toBe(302);
    expect(facetCounts(results.categories)).toEqual({ Smartphones: 262, Headphones: 30, Accessories: 10 });
    expect(facetCounts(results.brands)).toEqual({ Samsung: 292, Spigen: 10 });

    const spigen = await searchResults(sourceOf(), 'galaxy', filters({ brand: 'Spigen' }), PAGE);
    expect(spigen.shown).toBe(10);
    expect(spigen.docs.map((doc) => doc[1])).toEqual(Array.from({ length: 10 }, (_, n) => `Spigen Galaxy Case ${n}`));
    expect(facetCounts(spigen.categories)).toEqual({ Accessories: 10 });
    expect(facetCounts(spigen.brands)).toEqual({ Samsung: 292, Spigen: 10 });

    const headphones = await searchResults(sourceOf(), 'galaxy', filters({ category: '/audio/slusalice', sort: 'price-asc' }), PAGE);
    expect(headphones.shown).toBe(30);
    expect(headphones.docs[0]?.[1]).toBe('Samsung Galaxy Buds 0');
    expect(facetCounts(headphones.brands)).toEqual({ Samsung: 30 });
  });

  test('a filter naming no category or brand of the site shows nothing', async () => {
    const results = await searchResults(sourceOf(), 'galaxy', filters({ brand: 'Apple' }), PAGE);
    expect(results.total).toBe(302);
    expect(results.shown).toBe(0);
    expect(results.docs).toEqual([]);
  });

  test('matches that fit one page give the same facets and order from their documents alone', async () => {
    for (const sort of ['relevance', 'price-asc', 'price-desc'] as const) {
      const fromDocs = sourceOf();
      const small = await searchResults(fromDocs, 'galaxy', filters({ sort, category: '/telefoni/oprema' }), 400);
      expect([...fromDocs.loaded], sort).toEqual([]);
      const fromColumns = await searchResults(sourceOf(), 'galaxy', filters({ sort, category: '/telefoni/oprema' }), PAGE);
      expect(fromColumns, sort).toEqual(small);
    }
  });

  test('the price order of every page size is the exact one, equal prices in rank order', async () => {
    for (const sort of ['price-asc', 'price-desc'] as const) {
      for (const category of [null, '/telefoni/pametni']) {
        const exact = (await searchResults(sourceOf(), 'galaxy', filters({ sort, category }), 400)).docs.map((doc) => doc[1]);
        for (const limit of [1, 7, PAGE, 100]) {
          const banded = await searchResults(sourceOf(), 'galaxy', filters({ sort, category }), limit);
          expect(
            banded.docs.map((doc) => doc[1]),
            `${sort} ${category} ${limit}`,
          ).toEqual(exact.slice(0, limit));
        }
      }
    }
  });

  test('the index loads only what a page needs: facets past one page of matches, price bands for a price order', async () => {
    const narrow = sourceOf();
    await searchResults(narrow, 'nokia', filters({ sort: 'price-asc' }), PAGE);
    expect([...narrow.loaded]).toEqual([]);
    const broad = sourceOf();
    await searchResults(broad, 'galaxy', filters(), PAGE);
    expect([...broad.loaded]).toEqual(['facets']);
    const sorted = sourceOf();
    await searchResults(sorted, 'galaxy', filters({ sort: 'price-asc' }), PAGE);
    expect([...sorted.loaded].slice(0, 2).sort()).toEqual(['facets', 'price bands']);
    // The prices of the cheapest bands only: 48 of 302 products.
    const bands = [...sorted.loaded].filter((name) => name.startsWith('price band ')).map((name) => Number(name.split(' ')[2]));
    expect(bands.length).toBeGreaterThan(0);
    expect(Math.max(...bands)).toBeLessThan(PRICE_BANDS / 4);
  });
});

describe('a URL opened with a query: its first cards early, its answer worked out once', () => {
  const shardSource = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en', { shards: true });

  test('the first cards’ documents are told as the term shards bring them, before any document shard is read', async () => {
    const source = shardSource();
    let told: { names: string[]; docShardsRead: number } | null = null;
    const results = await searchResults(source, 'galaxy', filters(), PAGE, (docs) => {
      told = { names: docs.map((doc) => doc[1]), docShardsRead: [...source.loaded].filter((name) => name.startsWith('doc ')).length };
    });
    expect(told).toEqual({ names: results.docs.slice(0, 2).map((doc) => doc[1]), docShardsRead: 0 });
    expect([...source.loaded].some((name) => name.startsWith('doc '))).toBe(true);
  });

  test('in another order or with a filter, the first cards are not guessed', async () => {
    const source = shardSource();
    const told: string[] = [];
    await searchResults(source, 'galaxy', filters({ sort: 'price-asc' }), PAGE, () => told.push('price'));
    await searchResults(source, 'galaxy', filters({ brand: 'Spigen' }), PAGE, () => told.push('brand'));
    expect(told).toEqual([]);
  });

  test('the same query, filters and page on the same index are worked out once; a failed answer is worked out again', async () => {
    const source = shardSource();
    const first = searchResults(source, 'galaxy', filters(), PAGE);
    expect(searchResults(source, 'galaxy', filters(), PAGE)).toBe(first);
    expect(searchResults(source, 'galaxy', filters(), PAGE * 2)).not.toBe(first);
    expect(searchResults(shardSource(), 'galaxy', filters(), PAGE)).not.toBe(first);

    let failing = true;
    const flaky = { ...source, termShard: (key: string) => (failing ? Promise.reject(new Error('HTTP 503')) : source.termShard(key)) };
    await expect(searchResults(flaky, 'nokia', filters(), PAGE)).rejects.toThrow('HTTP 503');
    failing = false;
    expect((await searchResults(flaky, 'nokia', filters(), PAGE)).docs.map((doc) => doc[1])).toEqual(['Nokia 3310']);
  });
});
