import { isBuyable, type Availability } from './availability.ts';
import { arrivesWithin, type DeliveryDays } from './delivery.ts';
import type { Money } from './money.ts';
import { compareOffers } from './offers.ts';

/** The offers table's order: offers their shop's feed confirmed recently first (stale.ts), then as `compareOffers`. */
export function compareListedOffers(
  a: { stale: boolean; availability: Availability; total: Money; shop: string },
  b: { stale: boolean; availability: Availability; total: Money; shop: string },
): number {
  return Number(a.stale) - Number(b.stale) || compareOffers(a, b);
}

type ListedOffer = { stale: boolean; availability: Availability; total: Money; shop: string; delivery: DeliveryDays | null };

/** How a shopper may order a product's offers: the listed order (by total with delivery), or by delivery time. */
export type OfferSort = 'total' | 'delivery';

/**
 * The offers table ordered by delivery time: as `compareListedOffers` for fresh and buyable
 * first, then the fewest "most days" (an offer that states none after those that do), then by total.
 */
export function compareByDelivery(a: ListedOffer, b: ListedOffer): number {
  const days = (offer: ListedOffer) => (isBuyable(offer.availability) ? (offer.delivery?.max ?? Number.MAX_SAFE_INTEGER) : 0);
  return (
    Number(a.stale) - Number(b.stale) ||
    Number(isBuyable(b.availability)) - Number(isBuyable(a.availability)) ||
    days(a) - days(b) ||
    compareOffers(a, b)
  );
}

/** A shopper's choices on the offers: only in stock; only those that arrive within N working days at most (null: any). */
export interface OfferChoices {
  sort: OfferSort;
  inStock: boolean;
  within: number | null;
}

/** The offers a shopper's choices keep, in the order they ask for. */
export function chooseOffers<T extends ListedOffer>(offers: readonly T[], choices: OfferChoices): T[] {
  const kept = offers.filter(
    (offer) => (!choices.inStock || offer.availability === 'in_stock') && (choices.within === null || arrivesWithin(offer, choices.within)),
  );
  return choices.sort === 'delivery' ? kept.sort(compareByDelivery) : kept;
}
