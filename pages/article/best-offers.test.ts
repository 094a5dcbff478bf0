import { expect, test } from 'vitest';
import type { Availability } from '../../src/domain/availability.ts';
import { headlineStaleness, pickBestOffers } from './best-offers.ts';
import type { OfferRow } from './payload.ts';

const offer = (shop: string, availability: Availability = 'in_stock') => ({ shop, availability }) as OfferRow;

test("the first three buyable offers in the table's order; out of stock is never among the best", () => {
  const offers = [offer('A'), offer('B', 'out_of_stock'), offer('C', 'preorder'), offer('D'), offer('E'), offer('F', 'out_of_stock')];
  expect(pickBestOffers(offers).map((row) => row.shop)).toEqual(['A', 'C', 'D']);
  expect(pickBestOffers([offer('B', 'out_of_stock')])).toEqual([]);
  expect(pickBestOffers([offer('A')]).map((row) => row.shop)).toEqual(['A']);
});

test('the top says when none of the offers is confirmed recently, or when the lowest price is only a stale offer’s', () => {
  const row = (shop: string, minor: number, stale: boolean, availability: Availability = 'in_stock') =>
    ({ shop, availability, stale, price: { minor, currency: 'EUR' } }) as OfferRow;
  const lowest = { minor: 500, currency: 'EUR' as const };
  const isStale = (offer: OfferRow) => offer.stale;
  expect(headlineStaleness([row('A', 500, true), row('B', 600, true)], lowest, isStale)).toBe('allStale');
  expect(headlineStaleness([row('A', 500, true), row('B', 600, false)], lowest, isStale)).toBe('lowestStale');
  expect(headlineStaleness([row('A', 500, true), row('B', 500, false)], lowest, isStale), 'a fresh offer has that price too').toBeNull();
  expect(headlineStaleness([row('A', 400, true, 'out_of_stock'), row('B', 500, false)], lowest, isStale)).toBeNull();
  expect(headlineStaleness([], null, isStale)).toBeNull();
});
