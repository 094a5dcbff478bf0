import { isBuyable, type Availability } from './availability.ts';

/**
 * How many working days an offer takes to arrive, fewest and most, as its shop's feed says:
 * handling plus transit (docs/decisions/034-delivery-time.md). Unknown is null, never a guess.
 */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** More working days than this is a feed's mistake, not a delivery time: the value is dropped. */
export const MAX_DELIVERY_DAYS = 90;

/** The choices of the "delivers within N days" filter, fastest first. */
export const DELIVERY_WITHIN = [1, 2, 3, 5] as const;

/** A delivery time from stored columns (both null: unknown). */
export function deliveryOf(min: number | null, max: number | null): DeliveryDays | null {
  return min === null || max === null ? null : { min, max };
}

/** Whether an offer arrives within `days` working days: buyable, and its feed's most days at most that. */
export function arrivesWithin(offer: { availability: Availability; delivery: DeliveryDays | null }, days: number): boolean {
  return isBuyable(offer.availability) && offer.delivery !== null && offer.delivery.max <= days;
}

/**
 * The product's fastest delivery: the fewest "most days" among its buyable offers that state
 * one; null when none does. The filter keeps a product when this is at most N.
 */
export function fastestDelivery(offers: readonly { availability: Availability; delivery: DeliveryDays | null }[]): number | null {
  let fastest: number | null = null;
  for (const offer of offers) {
    if (!offer.delivery || !isBuyable(offer.availability)) continue;
    if (fastest === null || offer.delivery.max < fastest) fastest = offer.delivery.max;
  }
  return fastest;
}

/** The filter's choices a product with this fastest delivery meets (within N: N at least its days). */
export function deliveryChoicesMet(fastest: number | null): number[] {
  return fastest === null ? [] : DELIVERY_WITHIN.filter((days) => fastest <= days);
}
