import type { Currency } from '../../sites/index.ts';
import { isBuyable } from './availability.ts';
import { honestDropPoints, judgeDiscount } from './discount.ts';
import { DAY_MS, dayOf } from './days.ts';
import { pointPrice, type HistoryPoint, type ShopHistory } from './history.ts';
import { OMNIBUS_DAYS } from './rules.ts';

/** At most this many entries in a feed (docs/decisions/044-twenty-feed-entries.md): some three weeks of the busiest product's. */
export const FEED_ENTRIES = 20;

/**
 * What an Atom feed tells (docs/price-rules.md, Drops): an honest price drop, or an offer buyable again
 * after being out of stock. A drop is a change that lowers the shop's effective price of a
 * buyable offer, judged as the shop's reduction on that day (discount.ts):
 * its honest discount against the shop's 30-day reference is at least 1 whole percent and it
 * is not flagged as fake, so a sale after a raise never counts.
 */
export interface FeedEvent {
  kind: 'drop' | 'back-in-stock';
  /** ISO time of the change. */
  at: string;
  /** The shop's id. */
  shop: string;
  /** The effective price from then on, in the display currency. */
  priceMinor: number;
  /** Drops: the honest discount in whole percent and the shop's 30-day reference it is measured against. */
  percent: number | null;
  referenceMinor: number | null;
}

/**
 * The points the reduction at `index` is judged on: from the one in effect when its 30-day
 * window opens (and at least the one before it) through `index`. Earlier points change
 * nothing in the judgement, and leaving them out keeps a year of daily changes from costing
 * a year of days per drop.
 */
export function pointsForReduction(points: ShopHistory['points'], index: number): ShopHistory['points'] {
  const windowStart = (dayOf((points[index] as HistoryPoint).at) - OMNIBUS_DAYS) * DAY_MS;
  let first = index - 1;
  while (first > 0 && Date.parse((points[first] as HistoryPoint).at) > windowStart) first -= 1;
  return points.slice(first, index + 1);
}

function honestDrop(history: ShopHistory, index: number, currency: Currency): FeedEvent | null {
  const discount = judgeDiscount({ shop: history.shop, points: pointsForReduction(history.points, index) }, currency);
  const percent = honestDropPoints(discount);
  if (!discount || percent === null || percent < 1) return null;
  const point = history.points[index] as ShopHistory['points'][number];
  return {
    kind: 'drop',
    at: point.at,
    shop: history.shop,
    priceMinor: discount.currentMinor,
    percent,
    referenceMinor: discount.referenceMinor,
  };
}

/**
 * One shop's events, newest first, at most `limit` and none before `since` (ms): walking back
 * from the newest change, so a long history costs only as much as the events a feed can show.
 */
export function shopEvents(history: ShopHistory, currency: Currency, limit = FEED_ENTRIES, since = -Infinity): FeedEvent[] {
  const { points } = history;
  const events: FeedEvent[] = [];
  for (let index = points.length - 1; index > 0 && events.length < limit; index -= 1) {
    const point = points[index] as (typeof points)[number];
    const before = points[index - 1] as (typeof points)[number];
    // Only a bound pays for reading the time: a full feed walks every point.
    if (since > -Infinity && Date.parse(point.at) < since) break;
    if (!isBuyable(point.availability)) continue;
    if (pointPrice(point, currency) < pointPrice(before, currency)) {
      const drop = honestDrop(history, index, currency);
      if (drop) events.push(drop);
    }
    if (!isBuyable(before.availability)) {
      events.push({
        kind: 'back-in-stock',
        at: point.at,
        shop: history.shop,
        priceMinor: pointPrice(point, currency),
        percent: null,
        referenceMinor: null,
      });
    }
  }
  return events;
}

/** Newest first; ties by shop id, then drops before back in stock, so the order never depends on input order. */
export function compareEvents(a: FeedEvent, b: FeedEvent): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.shop !== b.shop) return a.shop < b.shop ? -1 : 1;
  return a.kind === b.kind ? 0 : a.kind === 'drop' ? -1 : 1;
}

/** A product's events over all its shops, newest first, at most `limit` and none before `since` (ms). */
export function productEvents(histories: readonly ShopHistory[], currency: Currency, limit = FEED_ENTRIES, since = -Infinity): FeedEvent[] {
  return histories
    .flatMap((history) => shopEvents(history, currency, limit, since))
    .sort(compareEvents)
    .slice(0, limit);
}

/**
 * The newest `limit` of several products' events (a category's feed), each kept with its
 * product; same time: by `order`. Only what can reach the list is worked out. No event of a
 * product is later than its latest change (`latest`, in ms), so products are taken latest change
 * first, and once `limit` events are later than the next one's latest change, none of the rest
 * can enter. And once `limit` events are in hand, an event before the oldest of the newest
 * `limit` cannot enter either: `eventsOf(product, since)` may leave out events before `since`.
 * A category's feed then works out a few recent events of the products that changed last.
 */
export function newestEvents<P>(
  products: readonly P[],
  eventsOf: (product: P, since: number) => readonly FeedEvent[],
  latest: (product: P) => number,
  order: (a: P, b: P) => number,
  limit = FEED_ENTRIES,
): { product: P; event: FeedEvent }[] {
  const byLatest = [...products].sort((a, b) => latest(b) - latest(a));
  const taken: { product: P; event: FeedEvent }[] = [];
  const times: number[] = [];
  let since = -Infinity;
  for (const product of byLatest) {
    if (times.length >= limit) {
      times.sort((a, b) => b - a);
      times.length = limit;
      since = times[limit - 1] as number;
      if (since > latest(product)) break;
    }
    for (const event of eventsOf(product, since)) {
      const time = Date.parse(event.at);
      if (time < since) continue;
      taken.push({ product, event });
      times.push(time);
    }
  }
  return taken
    .sort((a, b) => (a.event.at === b.event.at ? order(a.product, b.product) : 0) || compareEvents(a.event, b.event))
    .slice(0, limit);
}
