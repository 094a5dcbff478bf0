/** The availability values an offer can have (feeds' words are mapped to these by the ingest). */
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;

export type Availability = (typeof AVAILABILITIES)[number];

/** Can a visitor buy it? In stock, preorder and backorder can; out of stock cannot (docs/price-rules.md). */
export function isBuyable(availability: Availability): boolean {
  return availability !== 'out_of_stock';
}

/** The offers a visitor can buy now, in their order. */
export function buyableOffers<T extends { availability: Availability }>(offers: readonly T[]): T[] {
  return offers.filter((offer) => isBuyable(offer.availability));
}

/** Can a visitor buy the product at one of these offers now? */
export function hasBuyableOffer(offers: readonly { availability: Availability }[]): boolean {
  return offers.some((offer) => isBuyable(offer.availability));
}

export function isAvailability(value: string): value is Availability {
  return (AVAILABILITIES as readonly string[]).includes(value);
}
