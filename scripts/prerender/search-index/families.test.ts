import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { SearchDoc } from '../../../src/search/index-format.ts';
import { NO_FILTERS, searchResults, type SearchFilters } from '../../../src/search/results.ts';
import { suggest } from '../../../src/search/suggest.ts';
import { buildSearchIndex, type IndexCategory, type IndexFamily, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [{ path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones') }];

const S24: IndexFamily = {
  key: 1,
  name: 'Samsung Galaxy S24',
  shops: 3,
  spans: [
    ['color', 'Onyx Black', 'Marble Grey', 2],
    ['storage', '128 GB', '256 GB', 2],
  ],
};

/** A family's member: `delivery` working days at most. */
function member(name: string, family: IndexFamily, shops: number, priceMinor: number, delivery: number | null = 5): IndexProduct {
  return testProduct(name, { brand: 'Samsung', category: 0, shops, priceMinor, family, delivery });
}

/**
 * The Galaxy S24 in three variants, the grey sold nowhere now; a phone alone; and 60 families of
 * three capacities each, more than a page of cards (48) in 180 products, each variant with one
 * shop less than the next larger, so that a family's cheapest is not its best-ranked variant.
 */
const PRODUCTS: IndexProduct[] = [
  member('Samsung Galaxy S24 256 GB Onyx Black', S24, 2, 95_000, 1),
  member('Samsung Galaxy S24 128 GB Onyx Black', S24, 1, 80_000),
  { ...member('Samsung Galaxy S24 128 GB Marble Grey', S24, 1, -1), buyable: false, totalMinor: -1 },
  testProduct('Samsung Galaxy A55', { brand: 'Samsung', category: 0, shops: 2, priceMinor: 40_000 }),
  ...Array.from({ length: 60 }, (_, n) => {
    const family: IndexFamily = { key: 100 + n, name: `Acme Phone ${n}`, shops: 4, spans: [['storage', '64 GB', '256 GB', 3]] };
    return [64, 128, 256].map((gb, at) =>
      testProduct(`Acme Phone ${n} ${gb} GB`, {
        brand: 'Acme',
        category: 0,
        shops: 3 - at,
        priceMinor: 10_000 + n * 100 + at * 1_000,
        family,
      }),
    );
  }).flat(),
];

const PAGE = 48;

const sourceOf = (options: { shards?: boolean } = {}) => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en', options);

const search = (query: string, change: Partial<SearchFilters> = {}) => searchResults(sourceOf(), query, { ...NO_FILTERS, ...change }, PAGE);

const nameOf = (doc: SearchDoc | undefined) => doc?.[1];

describe('search shows one entry per family', () => {
  test('a query for the model finds the family once, led by its cheapest variant, with the family name, span and shops', async () => {
    const results = await search('galaxy s24');
    expect(results.total).toBe(1);
    const [doc] = results.docs;
    expect(nameOf(doc)).toBe('Samsung Galaxy S24 128 GB Onyx Black');
    expect(doc?.[9]).toEqual([expect.any(Number), 3, 'Samsung Galaxy S24', 3, S24.spans]);
  });

  test('a query that names a variant leads the family with that variant, not the cheapest', async () => {
    expect((await search('s24 256')).docs.map(nameOf)).toEqual(['Samsung Galaxy S24 256 GB Onyx Black']);
    expect((await search('galaxy s24 marble grey')).docs.map(nameOf)).toEqual(['Samsung Galaxy S24 128 GB Marble Grey']);
  });

  test('a family takes one slot beside a product alone, and the count counts families', async () => {
    const results = await search('samsung galaxy');
    expect(results.total).toBe(2);
    expect(results.docs.map(nameOf).sort()).toEqual(['Samsung Galaxy A55', 'Samsung Galaxy S24 128 GB Onyx Black']);
  });

  test('filters act on variants: the family shows when one passes, priced at the cheapest that does', async () => {
    const dear = await search('galaxy', { price: { min: 900, max: null } });
    expect(dear.shown).toBe(1);
    expect(dear.docs.map(nameOf)).toEqual(['Samsung Galaxy S24 256 GB Onyx Black']);
    const fast = await search('galaxy s24', { within: 2 });
    expect(fast.docs.map(nameOf)).toEqual(['Samsung Galaxy S24 256 GB Onyx Black']);
    const buyable = await search('marble grey', { buyable: true });
    expect(buyable.shown).toBe(0);
    expect(buyable.total).toBe(1);
  });

  test('past a page of matches, the count, the cards and the price order count each family once', async () => {
    const results = await search('acme');
    expect(results.total).toBe(60);
    expect(results.docs).toHaveLength(PAGE);
    expect(new Set(results.docs.map((doc) => doc[9]?.[2])).size).toBe(PAGE);
    expect(results.docs.every((doc) => doc[1].endsWith(' 64 GB'))).toBe(true);
    expect(results.brands).toEqual([{ value: 'Acme', label: 'Acme', count: 60 }]);
    const cheapest = await search('acme', { sort: 'price-asc' });
    expect(cheapest.docs.slice(0, 2).map(nameOf)).toEqual(['Acme Phone 0 64 GB', 'Acme Phone 1 64 GB']);
    const large = await search('acme 256', { sort: 'price-desc' });
    expect(large.total).toBe(60);
    expect(large.docs.slice(0, 2).map(nameOf)).toEqual(['Acme Phone 59 256 GB', 'Acme Phone 58 256 GB']);
  });
});

test("a miss's popular products show a family once", () => {
  const [top] = buildSearchIndex(PRODUCTS, CATEGORIES, 'v1').categoryTops;
  const families = (top ?? []).map((doc) => doc[9]?.[2] ?? doc[1]);
  expect(families).toHaveLength(4);
  expect(new Set(families).size).toBe(4);
});

describe('the typeahead lists a family once', () => {
  test('a family under its name and span, leading to its cheapest variant, read from the term shards alone', async () => {
    const source = sourceOf({ shards: true });
    const suggestions = await suggest(source, 'galaxy s24');
    expect(suggestions).toEqual([
      {
        kind: 'product',
        name: 'Samsung Galaxy S24',
        path: '/p/Samsung Galaxy S24 128 GB Onyx Black',
        image: '/i.svg',
        priceMinor: 80_000,
        spans: S24.spans,
      },
    ]);
    expect([...source.loaded].filter((name) => name.startsWith('doc'))).toEqual([]);
  });

  test('as many families as it shows, each once, though each has three variants', async () => {
    const suggestions = await suggest(sourceOf(), 'acme phone');
    const products = suggestions.filter((suggestion) => suggestion.kind === 'product');
    expect(products.length).toBeGreaterThanOrEqual(7);
    expect(new Set(products.map((suggestion) => suggestion.name)).size).toBe(products.length);
    expect(products.every((suggestion) => suggestion.kind === 'product' && suggestion.path.endsWith(' 64 GB'))).toBe(true);
  });
});
