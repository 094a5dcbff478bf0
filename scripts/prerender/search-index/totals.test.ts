import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { docTotal, type SearchDoc } from '../../../src/search/index-format.ts';
import { NO_FILTERS, searchResults, type SearchFilters } from '../../../src/search/results.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });
const CATEGORIES: IndexCategory[] = [{ path: '/foto/kamere', names: names('Kamere', 'Cameras') }];

function product(name: string, shops: number, priceMinor: number, totalMinor: number): IndexProduct {
  return testProduct(name, { brand: 'Canon', category: 0, shops, priceMinor, totalMinor, buyable: totalMinor >= 0 });
}

/**
 * 120 cameras, past one page of cards: every third one's cheapest shop charges €50 for delivery,
 * the rest deliver free, and every tenth sells nowhere now (its price stands, it has no total). Two
 * lenses fit one page: the cheaper costs more delivered.
 */
const PRODUCTS: IndexProduct[] = [
  ...Array.from({ length: 120 }, (_, n) => {
    const price = 40_000 + ((n * 37) % 120) * 100;
    const total = n % 10 === 9 ? -1 : price + (n % 3 === 0 ? 5_000 : 0);
    return product(`Canon Camera ${n}`, 1 + (n % 4), price, total);
  }),
  product('Canon Lens Far', 2, 4_299, 4_799),
  product('Canon Lens Near', 1, 4_399, 4_599),
];

const PAGE = 48;
const sourceOf = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en');
const filters = (change: Partial<SearchFilters>): SearchFilters => ({ ...NO_FILTERS, ...change });
const totalOf = (name: string) => PRODUCTS.find((item) => item.name === name)?.totalMinor;

describe('the lowest-total order of search results', () => {
  test('a query within one page orders by total with delivery, not by price', async () => {
    const results = await searchResults(sourceOf(), 'lens', filters({ sort: 'total' }), PAGE);
    expect(results.docs.map((doc) => doc[1])).toEqual(['Canon Lens Near', 'Canon Lens Far']);
    expect(results.docs.map(docTotal)).toEqual([4_599, 4_799]);
    const byPrice = await searchResults(sourceOf(), 'lens', filters({ sort: 'price-asc' }), PAGE);
    expect(byPrice.docs.map((doc) => doc[1])).toEqual(['Canon Lens Far', 'Canon Lens Near']);
  });

  test('past one page it reads the total bands: the first page is the cheapest delivered, each total its own', async () => {
    const source = sourceOf();
    const results = await searchResults(source, 'camera', filters({ sort: 'total' }), PAGE);
    expect(source.loaded).toContain('total bands');
    expect(source.loaded).not.toContain('price bands');
    const shown = results.docs.map(docTotal);
    expect(shown).toEqual(results.docs.map((doc: SearchDoc) => totalOf(doc[1])));
    // The category's name finds the lenses too.
    const cheapest = PRODUCTS.filter((item) => item.totalMinor >= 0)
      .map((item) => item.totalMinor)
      .sort((a, b) => a - b)
      .slice(0, PAGE);
    expect(shown).toEqual(cheapest);
  });

  test('products with nothing to buy (no total) come last', async () => {
    const results = await searchResults(sourceOf(), 'camera', filters({ sort: 'total' }), 200);
    const totals = results.docs.map(docTotal);
    expect(totals.slice(-12)).toEqual(new Array(12).fill(-1));
    expect(totals.slice(0, -12)).toEqual([...totals.slice(0, -12)].sort((a, b) => a - b));
  });
});
