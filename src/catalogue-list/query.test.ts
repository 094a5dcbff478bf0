import { describe, expect, test } from 'vitest';
import { listCard, queryList, selectionMasks } from './query.ts';
import type { CategoryList } from './list-schema.ts';
import type { SpecRange } from './spec-range.ts';

/**
 * Five products: brand (single value), shops (a mask: bit 0 shop a, bit 1 shop b), prices, totals
 * with delivery (B2's cheapest price ships dear; nothing of E5 is buyable), drops, days listed.
 */
const LIST: CategoryList = {
  path: '/c/s/phones',
  currency: 'EUR',
  items: ['1-a', '2-b', '3-c', '4-d', '5-e'],
  names: ['A1', 'B2', 'A3', 'C4', 'B5'],
  images: ['/i/1', '/i/2', '/i/3', '/i/4', '/i/5'],
  prices: [30000, 10000, -1, 20000, 40000],
  totals: [30000, 25000, -1, 20500, -1],
  shops: [3, 3, 2, 1, 1],
  drops: [0, 12, 0, 30, 5],
  listed: [100, 300, 200, 50, 400],
  specs: [[], ['128 GB', '8 GB RAM'], [], [], []],
  facets: [
    { key: 'brand', values: ['A', 'B', 'C'], multi: false, column: [0, 1, 0, 2, 1] },
    { key: 'shop', values: ['a', 'b'], multi: true, column: [3, 1, 2, 2, 1] },
  ],
  family: [-1, -1, -1, -1, -1],
  families: [],
};

const LIST_FAMILY = { name: 'B', shops: 3, variants: 2, spans: [] };

const run = (selected: Record<string, string[]>, sort: Parameters<typeof queryList>[2] = 'offers') =>
  queryList(LIST, selectionMasks(LIST, selected), sort);

describe('filtering', () => {
  test('no filter: every product in the list order, each value counted', () => {
    expect(run({})).toEqual({
      order: [0, 1, 2, 3, 4],
      counts: [
        [2, 2, 1],
        [3, 3],
      ],
      ranges: [null, null],
    });
  });

  test('values of one facet are OR, facets are AND', () => {
    expect(run({ brand: ['A', 'C'] }).order).toEqual([0, 2, 3]);
    expect(run({ brand: ['A', 'C'], shop: ['a'] }).order).toEqual([0]);
  });

  test("a value's count is what choosing it as well would show", () => {
    const { counts } = run({ brand: ['B'], shop: ['b'] });
    // Brands among products at shop b: A (1, 3), C (4); B has none there.
    expect(counts[0]).toEqual([2, 0, 1]);
    // Shops among brand B's products (2, 5): both at shop a only.
    expect(counts[1]).toEqual([2, 0]);
  });

  test('a typed price range keeps the products within it, both ends included, and counts among them only', () => {
    const { order, counts } = queryList(LIST, selectionMasks(LIST, {}), 'offers', { min: 200, max: 300 });
    expect(order).toEqual([0, 3]);
    expect(counts).toEqual([
      [1, 0, 1],
      [1, 2],
    ]);
    // No price: out as soon as one side is bounded.
    expect(queryList(LIST, selectionMasks(LIST, { brand: ['A'] }), 'offers', { min: 0, max: null }).order).toEqual([0]);
  });

  test('an unknown value filters nothing', () => {
    expect(run({ brand: ['Z'] }).order).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('sorting', () => {
  test('by price either way, products without a price last', () => {
    expect(run({}, 'price-asc').order).toEqual([1, 3, 0, 4, 2]);
    expect(run({}, 'price-desc').order).toEqual([4, 0, 3, 1, 2]);
  });

  test('by lowest total with delivery, products without one (nothing buyable) last in list order', () => {
    expect(run({}, 'total').order).toEqual([3, 1, 0, 2, 4]);
    expect(run({ brand: ['B'] }, 'total').order).toEqual([1, 4]);
  });

  test('by drop, by newest, by offers with ties in list order', () => {
    expect(run({}, 'drop').order).toEqual([3, 1, 4, 0, 2]);
    expect(run({}, 'newest').order).toEqual([4, 1, 2, 0, 3]);
    expect(run({ shop: ['b'] }, 'offers').order).toEqual([0, 2, 3]);
  });
});

test('a card from the list is the payload card: path under the category, no price when -1', () => {
  expect(listCard(LIST, 1)).toEqual({
    path: '/c/s/phones/2-b',
    name: 'B2',
    image: '/i/2',
    price: { minor: 10000, currency: 'EUR' },
    total: { minor: 25000, currency: 'EUR' },
    shops: 3,
    dropPercent: 12,
    specs: ['128 GB', '8 GB RAM'],
  });
  expect(listCard(LIST, 2)).toEqual({ path: '/c/s/phones/3-c', name: 'A3', image: '/i/3', price: null, shops: 2 });
});

test("a card's total with delivery shows only where it differs from the price and something is buyable", () => {
  expect(listCard(LIST, 0)).not.toHaveProperty('total');
  expect(listCard(LIST, 3).total).toEqual({ minor: 20500, currency: 'EUR' });
  expect(listCard(LIST, 4)).not.toHaveProperty('total');
});

describe('families', () => {
  // A Galaxy in three variants (no shop sells 256 GB in grey) and an iPhone alone.
  const FAMILY = {
    name: 'Samsung Galaxy S24',
    shops: 3,
    variants: 3,
    spans: [
      ['color', 'Onyx Black', 'Marble Grey', 2],
      ['storage', '128 GB', '256 GB', 2],
    ],
  };
  const PHONES: CategoryList = {
    ...LIST,
    items: ['1-s24-black', '2-s24-256', '3-s24-grey', '4-iphone'],
    names: ['Samsung Galaxy S24 128 GB', 'Samsung Galaxy S24 256 GB', 'Samsung Galaxy S24 128 GB Marble Grey', 'Apple iPhone 15'],
    images: ['/i/1', '/i/2', '/i/3', '/i/4'],
    prices: [78900, 89900, 76900, 67900],
    totals: [78900, 89900, 76900, 67900],
    shops: [2, 1, 1, 1],
    drops: [0, 0, 0, 0],
    listed: [1, 2, 3, 4],
    specs: [[], [], [], []],
    facets: [{ key: 's-storage', values: ['128', '256'], multi: false, column: [0, 1, 0, 0] }],
    family: [0, 0, 0, -1],
    families: [FAMILY as CategoryList['families'][number]],
  };
  const query = (selected: Record<string, string[]>, sort: Parameters<typeof queryList>[2] = 'offers') =>
    queryList(PHONES, selectionMasks(PHONES, selected), sort);

  test("one card per family, its cheapest variant's, and a value counts a family once", () => {
    const { order, counts } = query({});
    expect(order).toEqual([2, 3]);
    expect(counts).toEqual([[2, 1]]);
    expect(listCard(PHONES, 2)).toMatchObject({
      path: '/c/s/phones/3-s24-grey',
      price: { minor: 76900 },
      shops: 3,
      family: { name: 'Samsung Galaxy S24', variants: 3 },
    });
  });

  test('a filter shows the families that have the value, priced at that variant', () => {
    const { order } = query({ 's-storage': ['256'] });
    expect(order).toEqual([1]);
    expect(listCard(PHONES, 1).price).toEqual({ minor: 89900, currency: 'EUR' });
  });

  test("a family sorts by its card's variant, and by the shops selling any of its variants", () => {
    expect(query({}, 'price-asc').order).toEqual([3, 2]);
    expect(query({}, 'price-desc').order).toEqual([2, 3]);
    expect(query({ 's-storage': ['256'] }, 'price-asc').order).toEqual([1]);
  });
});

describe('a numeric spec chosen as a range', () => {
  // RAM 4, 8, 12, 16 GB; products 1 and 2 are one family (8 and 12 GB), the others alone.
  const ram = { key: 's-ram', values: ['4', '8', '12', '16'], multi: false, column: [0, 1, 2, 3, 3] };
  const list: CategoryList = { ...LIST, facets: [LIST.facets[0]!, ram], family: [-1, 0, 0, -1, -1], families: [LIST_FAMILY] };
  const ranged = (range: SpecRange | null, selected: Record<string, string[]> = {}) =>
    queryList(list, selectionMasks(list, selected, range ? { 's-ram': range } : {}), 'offers', undefined, { 's-ram': range });

  test('"at least" and "at most" keep the products within, both ends included', () => {
    expect(ranged({ min: 12, max: null }).order).toEqual([2, 3, 4]);
    expect(ranged({ min: null, max: 8 }).order).toEqual([0, 1]);
    expect(ranged({ min: 8, max: 12 }).order).toEqual([1]);
    // A bound between two values: 10 GB is more than 8 and less than 12.
    expect(ranged({ min: 10, max: null }).order).toEqual([2, 3, 4]);
  });

  test('a range no value falls in leaves nothing', () => {
    expect(ranged({ min: 20, max: null }).order).toEqual([]);
  });

  test('each end counts what its choices would leave, a family once, within the other filters and the other end', () => {
    // No range: "from 8" leaves the family (8 and 12 GB, once) and the two 16 GB products.
    expect(ranged(null).ranges[1]).toEqual({ from: [4, 3, 3, 2], to: [1, 2, 2, 4] });
    // Up to 12 GB chosen: "from 8" leaves the family alone.
    expect(ranged({ min: null, max: 12 }).ranges[1]).toEqual({ from: [2, 1, 1, 0], to: [1, 2, 2, 4] });
    // Brand B: of the family only its 8 GB member, and the 16 GB product 5.
    expect(ranged(null, { brand: ['B'] }).ranges[1]).toEqual({ from: [2, 2, 1, 1], to: [0, 1, 1, 2] });
  });
});
