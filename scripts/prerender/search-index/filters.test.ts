import { describe, expect, test } from 'vitest';
import type { PriceBounds } from '../../../src/catalogue-list/price-bounds.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { NO_FILTERS, searchResults, type SearchFilters } from '../../../src/search/results.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones') },
  { path: '/audio/slusalice', names: names('Slušalice', 'Headphones') },
];

/**
 * 400 products named Galaxy, past one page of cards (48) and spread over every price band: prices
 * from €100 up by €5, shuffled against rank; every seventh sold nowhere now, every 50th without a price.
 */
const PRODUCTS: IndexProduct[] = Array.from({ length: 400 }, (_, n) => ({
  path: `/p/${n}`,
  name: `Galaxy ${n}`,
  brand: n % 3 === 0 ? 'Spigen' : 'Samsung',
  mpn: null,
  image: '/i.svg',
  priceMinor: n % 50 === 49 ? -1 : 10_000 + ((n * 37) % 400) * 500,
  totalMinor: n % 50 === 49 || n % 7 === 3 ? -1 : 10_000 + ((n * 37) % 400) * 500,
  shops: 1 + (n % 5),
  buyable: n % 7 !== 3,
  category: n % 4 === 0 ? 1 : 0,
}));

const PAGE = 48;
const sourceOf = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en');
const filters = (change: Partial<SearchFilters>): SearchFilters => ({ ...NO_FILTERS, ...change });

/** The products a filter keeps, counted from the catalogue itself. */
function expected(bounds: PriceBounds, buyable: boolean, category: number | null = null): IndexProduct[] {
  return PRODUCTS.filter(
    (product) =>
      (!buyable || product.buyable) &&
      (category === null || product.category === category) &&
      (bounds.min === null || (product.priceMinor >= 0 && product.priceMinor >= bounds.min * 100)) &&
      (bounds.max === null || (product.priceMinor >= 0 && product.priceMinor <= bounds.max * 100)),
  );
}

describe('price bounds and availability over every match', () => {
  const cases: [PriceBounds, boolean][] = [
    [{ min: 300, max: 700 }, false],
    [{ min: 1000, max: null }, true],
    [{ min: null, max: 150 }, false],
    [{ min: null, max: null }, true],
    [{ min: 2000, max: 3000 }, false],
  ];

  test.each(cases)(
    '%o, buyable only: %s: the count and the cards are every product that fits, past the first page',
    async (price, buyable) => {
      const want = expected(price, buyable);
      const results = await searchResults(sourceOf(), 'galaxy', filters({ price, buyable }), PAGE);
      expect(results.total).toBe(400);
      expect(results.shown).toBe(want.length);
      const names = new Set(want.map((product) => product.name));
      for (const doc of results.docs) expect(names.has(doc[1]), doc[1]).toBe(true);
      expect(results.docs).toHaveLength(Math.min(PAGE, want.length));
      // The same from the documents alone, when every match fits the page.
      const all = await searchResults(sourceOf(), 'galaxy', filters({ price, buyable }), 400);
      expect(all.shown).toBe(want.length);
      expect(all.docs.slice(0, PAGE)).toEqual(results.docs);
      expect([all.categories, all.brands, all.buyable]).toEqual([results.categories, results.brands, results.buyable]);
    },
  );

  test('each facet counts within the other filters, availability too', async () => {
    const price = { min: 300, max: 1500 };
    const results = await searchResults(sourceOf(), 'galaxy', filters({ price, buyable: true, category: '/audio/slusalice' }), PAGE);
    expect(results.shown).toBe(expected(price, true, 1).length);
    expect(results.categories.find((facet) => facet.label === 'Smartphones')?.count).toBe(expected(price, true, 0).length);
    expect(results.buyable).toBe(expected(price, true, 1).length);
    const withOut = await searchResults(sourceOf(), 'galaxy', filters({ price, category: '/audio/slusalice' }), PAGE);
    expect(withOut.shown).toBe(expected(price, false, 1).length);
    expect(withOut.buyable).toBe(expected(price, true, 1).length);
  });

  test('a price range reads only the price bands it cuts through (and for a price order those of the first page)', async () => {
    const index = buildSearchIndex(PRODUCTS, CATEGORIES, 'v1');
    const bandsRead = (loaded: Set<string>) =>
      [...loaded].filter((name) => name.startsWith('price band ')).map((name) => Number(name.slice(11)));
    const relevance = memorySource(index, 'en');
    await searchResults(relevance, 'galaxy', filters({ price: { min: 300, max: 700 } }), PAGE);
    const cut = bandsRead(relevance.loaded);
    expect(cut).toHaveLength(2);
    for (const band of cut) expect(index.priceBands.column.range[band]?.some((minor) => minor < 30_000 || minor > 70_000)).toBe(true);

    const sorted = memorySource(index, 'en');
    const results = await searchResults(sorted, 'galaxy', filters({ price: { min: 300, max: 700 }, sort: 'price-asc' }), PAGE);
    // Every band read holds prices within the range.
    for (const band of bandsRead(sorted.loaded)) {
      const [low = 0, high = 0] = index.priceBands.column.range[band] ?? [];
      expect(high >= 30_000 && low <= 70_000, String(band)).toBe(true);
    }
    const prices = results.docs.map((doc) => doc[3]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(30_000);
  });

  test('a product without a price never fits a bound, and fits when there is none', async () => {
    const results = await searchResults(sourceOf(), 'galaxy', filters({ price: { min: 0, max: null } }), 400);
    expect(results.shown).toBe(400 - 8);
    expect((await searchResults(sourceOf(), 'galaxy', filters({}), 400)).shown).toBe(400);
  });
});
