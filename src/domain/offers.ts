import type { Currency } from '../../sites/index.ts';
import { buyableOffers, hasBuyableOffer, isBuyable, type Availability } from './availability.ts';
import { addMoney, lowestMoney, type Money } from './money.ts';
import { compareText } from '../lib/compare-text.ts';

/** The price a visitor pays: the sale price while one is set, else the price (docs/price-rules.md). */
export function effectivePriceMinor(priceMinor: number, salePriceMinor: number | null): number {
  return salePriceMinor ?? priceMinor;
}

export function effectivePrice(offer: { priceMinor: number; salePriceMinor: number | null; currency: Currency }): Money {
  return { minor: effectivePriceMinor(offer.priceMinor, offer.salePriceMinor), currency: offer.currency };
}

/** What the offer costs delivered: price + shipping, in one currency. */
export function offerTotal(price: Money, shipping: Money): Money {
  return addMoney(price, shipping);
}

/**
 * The offers whose prices a product shows: the buyable ones, or all of them when none is, so a
 * product whose every offer is out of stock still shows a price (docs/price-rules.md).
 */
export function pricedOffers<T extends { availability: Availability }>(offers: readonly T[]): readonly T[] {
  return hasBuyableOffer(offers) ? buyableOffers(offers) : offers;
}

/** The lowest price a visitor can buy at now (the price check's current price); null when nothing is buyable. */
export function lowestBuyablePrice<T extends { availability: Availability }>(
  offers: readonly T[],
  price: (offer: T) => Money,
): Money | null {
  return lowestMoney(buyableOffers(offers).map(price));
}

/**
 * The lowest total with delivery (price + shipping) a visitor can buy at now; null when nothing is
 * buyable: an out-of-stock offer's delivery is nothing to pay for (docs/price-rules.md).
 */
export function lowestBuyableTotal<T extends { availability: Availability }>(
  offers: readonly T[],
  total: (offer: T) => Money,
): Money | null {
  return lowestBuyablePrice(offers, total);
}

/** The lowest total to show beside the lowest price: only where the two differ, else null. */
export function totalBesidePrice(price: Money | null, total: Money | null): Money | null {
  return cardDelivery(price, total).total ?? null;
}

/**
 * What a card says of delivery: the lowest total where it differs from the lowest price; where
 * they are the same, that the cheapest offer delivers free; nothing when nothing is buyable.
 */
export function cardDelivery(price: Money | null, total: Money | null): { total?: Money; freeDelivery?: true } {
  if (!total) return {};
  return total.minor === price?.minor ? { freeDelivery: true } : { total };
}

/** The lowest price of the priced offers (see `pricedOffers`); null when there is no offer. */
export function lowestOfferPrice<T extends { availability: Availability }>(offers: readonly T[], price: (offer: T) => Money): Money | null {
  return lowestMoney(pricedOffers(offers).map(price));
}

/** Offers a visitor can buy first, then by total (price + shipping), cheapest first, then by shop name. */
export function compareOffers(
  a: { availability: Availability; total: Money; shop: string },
  b: { availability: Availability; total: Money; shop: string },
): number {
  const outA = isBuyable(a.availability) ? 0 : 1;
  const outB = isBuyable(b.availability) ? 0 : 1;
  return outA - outB || a.total.minor - b.total.minor || compareText(a.shop, b.shop);
}
