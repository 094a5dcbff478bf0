import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import { isBuyable, type Availability } from './availability.ts';
import type { DeliveryDays } from './delivery.ts';
import { dayOf, dayOfTime, lastDayBefore } from './days.ts';
import { convertMoney } from './money.ts';
import { effectivePriceMinor } from './offers.ts';
import type { HistoryTupleSchema, PriceHistorySchema, PriceLineSchema } from './schemas.ts';

/**
 * A product's price history comes in two forms, with one rule for their daily lows:
 * - `ShopHistory`: an offer's every change as the catalogue holds it (prices, sale price,
 *   shipping, currency, availability), which discounts, drops and feeds judge;
 * - `PriceHistory`: what the article's payload carries and its chart and price check read, each
 *   shop's line of effective prices in the site's currency (`priceLine` draws it from the first).
 */

/** One change of an offer: its state from `at` until the next change. */
export interface HistoryPoint {
  /** ISO time, UTC. */
  at: string;
  priceMinor: number;
  salePriceMinor: number | null;
  shippingMinor: number;
  currency: Currency;
  availability: Availability;
  /** Working days to arrive from `at`, as the feed stated them; null: unknown; left out where no rule reads it. */
  delivery?: DeliveryDays | null;
}

/** One shop's offer of a product: its change points, oldest first. */
export interface ShopHistory {
  shop: string;
  points: readonly HistoryPoint[];
}

/** Line points count time in UTC minutes: exact for feed times, and short. */
export const MINUTE_MS = 60_000;

/** One change point of a shop's line: [minutes after the line's previous point, effective price in minor units or null] (schemas.ts). */
export type HistoryTuple = InferOutput<typeof HistoryTupleSchema>;

/** One shop's line of a product's price history. */
export type PriceLine = InferOutput<typeof PriceLineSchema>;

/** The product's price history, compact: change points per shop, already in the site's currency. */
export type PriceHistory = InferOutput<typeof PriceHistorySchema>;

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

/** A shop's line: a point where its effective price (in `currency`) or buyability changes. */
export function priceLine(history: ShopHistory, currency: Currency): { converted: boolean; points: HistoryTuple[] } {
  const points: HistoryTuple[] = [];
  let converted = false;
  let previous = 0;
  for (const point of history.points) {
    const price = isBuyable(point.availability) ? pointPrice(point, currency) : null;
    converted ||= point.currency !== currency;
    if (points.length > 0 && points[points.length - 1]?.[1] === price) continue;
    const minute = Math.floor(Date.parse(point.at) / MINUTE_MS);
    points.push([minute - previous, price]);
    previous = minute;
  }
  return { converted, points };
}

/**
 * A line's points with their times as UTC minutes since 1970: the payload carries each as the
 * minutes after the one before (a day's change is "1440", where a whole minute count is eight
 * digits that compress badly, and made up half of a page with a year of daily changes).
 */
export function lineMinutes(points: readonly HistoryTuple[]): HistoryTuple[] {
  let minute = 0;
  return points.map(([after, price]) => [(minute += after), price]);
}

/** The UTC day of a history's `today`. */
export function historyToday(history: PriceHistory): number {
  return dayOf(`${history.today}T00:00:00Z`);
}

/** How to read one kind of change point: its time (ms) and the effective price from then on, null while not buyable. */
interface PointReader<P> {
  time: (point: P) => number;
  price: (point: P) => number | null;
}

/**
 * Each day's lowest effective price among the shops' buyable states of that day, through `today`
 * (from day `since` on). A day counts every state in effect during it, so a reduction at 15:00
 * is that day's price and an offer out of stock all day counts for no shop; a state that ends at
 * 00:00 belongs to the day before. Ties between shops on one day go to the smaller shop id.
 */
function lowsOf<P>(
  shops: readonly { shop: string; points: readonly P[] }[],
  read: PointReader<P>,
  today: number,
  since: number,
): DailyLows {
  let first = today;
  for (const { points } of shops) if (points[0] !== undefined) first = Math.min(first, dayOfTime(read.time(points[0])));
  const from = Math.max(first, since);
  const days: (DayLow | null)[] = new Array<DayLow | null>(today - from + 1).fill(null);
  for (const { shop, points } of shops) {
    points.forEach((point, index) => {
      const minor = read.price(point);
      if (minor === null) return;
      const next = points[index + 1];
      const start = dayOfTime(read.time(point));
      const end = Math.min(next === undefined ? today : lastDayBefore(read.time(next)), today);
      for (let day = Math.max(start, from); day <= end; day += 1) {
        const low = days[day - from];
        if (!low || minor < low.minor || (minor === low.minor && shop < low.shop)) days[day - from] = { minor, shop };
      }
    });
  }
  return { from, days };
}

/** The daily lows of offers' full histories, in `currency`, through `today` (from day `since` on, when given). */
export function dailyLows(histories: readonly ShopHistory[], currency: Currency, today: number, since = -Infinity): DailyLows {
  const read: PointReader<HistoryPoint> = {
    time: (point) => Date.parse(point.at),
    price: (point) => (isBuyable(point.availability) ? pointPrice(point, currency) : null),
  };
  return lowsOf(histories, read, today, since);
}

const linePoint: PointReader<HistoryTuple> = { time: ([minute]) => minute * MINUTE_MS, price: ([, price]) => price };

/** The daily lows of a price history's lines through `today`: the same rule on the points the page carries. */
export function lineLows(lines: readonly PriceLine[], today: number): DailyLows {
  return lowsOf(
    lines.map((line) => ({ shop: line.shopId, points: lineMinutes(line.points) })),
    linePoint,
    today,
    -Infinity,
  );
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
