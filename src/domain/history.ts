import type { Currency } from '../../sites/index.ts';
import { isBuyable, type Availability } from './availability.ts';
import { dayOf, lastDayBefore } from './days.ts';
import { convertMoney } from './money.ts';
import { effectivePriceMinor } from './offers.ts';

/** One change of an offer: its state from `at` until the next change. */
export interface HistoryPoint {
  /** ISO time, UTC. */
  at: string;
  priceMinor: number;
  salePriceMinor: number | null;
  shippingMinor: number;
  currency: Currency;
  availability: Availability;
}

/** One shop's offer of a product: its change points, oldest first. */
export interface ShopHistory {
  shop: string;
  points: readonly HistoryPoint[];
}

/** The lowest buyable effective price of a day and the shop that had it. */
export interface DayLow {
  minor: number;
  shop: string;
}

/** Lowest prices per UTC day (see days.ts) from day `from` through `from + days.length - 1`; null: nothing buyable. */
export interface DailyLows {
  from: number;
  days: (DayLow | null)[];
}

/** A point's effective price in the display currency. */
export function pointPrice(point: HistoryPoint, currency: Currency): number {
  return convertMoney({ minor: effectivePriceMinor(point.priceMinor, point.salePriceMinor), currency: point.currency }, currency).minor;
}

function firstDay(histories: readonly ShopHistory[], today: number): number {
  let first = today;
  for (const { points } of histories) if (points[0]) first = Math.min(first, dayOf(points[0].at));
  return first;
}

/**
 * Each day's lowest effective price among the offers buyable on that day, through `today`
 * (from day `since` on, when given). A day counts every state in effect during it, so a
 * reduction at 15:00 is that day's price and an offer out of stock all day counts for no shop.
 * Ties between shops on one day go to the smaller shop id.
 */
export function dailyLows(histories: readonly ShopHistory[], currency: Currency, today: number, since = -Infinity): DailyLows {
  const from = Math.max(firstDay(histories, today), since);
  const days: (DayLow | null)[] = new Array<DayLow | null>(today - from + 1).fill(null);
  for (const { shop, points } of histories) {
    points.forEach((point, index) => {
      if (!isBuyable(point.availability)) return;
      const next = points[index + 1];
      const start = dayOf(point.at);
      const end = Math.min(next ? lastDayBefore(next.at) : today, today);
      const minor = pointPrice(point, currency);
      for (let day = Math.max(start, from); day <= end; day += 1) {
        const low = days[day - from];
        if (!low || minor < low.minor || (minor === low.minor && shop < low.shop)) days[day - from] = { minor, shop };
      }
    });
  }
  return { from, days };
}

/** Days of history before `day`: from the first change of any offer. */
export function historyDays(daily: DailyLows, day: number): number {
  return Math.max(0, day - daily.from);
}

/** The daily lows of the `count` days before `day` (not `day` itself) that had a buyable offer. */
export function lowsBefore(daily: DailyLows, day: number, count: number): DayLow[] {
  const lows: DayLow[] = [];
  for (let d = Math.max(day - count, daily.from); d < day; d += 1) {
    const low = daily.days[d - daily.from];
    if (low) lows.push(low);
  }
  return lows;
}
