import { describe, expect, test } from 'vitest';
import type { SnapshotOffer, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { chooseSpecKeys, priceRanges, stockOf } from './category-facets.ts';

function product(specs: Record<string, string>, availabilities: SnapshotOffer['availability'][] = ['in_stock']): SnapshotProduct {
  return {
    id: 1,
    slug: 'p',
    brand: 'B',
    name: 'P',
    gtin: null,
    mpn: null,
    image: '',
    specs: Object.entries(specs).map(([key, value]) => ({ key, value })),
    offers: availabilities.map((availability) => ({ availability }) as SnapshotOffer),
    variant: {},
    family: null,
  };
}

/** `count` products where spec `key` takes `values` in turn. */
const many = (count: number, specs: (n: number) => Record<string, string>) => Array.from({ length: count }, (_, n) => product(specs(n)));

describe('chooseSpecKeys', () => {
  test('takes the specs most products have, at most eight, numbers marked', () => {
    const products = many(10, (n) =>
      Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`k${k}`, k === 0 ? `v${n % 2}` : String(n % 3)])),
    );
    // k9 only on half the products: still common; k8 on none.
    products.slice(0, 5).forEach((p) => (p.specs = p.specs.filter((s) => s.key !== 'k8')));
    const chosen = chooseSpecKeys(products);
    expect(chosen.map((spec) => spec.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
    expect(chosen[0]).toEqual({ key: 'k0', numeric: false });
    expect(chosen[1]).toEqual({ key: 'k1', numeric: true });
  });

  test('skips specs with one value or too many to list, and fills up to four with rarer ones', () => {
    const products = many(40, (n) => ({
      same: '1',
      serial: `SN${n}`,
      common: String(n % 2),
      ...(n < 10 ? { rare1: String(n % 2) } : {}),
      ...(n < 8 ? { rare2: String(n % 2) } : {}),
      ...(n < 6 ? { rare3: String(n % 2) } : {}),
      ...(n < 4 ? { rare4: String(n % 2) } : {}),
    }));
    expect(chooseSpecKeys(products).map((spec) => spec.key)).toEqual(['common', 'rare1', 'rare2', 'rare3']);
  });

  test('no specs, no spec facets', () => {
    expect(chooseSpecKeys([product({}), product({})])).toEqual([]);
  });
});

describe('priceRanges', () => {
  test('splits at round amounts near the fifths, the last open-ended', () => {
    const prices = Array.from({ length: 100 }, (_, n) => (n + 1) * 1000); // 10 .. 1000 EUR
    const ranges = priceRanges(prices);
    expect(ranges.ids).toEqual(['0-200', '200-400', '400-600', '600-800', '800-']);
    expect(ranges.idsOf(19_999)).toEqual(['0-200']);
    expect(ranges.idsOf(20_000)).toEqual(['200-400']);
    expect(ranges.idsOf(5_000_000)).toEqual(['800-']);
    expect(ranges.idsOf(-1)).toEqual([]);
  });

  test('equal prices make one range', () => {
    expect(priceRanges([5000, 5000, 5000]).ids).toEqual(['0-']);
  });
});

test('stock: in stock somewhere, else to order, else out of stock', () => {
  expect(stockOf(product({}, ['out_of_stock', 'in_stock']))).toBe('in_stock');
  expect(stockOf(product({}, ['out_of_stock', 'backorder']))).toBe('on_order');
  expect(stockOf(product({}, ['out_of_stock']))).toBe('out_of_stock');
});
