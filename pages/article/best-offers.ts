import { buyableOffers } from '../../src/domain/availability.ts';
import type { Money } from '../../src/domain/money.ts';
import type { OfferRow } from './payload.ts';

/** How many offers the top of a product page shows. */
export const BEST_OFFERS = 3;

/**
 * The offers the top of a product page shows: the first buyable ones in the table's order
 * (offer-order.ts: confirmed ones first, each group by total, cheapest first).
 */
export function pickBestOffers(offers: readonly OfferRow[], count = BEST_OFFERS): OfferRow[] {
  return buyableOffers(offers).slice(0, count);
}

/**
 * What the top of a product page says of the offers' freshness: that none of them is confirmed
 * recently, or that the one with the lowest price is not (so the large figure is read with it);
 * null when the lowest price is a confirmed one's.
 */
export function headlineStaleness(
  offers: readonly OfferRow[],
  lowest: Money | null,
  stale: (offer: OfferRow) => boolean,
): 'allStale' | 'lowestStale' | null {
  if (offers.length === 0) return null;
  if (offers.every(stale)) return 'allStale';
  const cheapest = buyableOffers(offers).filter((offer) => offer.price.minor === lowest?.minor);
  return cheapest.length > 0 && cheapest.every(stale) ? 'lowestStale' : null;
}
