import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { missSuggestions } from '../../../src/search/miss.ts';
import { rankProducts } from '../../../src/search/query.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones') },
  { path: '/audio/slusalice', names: names('Slušalice', 'Headphones') },
  { path: '/racunari/monitori', names: names('Monitori', 'Monitors') },
];

function product(name: string, brand: string, category: number, shops: number, mpn: string | null = null): IndexProduct {
  return testProduct(name, { brand, mpn, category, shops, priceMinor: 10_000 * shops, buyable: true });
}

const PRODUCTS: IndexProduct[] = [
  product('Samsung Galaxy S24 128 GB', 'Samsung', 0, 9, 'SM-S921B'),
  product('Samsung Galaxy A55', 'Samsung', 0, 7),
  product('Apple iPhone 15 128 GB', 'Apple', 0, 8),
  product('Apple iPhone 15 Pro', 'Apple', 0, 6),
  product('Sony WH-1000XM5', 'Sony', 1, 10),
  product('Samsung Galaxy Buds 3', 'Samsung', 1, 4),
  product('Dell UltraSharp U2724D', 'Dell', 2, 5),
  product('LG UltraGear 27GR95QE', 'LG', 2, 3),
];

const sourceOf = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en');

describe('after a query that finds nothing', () => {
  test('a word too far for a typo is offered as its nearest word, with the category and brand of what that finds', async () => {
    const source = sourceOf();
    expect((await rankProducts(source, 'samzunkk')).ids).toEqual([]);
    const miss = await missSuggestions(source, 'samzunkk');
    expect(miss.queries[0]).toBe('samsung');
    expect(miss.brands[0]).toBe('Samsung');
    expect(miss.category).toEqual(['Smartphones', '/telefoni/pametni']);
    expect(miss.popular.map((doc) => doc[1])).toEqual([
      'Samsung Galaxy S24 128 GB',
      'Apple iPhone 15 128 GB',
      'Samsung Galaxy A55',
      'Apple iPhone 15 Pro',
    ]);
  });

  test('words that each find products but none together: fewer words, keeping those that find fewest', async () => {
    const source = sourceOf();
    expect((await rankProducts(source, 'galaxy iphone')).ids).toEqual([]);
    // iPhone names two products, Galaxy four.
    expect((await missSuggestions(source, 'galaxy iphone')).queries).toEqual(['iphone', 'galaxy']);
    expect((await rankProducts(source, 'iphone 15 pro 128')).ids).toEqual([]);
    expect((await missSuggestions(source, 'iphone 15 pro 128')).queries).toEqual(['iphone 15 pro', 'iphone 15 128', 'iphone pro']);
  });

  test('a word found only by a typo is offered corrected, not dropped: "iphnoe 15 pro 128" is "iphone 15 pro"', async () => {
    const source = sourceOf();
    expect((await rankProducts(source, 'iphnoe 15 pro 128')).ids).toEqual([]);
    expect((await missSuggestions(source, 'iphnoe 15 pro 128')).queries).toEqual(['iphone 15 pro', 'iphone 15 128', 'iphone pro']);
  });

  test('only the words that find nothing change; the others are kept', async () => {
    const miss = await missSuggestions(sourceOf(), 'oltrashorpp monitor');
    expect(miss.queries[0]).toBe('ultrasharp monitor');
    expect(miss.category?.[1]).toBe('/racunari/monitori');
  });

  test('a model number one character off is offered, though a query never forgives it', async () => {
    const source = sourceOf();
    expect((await rankProducts(source, 's921c')).ids).toEqual([]);
    expect((await missSuggestions(source, 's921c')).queries).toContain('s921b');
  });

  test('a category whose name is near a word is offered, with its best products', async () => {
    const miss = await missSuggestions(sourceOf(), 'hedfones');
    expect(miss.categories.map(([, path]) => path)).toEqual(['/audio/slusalice']);
    expect(miss.popular.map((doc) => doc[1])).toEqual(['Sony WH-1000XM5', 'Samsung Galaxy Buds 3']);
  });

  test('nothing near: the site’s best products, read from the first document shard and the words file only', async () => {
    const source = memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'en', { shards: true });
    const miss = await missSuggestions(source, 'qqxxzz');
    expect(miss).toMatchObject({ queries: [], categories: [], brands: [], category: null });
    expect(miss.popular.map((doc) => doc[1])).toEqual([
      'Sony WH-1000XM5',
      'Samsung Galaxy S24 128 GB',
      'Apple iPhone 15 128 GB',
      'Samsung Galaxy A55',
    ]);
    expect([...source.loaded].filter((name) => !/^[a-z#]+$/.test(name))).toEqual(['miss words', 'doc 0']);
  });
});
