import type { InferOutput } from 'valibot';
import { historyDays, type DailyLows } from './history.ts';
import { lowestBefore, medianBefore } from './lows.ts';
import { GOOD_PRICE_FACTOR, HIGH_PRICE_FACTOR, MIN_HISTORY_DAYS, USUAL_DAYS, YEAR_DAYS } from './rules.ts';
import type { VerdictSchema } from './schemas.ts';

export type Verdict = InferOutput<typeof VerdictSchema>;

/** The lows a verdict weighs, of the days before today (lows.ts), and the days of history before it. */
export interface VerdictLows {
  low90: number | null;
  low365: number | null;
  /** Or how to work it out, when only the last two verdicts need it. */
  median90: number | null | (() => number | null);
  days: number;
}

/**
 * The verdict on the current lowest price (docs/price-rules.md), against the daily lows of the
 * days before today. Null (no verdict, say so) with fewer than 30 days of history or nothing
 * buyable now or in the 90 days before.
 */
export function judgePrice(current: number | null, daily: DailyLows, today: number): Verdict | null {
  return verdictOf(current, { ...verdictMins(daily, today), median90: medianBefore(daily, today, USUAL_DAYS) });
}

/** The lowest of the 90 and the 365 days before `today`, and the days of history before it: a verdict's lows but the median. */
export function verdictMins(daily: DailyLows, today: number): Omit<VerdictLows, 'median90'> {
  return { low90: lowestBefore(daily, today, USUAL_DAYS), low365: lowestBefore(daily, today, YEAR_DAYS), days: historyDays(daily, today) };
}

/** judgePrice's rule on lows already worked out. */
export function verdictOf(current: number | null, { low90, low365, median90, days }: VerdictLows): Verdict | null {
  // The median is of the same 90 days as the lowest: there is one exactly when there is the other.
  if (current === null || days < MIN_HISTORY_DAYS || low365 === null || low90 === null) return null;
  if (current <= low365) return 'lowest-in-year';
  if (current <= low90 * GOOD_PRICE_FACTOR) return 'good-price';
  const median = typeof median90 === 'function' ? median90() : median90;
  if (median === null) return null;
  if (current > median * HIGH_PRICE_FACTOR) return 'higher-than-usual';
  return 'usual-price';
}
