import { describe, expect, test } from 'vitest';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from '../../scripts/prerender/search-index/shards.ts';
import { testProduct } from '../../scripts/prerender/search-index/test-source.test-kit.ts';
import type { Locale } from '../i18n/locales.ts';
import { DOCS_PER_SHARD, type IndexSource, type SearchDoc } from './index-format.ts';
import { cardLimit, MAX_PAGES, nextPage, PAGE_SIZE, readPage, withPage } from './paging.ts';
import { NO_FILTERS, searchResults, type SearchFilters } from './results.ts';

describe('the page in the URL', () => {
  test('is a whole number from 1, else the first page', () => {
    const page = (query: string) => readPage(new URLSearchParams(query));
    expect(page('q=tab')).toBe(1);
    expect(page('q=tab&page=2')).toBe(2);
    for (const value of ['0', '-1', '02', '1.5', '2e1', 'two', '', ' 3'])
      expect(page(`q=tab&page=${encodeURIComponent(value)}`), value).toBe(1);
    expect(page(`page=${MAX_PAGES + 1}`)).toBe(MAX_PAGES);
    expect(page('page=99999999999')).toBe(1);
  });

  test('is left out for the first page, and the other parameters stay as they were', () => {
    const params = new URLSearchParams('q=tab&sort=price-asc&brand=Xiaomi');
    expect(withPage(params, 2).toString()).toBe('q=tab&sort=price-asc&brand=Xiaomi&page=2');
    expect(withPage(new URLSearchParams('q=tab&page=3&sort=price-asc'), 4).toString()).toBe('q=tab&page=4&sort=price-asc');
    expect(withPage(new URLSearchParams('q=tab&page=3'), 1).toString()).toBe('q=tab');
    expect(params.toString()).toBe('q=tab&sort=price-asc&brand=Xiaomi');
  });

  test('"Show more" offers the next page until every match is shown', () => {
    expect(cardLimit(1)).toBe(PAGE_SIZE);
    expect(nextPage(1, 61)).toBe(2);
    expect(nextPage(2, 61)).toBeNull();
    expect(nextPage(1, PAGE_SIZE)).toBeNull();
    expect(nextPage(1, PAGE_SIZE + 1)).toBe(2);
    expect(nextPage(1, 0)).toBeNull();
    expect(nextPage(MAX_PAGES, 100 * cardLimit(MAX_PAGES))).toBeNull();
  });
});

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });
const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones') },
  { path: '/telefoni/oprema', names: names('Oprema', 'Accessories') },
];
const product = (name: string, brand: string, category: number, shops: number, priceMinor: number): IndexProduct =>
  testProduct(name, { brand, category, shops, priceMinor });

/** 700 Galaxy products over six document shards; the cheap cases rank last, and prices repeat. */
const PRODUCTS: IndexProduct[] = [
  ...Array.from({ length: 650 }, (_, n) => product(`Samsung Galaxy A${n}`, 'Samsung', 0, 2 + (n % 4), 20_000 + (n % 90) * 100)),
  ...Array.from({ length: 50 }, (_, n) => product(`Spigen Galaxy Case ${n}`, 'Spigen', 1, 1, 1_500 + (n % 20) * 100)),
];
const INDEX = buildSearchIndex(PRODUCTS, CATEGORIES, 'v1');
const ID_OF = new Map(INDEX.docs.flatMap((shard, number) => shard.map((doc, at) => [doc[0], number * DOCS_PER_SHARD + at] as const)));

/** The index in memory, cached per file as the browser's reader is, counting the document shards each page reads. */
function sourceOf(): IndexSource & { docShards: number[] } {
  const docShards: number[] = [];
  const read = new Map<number, Promise<SearchDoc[]>>();
  return {
    meta: INDEX.meta('en'),
    docShards,
    termShard: (key) => Promise.resolve(INDEX.shards.get(key) ?? { n: {}, m: {}, c: {} }),
    docShard: (number) => {
      if (!read.has(number)) {
        docShards.push(number);
        read.set(number, Promise.resolve(INDEX.docs[number] ?? []));
      }
      return read.get(number) as Promise<SearchDoc[]>;
    },
    facetColumns: () => Promise.resolve(INDEX.facets),
    priceBands: () => Promise.resolve(INDEX.priceBands.column),
    priceBand: (band) => Promise.resolve(INDEX.priceBands.files[band] as never),
    totalBands: () => Promise.resolve(INDEX.totalBands.column),
    totalBand: (band) => Promise.resolve(INDEX.totalBands.files[band] as never),
    deliveryColumn: () => Promise.resolve(INDEX.delivery),
    missWords: () => Promise.resolve(INDEX.missWords),
    categoryTop: (category) => Promise.resolve(INDEX.categoryTops[category] ?? []),
  };
}

const filters = (change: Partial<SearchFilters> = {}): SearchFilters => ({ ...NO_FILTERS, ...change });
const cardNames = (docs: SearchDoc[]) => docs.map((doc) => doc[1]);
const shardsOf = (docs: SearchDoc[]) => new Set(docs.map((doc) => Math.floor((ID_OF.get(doc[0]) as number) / DOCS_PER_SHARD)));

describe('more pages of results', () => {
  test('each page adds the next cards of the same order: rank, either price order, with a filter', async () => {
    const cases: Partial<SearchFilters>[] = [{}, { sort: 'price-asc' }, { sort: 'price-desc' }, { sort: 'price-asc', brand: 'Samsung' }];
    for (const change of cases) {
      const everything = cardNames((await searchResults(sourceOf(), 'galaxy', filters(change), 1_000)).docs);
      let before: string[] = [];
      for (const page of [1, 2, 3]) {
        const shown = cardNames((await searchResults(sourceOf(), 'galaxy', filters(change), cardLimit(page))).docs);
        expect(shown, `${JSON.stringify(change)} page ${page}`).toEqual(everything.slice(0, cardLimit(page)));
        expect(shown.slice(0, before.length)).toEqual(before);
        before = shown;
      }
    }
  });

  test('the cheapest matches come first in price order, then the next 48 by price', async () => {
    const results = await searchResults(sourceOf(), 'galaxy', filters({ sort: 'price-asc' }), cardLimit(2));
    expect(results.total).toBe(700);
    const prices = results.docs.map((doc) => doc[3]);
    expect(prices).toHaveLength(96);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The 50 cases (15-34.00) first, then the cheapest phones.
    // The 50 cases (15.00 to 34.00) first, though they rank last; then the cheapest phones, equal prices in rank order.
    expect(cardNames(results.docs.slice(0, 50)).every((name) => name.startsWith('Spigen'))).toBe(true);
    expect(cardNames(results.docs.slice(48, 50))).toEqual(['Spigen Galaxy Case 19', 'Spigen Galaxy Case 39']);
    expect(prices[50]).toBe(20_000);
    expect(cardNames(results.docs.slice(50)).every((name) => name.startsWith('Samsung'))).toBe(true);
  });

  test('the next page reads only the document shards of cards not yet shown', async () => {
    for (const sort of ['relevance', 'price-asc', 'price-desc'] as const) {
      const source = sourceOf();
      const first = await searchResults(source, 'galaxy', filters({ sort }), cardLimit(1));
      const firstShards = source.docShards.length;
      const second = await searchResults(source, 'galaxy', filters({ sort }), cardLimit(2));
      const added = source.docShards.slice(firstShards);
      const shown = shardsOf(first.docs);
      expect(
        added.every((number) => shardsOf(second.docs.slice(PAGE_SIZE)).has(number) && !shown.has(number)),
        sort,
      ).toBe(true);
      // No shard without a card shown.
      expect(
        source.docShards.every((number) => shardsOf(second.docs).has(number)),
        sort,
      ).toBe(true);
    }
  });
});
