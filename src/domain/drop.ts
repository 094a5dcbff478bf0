import type { Currency } from '../../sites/index.ts';
import { dayOf } from './days.ts';
import { discountPoints, wholePoints } from './discount.ts';
import { dailyLows, type ShopHistory } from './history.ts';
import { lowestBefore } from './lows.ts';
import { OMNIBUS_DAYS } from './rules.ts';

/**
 * A product's drop (docs/price-rules.md, Drops): its lowest price now against the market's Omnibus
 * reference, the lowest daily market low of the 30 days before the current low began, in whole
 * percent; 0 when it is no lower (or rounds to 0), or nothing is buyable. One shop coming down
 * from far above the market moves the market's low little, and so the badge: per-offer
 * reductions stay in the offers table. Worked out from the histories alone, at the first full
 * day after the last change (every later day has the same low), so a build on any day agrees.
 */
export function marketDropPercent(histories: readonly ShopHistory[], currency: Currency): number {
  let lastChange = -Infinity;
  for (const { points } of histories) {
    const last = points[points.length - 1];
    if (last) lastChange = Math.max(lastChange, dayOf(last.at));
  }
  if (lastChange === -Infinity) return 0;
  const today = lastChange + 1;
  // Most drops began within the last weeks: 60 days of lows answer them; the whole history only
  // when the current low began before that window could show it (every build judges every product).
  return dropOver(histories, currency, today, today - 2 * OMNIBUS_DAYS) ?? dropOver(histories, currency, today, -Infinity) ?? 0;
}

/** The drop from the lows since `since`; null when those days cannot tell where the current low began and what came before. */
function dropOver(histories: readonly ShopHistory[], currency: Currency, today: number, since: number): number | null {
  const daily = dailyLows(histories, currency, today, since);
  const lowOn = (day: number) => daily.days[day - daily.from] ?? null;
  const current = lowOn(today);
  if (!current) return 0;
  // The current low began the first day of the run of days at this very price.
  let began = today;
  while (began > daily.from && lowOn(began - 1)?.minor === current.minor) began -= 1;
  if (since > -Infinity && (began === daily.from || began - OMNIBUS_DAYS < daily.from)) return null;
  const reference = lowestBefore(daily, began, OMNIBUS_DAYS);
  if (reference === null || reference <= current.minor) return 0;
  return wholePoints(discountPoints(reference, current.minor));
}
