import { describe, expect, test } from 'vitest';
import type { Availability } from './availability.ts';
import { chooseOffers, compareListedOffers } from './offer-order.ts';

const offer = (shop: string, total: number, stale = false, availability: Availability = 'in_stock') => ({
  shop,
  total: { minor: total, currency: 'EUR' as const },
  stale,
  availability,
});

describe('compareListedOffers', () => {
  test('stale offers come after fresh ones, even cheaper or out of stock ones; then buyable first, by total', () => {
    const offers = [
      offer('a', 500, true),
      offer('b', 900),
      offer('c', 400, false, 'out_of_stock'),
      offer('d', 700),
      offer('e', 300, true, 'out_of_stock'),
    ];
    expect(offers.sort(compareListedOffers).map((o) => o.shop)).toEqual(['d', 'b', 'c', 'a', 'e']);
  });
});

describe("a shopper's choices on the offers", () => {
  const days = (max: number | null) => (max === null ? null : { min: 1, max });
  const offers = [
    { ...offer('cheap-slow', 500), delivery: days(7) },
    { ...offer('dear-fast', 900), delivery: days(1) },
    { ...offer('unknown', 600), delivery: days(null) },
    { ...offer('preorder', 550, false, 'preorder'), delivery: days(2) },
    { ...offer('sold-out', 400, false, 'out_of_stock'), delivery: days(1) },
    { ...offer('stale-fast', 450, true), delivery: days(1) },
  ];
  const shops = (list: { shop: string }[]) => list.map((o) => o.shop);

  test('by delivery time: fresh and buyable first, the fewest most-days, one stating none after those that do', () => {
    expect(shops(chooseOffers(offers, { sort: 'delivery', inStock: false, within: null }))).toEqual([
      'dear-fast',
      'preorder',
      'cheap-slow',
      'unknown',
      'sold-out',
      'stale-fast',
    ]);
  });

  test('in stock only keeps in-stock offers (not preorders); within N days keeps buyable ones stating at most N', () => {
    const listed = [...offers].sort(compareListedOffers);
    expect(shops(chooseOffers(listed, { sort: 'total', inStock: true, within: null }))).toEqual([
      'cheap-slow',
      'unknown',
      'dear-fast',
      'stale-fast',
    ]);
    expect(shops(chooseOffers(listed, { sort: 'total', inStock: false, within: 2 }))).toEqual(['preorder', 'dear-fast', 'stale-fast']);
    expect(shops(chooseOffers(listed, { sort: 'total', inStock: true, within: 1 }))).toEqual(['dear-fast', 'stale-fast']);
  });
});
