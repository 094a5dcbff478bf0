import { expect, test } from 'vitest';
import type { Availability } from '../../src/domain/availability.ts';
import { pickBestOffers } from './best-offers.ts';
import type { OfferRow } from './payload.ts';

const offer = (shop: string, availability: Availability = 'in_stock') => ({ shop, availability }) as OfferRow;

test("the first three buyable offers in the table's order; out of stock is never among the best", () => {
  const offers = [offer('A'), offer('B', 'out_of_stock'), offer('C', 'preorder'), offer('D'), offer('E'), offer('F', 'out_of_stock')];
  expect(pickBestOffers(offers).map((row) => row.shop)).toEqual(['A', 'C', 'D']);
  expect(pickBestOffers([offer('B', 'out_of_stock')])).toEqual([]);
  expect(pickBestOffers([offer('A')]).map((row) => row.shop)).toEqual(['A']);
});
