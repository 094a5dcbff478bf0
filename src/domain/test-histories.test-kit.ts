import type { Availability } from './availability.ts';
import { dayOf } from './days.ts';
import type { HistoryPoint, ShopHistory } from './history.ts';

/** Crafted histories for the tests: day 0 is 2026-01-01 (UTC), prices in EUR cents unless given. */
export const DAY0 = dayOf('2026-01-01T00:00:00.000Z');

export function at(day: number, time = '06:00'): string {
  return new Date((DAY0 + day) * 86_400_000 + Date.parse(`1970-01-01T${time}:00.000Z`)).toISOString();
}

export function point(
  day: number,
  priceMinor: number,
  rest: Partial<Omit<HistoryPoint, 'priceMinor'>> & { availability?: Availability } = {},
): HistoryPoint {
  return { at: at(day), priceMinor, salePriceMinor: null, shippingMinor: 0, currency: 'EUR', availability: 'in_stock', ...rest };
}

export function shop(id: string, ...points: HistoryPoint[]): ShopHistory {
  return { shop: id, points };
}
