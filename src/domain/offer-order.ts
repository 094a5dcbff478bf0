import type { Availability } from './availability.ts';
import type { Money } from './money.ts';
import { compareOffers } from './offers.ts';

/** The offers table's order: offers their shop's feed confirmed recently first (stale.ts), then as `compareOffers`. */
export function compareListedOffers(
  a: { stale: boolean; availability: Availability; total: Money; shop: string },
  b: { stale: boolean; availability: Availability; total: Money; shop: string },
): number {
  return Number(a.stale) - Number(b.stale) || compareOffers(a, b);
}
