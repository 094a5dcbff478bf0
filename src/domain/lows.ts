import { isoDate } from './days.ts';
import { lowsBefore, type DailyLows } from './history.ts';
import { OMNIBUS_DAYS } from './rules.ts';

/** The lowest daily low of the `count` days before `day` (30, 90, 365); null when nothing was buyable then. */
export function lowestBefore(daily: DailyLows, day: number, count: number): number | null {
  // The days of lowsBefore, read in place: a product page's check asks this of many days.
  let lowest: number | null = null;
  for (let d = Math.max(day - count, daily.from); d < day; d += 1) {
    const low = daily.days[d - daily.from];
    if (low && (lowest === null || low.minor < lowest)) lowest = low.minor;
  }
  return lowest;
}

/** The median of the daily lows of the `count` days before `day` (the mean of the middle two when even). */
export function medianBefore(daily: DailyLows, day: number, count: number): number | null {
  const values = lowsBefore(daily, day, count)
    .map((low) => low.minor)
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  const middle = values.length >> 1;
  return values.length % 2 === 1 ? (values[middle] as number) : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
}

/** The market's Omnibus reference: the lowest daily low of the 30 days before `today`. */
export function marketReference(daily: DailyLows, today: number): number | null {
  return lowestBefore(daily, today, OMNIBUS_DAYS);
}

export interface AllTimeLow {
  minor: number;
  /** ISO date (UTC day). */
  date: string;
  shop: string;
}

/** The lowest daily low ever, today included. Ties: the earliest date, then the smaller shop id. */
export function allTimeLow(daily: DailyLows): AllTimeLow | null {
  let best: AllTimeLow | null = null;
  daily.days.forEach((low, index) => {
    // Days ascend and a day's low already holds the smaller shop id, so only a strictly lower price wins.
    if (low && (!best || low.minor < best.minor)) best = { minor: low.minor, date: isoDate(daily.from + index), shop: low.shop };
  });
  return best;
}
