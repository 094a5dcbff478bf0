import type { Currency } from '../../sites/index.ts';
import { dayOf } from './days.ts';
import { discountPoints, wholePoints } from './discount.ts';
import { dailyLows, type DailyLows, type ShopHistory } from './history.ts';
import { lowestBefore } from './lows.ts';
import { OMNIBUS_DAYS } from './rules.ts';

/** A product's drop: in whole percent, from the market's reference (minor units), since the day the current low began. */
export interface MarketDrop {
  percent: number;
  reference: number;
  began: number;
}

/**
 * A product's drop (docs/price-rules.md, Drops): its lowest price now against the market's Omnibus
 * reference, the lowest daily market low of the 30 days before the current low began, in whole
 * percent; null when it is no lower (or rounds to 0), or nothing is buyable. One shop coming down
 * from far above the market moves the market's low little, and so the badge: per-offer
 * reductions stay in the offers table. Worked out from the histories alone, at the first full
 * day after the last change (every later day has the same low), so a build on any day agrees.
 */
export function marketDrop(histories: readonly ShopHistory[], currency: Currency): MarketDrop | null {
  let lastChange = -Infinity;
  for (const { points } of histories) {
    const last = points[points.length - 1];
    if (last) lastChange = Math.max(lastChange, dayOf(last.at));
  }
  if (lastChange === -Infinity) return null;
  const today = lastChange + 1;
  // Most drops began within the last weeks: 60 days of lows answer them; the whole history only
  // when the current low began before that window could show it (every build judges every product).
  const recent = dropOn(dailyLows(histories, currency, today, today - 2 * OMNIBUS_DAYS), today, true);
  return recent === undefined ? (dropOn(dailyLows(histories, currency, today, -Infinity), today) ?? null) : recent;
}

/** The drop's whole percent, 0 when there is none: what a card's badge shows. */
export function marketDropPercent(histories: readonly ShopHistory[], currency: Currency): number {
  return marketDrop(histories, currency)?.percent ?? 0;
}

/**
 * The drop on `today` in a product's daily lows (the histories' or, on its page, its history
 * lines': the same rule); null when none. `bounded`: the lows start late, and undefined says they
 * cannot tell where the current low began and what came before.
 */
export function dropOn(daily: DailyLows, today: number, bounded = false): MarketDrop | null | undefined {
  const lowOn = (day: number) => daily.days[day - daily.from] ?? null;
  const current = lowOn(today);
  if (!current) return null;
  // The current low began the first day of the run of days at this very price.
  let began = today;
  while (began > daily.from && lowOn(began - 1)?.minor === current.minor) began -= 1;
  if (bounded && (began === daily.from || began - OMNIBUS_DAYS < daily.from)) return undefined;
  const reference = lowestBefore(daily, began, OMNIBUS_DAYS);
  if (reference === null || reference <= current.minor) return null;
  const percent = wholePoints(discountPoints(reference, current.minor));
  return percent > 0 ? { percent, reference, began } : null;
}
