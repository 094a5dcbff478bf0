import { describe, expect, test } from 'vitest';
import { AVAILABILITIES, hasBuyableOffer, isAvailability, isBuyable, type Availability } from './availability.ts';
import type { Money } from './money.ts';
import {
  compareOffers,
  effectivePrice,
  effectivePriceMinor,
  lowestBuyablePrice,
  lowestBuyableTotal,
  lowestOfferPrice,
  offerTotal,
  pricedOffers,
  totalBesidePrice,
} from './offers.ts';

const eur = (minor: number): Money => ({ minor, currency: 'EUR' });

describe('availability', () => {
  test('in stock, preorder and backorder are buyable; out of stock is not', () => {
    expect(AVAILABILITIES.filter(isBuyable)).toEqual(['in_stock', 'preorder', 'backorder']);
  });

  test('knows its values', () => {
    expect(isAvailability('preorder')).toBe(true);
    expect(isAvailability('in stock')).toBe(false);
  });

  test('a product has a buyable offer when one of its offers is buyable', () => {
    expect(hasBuyableOffer([{ availability: 'out_of_stock' }, { availability: 'backorder' }])).toBe(true);
    expect(hasBuyableOffer([{ availability: 'out_of_stock' }])).toBe(false);
    expect(hasBuyableOffer([])).toBe(false);
  });
});

describe('effective price', () => {
  test('is the sale price while one is set, else the price', () => {
    expect(effectivePriceMinor(79900, 69900)).toBe(69900);
    expect(effectivePriceMinor(79900, null)).toBe(79900);
    expect(effectivePrice({ priceMinor: 150000, salePriceMinor: 140000, currency: 'BAM' })).toEqual({ minor: 140000, currency: 'BAM' });
  });
});

describe('offerTotal', () => {
  test('is price plus shipping', () => {
    expect(offerTotal(eur(76900), eur(500))).toEqual(eur(77400));
  });
});

describe('the lowest price of a product', () => {
  const offer = (minor: number, availability: Availability) => ({ price: eur(minor), availability });

  test('is the lowest among buyable offers; out of stock does not count', () => {
    const offers = [offer(70000, 'out_of_stock'), offer(80000, 'preorder'), offer(75000, 'backorder'), offer(79000, 'in_stock')];
    expect(lowestOfferPrice(offers, (o) => o.price)).toEqual(eur(75000));
  });

  test('is the lowest of all offers when none is buyable (docs/price-rules.md)', () => {
    const offers = [offer(70000, 'out_of_stock'), offer(65000, 'out_of_stock')];
    expect(pricedOffers(offers)).toBe(offers);
    expect(lowestOfferPrice(offers, (o) => o.price)).toEqual(eur(65000));
  });

  test('is null without offers', () => {
    expect(lowestOfferPrice([], (o: { price: Money; availability: Availability }) => o.price)).toBeNull();
  });

  test('the lowest buyable price (the current price of the price check) is null when nothing is buyable', () => {
    expect(lowestBuyablePrice([offer(70000, 'out_of_stock'), offer(80000, 'preorder')], (o) => o.price)).toEqual(eur(80000));
    expect(lowestBuyablePrice([offer(70000, 'out_of_stock')], (o) => o.price)).toBeNull();
  });
});

describe('the lowest total with delivery', () => {
  const offer = (price: number, shipping: number, availability: Availability = 'in_stock') => ({
    price: eur(price),
    total: offerTotal(eur(price), eur(shipping)),
    availability,
  });
  // The camera: €42.99 is €47.99 delivered; another shop's €43.99 is €45.99 delivered.
  const camera = [offer(4299, 500), offer(4399, 200), offer(3999, 0, 'out_of_stock')];

  test("is another offer's than the lowest price's when that one ships dear; out of stock does not count", () => {
    expect(lowestOfferPrice(camera, (o) => o.price)).toEqual(eur(4299));
    expect(lowestBuyableTotal(camera, (o) => o.total)).toEqual(eur(4599));
  });

  test('is null when nothing is buyable, though the product still shows a price', () => {
    const gone = [offer(3999, 0, 'out_of_stock')];
    expect(lowestOfferPrice(gone, (o) => o.price)).toEqual(eur(3999));
    expect(lowestBuyableTotal(gone, (o) => o.total)).toBeNull();
  });

  test('is shown beside the lowest price only where the two differ', () => {
    expect(totalBesidePrice(eur(4299), eur(4599))).toEqual(eur(4599));
    expect(totalBesidePrice(eur(4299), eur(4299))).toBeNull();
    expect(totalBesidePrice(eur(3999), null)).toBeNull();
    expect(totalBesidePrice(null, null)).toBeNull();
  });
});

describe('compareOffers', () => {
  const row = (shop: string, total: number, availability: Availability = 'in_stock') => ({ shop, total: eur(total), availability });

  test('orders buyable offers first, then by total, then by shop name', () => {
    const rows = [row('Zeta', 50000, 'out_of_stock'), row('Beta', 80000), row('Alfa', 80000, 'preorder'), row('Gama', 79000, 'backorder')];
    expect(rows.sort(compareOffers).map((r) => r.shop)).toEqual(['Gama', 'Alfa', 'Beta', 'Zeta']);
  });
});
