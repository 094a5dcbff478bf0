import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import { isBuyable } from './availability.ts';
import { DAY_MS, dayOf, isoDate } from './days.ts';
import { judgeDiscount } from './discount.ts';
import { pointsForReduction } from './feed-events.ts';
import { pointPrice, type ShopHistory } from './history.ts';
import { STALE_DAYS, YEAR_DAYS } from './rules.ts';
import type { ShopRecordSchema } from './schemas.ts';

/** A shop's record over the year before the as-of, measured from our own data (schemas.ts). */
export type ShopRecord = InferOutput<typeof ShopRecordSchema>;

export interface ShopRecordInput {
  /** Times of the shop's feeds (ISO), oldest first; empty when none were logged. */
  feeds: readonly string[];
  /** Each listed offer's history and when its shop last confirmed it. */
  offers: readonly { history: ShopHistory; lastSeen: string }[];
}

const STALE_MS = STALE_DAYS * DAY_MS;

/** Stretches of time in which the shop's offers were stale: more than 3 days after a feed, before the next (or the as-of). */
function staleStretches(feeds: readonly string[], asOf: number): [number, number][] {
  const stretches: [number, number][] = [];
  const times = feeds.map((at) => Date.parse(at));
  times.forEach((time, index) => {
    const next = index + 1 < times.length ? (times[index + 1] as number) : asOf;
    if (next - time > STALE_MS) stretches.push([time + STALE_MS, next]);
  });
  return stretches;
}

/** The shop's record at `asOf` (the site's as-of, ISO), in the site's currency. */
export function shopRecord(input: ShopRecordInput, currency: Currency, asOf: string): ShopRecord {
  const asOfMs = Date.parse(asOf);
  const lastDay = dayOf(asOf);
  const yearStart = lastDay - YEAR_DAYS + 1;
  let firstDay = lastDay;
  for (const at of input.feeds.slice(0, 1)) firstDay = Math.min(firstDay, dayOf(at));
  for (const { history } of input.offers) if (history.points[0]) firstDay = Math.min(firstDay, dayOf(history.points[0].at));
  const fromDay = Math.max(yearStart, firstDay);
  const fromMs = fromDay * DAY_MS;
  const feedFrom = Math.max(fromDay, input.feeds[0] ? dayOf(input.feeds[0]) : fromDay);
  const arrived = new Set(input.feeds.map(dayOf).filter((day) => day >= feedFrom && day <= lastDay)).size;
  const stretches = input.feeds.length > 0 ? staleStretches(input.feeds, asOfMs) : [];
  let staleOffers = 0;
  let reductions = 0;
  let flagged = 0;
  for (const { history, lastSeen } of input.offers) {
    const { points } = history;
    const listedFrom = Math.max(fromMs, points[0] ? Date.parse(points[0].at) : fromMs);
    const stale = asOfMs - Date.parse(lastSeen) > STALE_MS || stretches.some(([start, end]) => end > listedFrom && start < asOfMs);
    if (stale) staleOffers += 1;
    for (let index = 1; index < points.length; index += 1) {
      const point = points[index] as (typeof points)[number];
      if (Date.parse(point.at) < fromMs || !isBuyable(point.availability)) continue;
      if (pointPrice(point, currency) >= pointPrice(points[index - 1] as (typeof points)[number], currency)) continue;
      const discount = judgeDiscount({ shop: history.shop, points: pointsForReduction(points, index) }, currency);
      if (!discount || discount.honestPoints === null) continue;
      reductions += 1;
      if (discount.fake) flagged += 1;
    }
  }
  return {
    from: isoDate(fromDay),
    days: lastDay - fromDay + 1,
    feedDays: input.feeds.length > 0 ? { arrived, of: lastDay - feedFrom + 1 } : null,
    offers: input.offers.length,
    staleOffers,
    reductions,
    flagged,
  };
}
