import { describe, expect, test } from 'vitest';
import type { ArticlePayload } from '../payload.ts';
import { compareColumns, specRows } from './compare-rows.ts';

type Spec = ArticlePayload['product']['specs'][number];
type OfferRow = ArticlePayload['offers'][number];
const spec = (key: string, value: string, number?: number): Spec => ({
  key,
  label: key.toUpperCase(),
  value,
  ...(number === undefined ? {} : { number }),
});
const eur = (minor: number) => ({ minor, currency: 'EUR' as const });

function product(specs: Spec[]): ArticlePayload['product'] {
  return { path: '/a/b/c/1-x', name: 'X', brand: 'B', gtin: null, mpn: null, image: '/i.svg', specs };
}

function offer(
  shop: string,
  minor: number,
  availability: OfferRow['availability'] = 'in_stock',
  shipping = 0,
  delivery: OfferRow['delivery'] = null,
): OfferRow {
  return { shop, price: eur(minor), total: eur(minor + shipping), availability, delivery } as OfferRow;
}

function payload(lowest: number | null, offers: OfferRow[], verdict: string | null): ArticlePayload {
  return {
    product: product([]),
    lowest: lowest === null ? null : eur(lowest),
    offers,
    priceCheck: { verdict },
  } as unknown as ArticlePayload;
}

describe('compare rows', () => {
  test('a row per spec key in order of appearance, a gap where a product has none, and whether the values differ', () => {
    const rows = specRows([
      product([spec('storage', '128 GB', 128), spec('os', 'Android')]),
      product([spec('storage', '128 GB', 128), spec('ram', '8 GB', 8)]),
    ]);
    expect(rows.map((row) => [row.key, row.values, row.differs])).toEqual([
      ['storage', ['128 GB', '128 GB'], false],
      ['os', ['Android', null], true],
      ['ram', [null, '8 GB'], true],
    ]);
  });

  test('the best number is the highest, but the lowest for weight; none when all are equal', () => {
    const rows = specRows([
      product([spec('storage', '64', 64), spec('weight', '190 g', 190), spec('ram', '8', 8)]),
      product([spec('storage', '256', 256), spec('weight', '170 g', 170), spec('ram', '8', 8)]),
      product([spec('storage', '128', 128), spec('weight', '210 g', 210), spec('ram', '8', 8)]),
    ]);
    expect(rows.find((row) => row.key === 'storage')?.best).toEqual([false, true, false]);
    expect(rows.find((row) => row.key === 'weight')?.best).toEqual([false, true, false]);
    expect(rows.find((row) => row.key === 'ram')?.best).toEqual([false, false, false]);
  });

  test('a row of text is never ranked', () => {
    const rows = specRows([product([spec('os', 'Android')]), product([spec('os', 'iOS')])]);
    expect(rows[0]?.best).toEqual([false, false]);
  });

  test('columns: the lowest price best, its shop among the buyable offers, and only a known verdict', () => {
    const columns = compareColumns([
      { id: 1, payload: payload(500, [offer('Gone', 500, 'out_of_stock'), offer('Here', 500)], 'good-price') },
      { id: 2, payload: payload(700, [offer('Other', 700)], 'x" onmouseover="') },
      { id: 3, payload: payload(null, [], null) },
    ]);
    expect(columns.map((column) => [column.shop, column.verdict, column.best])).toEqual([
      ['Here', 'good-price', true],
      ['Other', null, false],
      [null, null, false],
    ]);
  });

  test('the price a shopper pays: the lowest total with delivery marks the best, the fastest delivery of a buyable offer', () => {
    const columns = compareColumns([
      // Cheaper item, dearer delivery: the total decides.
      {
        id: 1,
        payload: payload(
          500,
          [offer('Far', 500, 'in_stock', 300, { min: 5, max: 8 }), offer('Near', 650, 'in_stock', 0, { min: 1, max: 2 })],
          null,
        ),
      },
      {
        id: 2,
        payload: payload(
          600,
          [offer('Flat', 600, 'in_stock', 20, { min: 2, max: 3 }), offer('Gone', 400, 'out_of_stock', 0, { min: 0, max: 0 })],
          null,
        ),
      },
    ]);
    expect(columns.map((column) => [column.total?.minor, column.totalShop, column.best])).toEqual([
      [650, 'Near', false],
      [620, 'Flat', true],
    ]);
    expect(columns.map((column) => column.delivery)).toEqual([
      { min: 1, max: 2 },
      { min: 2, max: 3 },
    ]);
  });
});
