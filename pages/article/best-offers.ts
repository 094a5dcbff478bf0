import { buyableOffers } from '../../src/domain/availability.ts';
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
