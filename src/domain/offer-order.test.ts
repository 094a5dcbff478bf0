import { describe, expect, test } from 'vitest';
import type { Availability } from './availability.ts';
import { compareListedOffers } from './offer-order.ts';

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
