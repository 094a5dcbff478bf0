import type { InferOutput } from 'valibot';
import { historyDays, type DailyLows } from './history.ts';
import { lowestBefore, medianBefore } from './lows.ts';
import { GOOD_PRICE_FACTOR, HIGH_PRICE_FACTOR, MIN_HISTORY_DAYS, USUAL_DAYS, YEAR_DAYS } from './rules.ts';
import type { VerdictSchema } from './schemas.ts';

export type Verdict = InferOutput<typeof VerdictSchema>;

/**
 * The verdict on the current lowest price (docs/price-rules.md), against the daily lows of the
 * days before today. Null (no verdict, say so) with fewer than 30 days of history or nothing
 * buyable now or in the 90 days before.
 */
export function judgePrice(current: number | null, daily: DailyLows, today: number): Verdict | null {
  if (current === null || historyDays(daily, today) < MIN_HISTORY_DAYS) return null;
  const low365 = lowestBefore(daily, today, YEAR_DAYS);
  const low90 = lowestBefore(daily, today, USUAL_DAYS);
  const median90 = medianBefore(daily, today, USUAL_DAYS);
  if (low365 === null || low90 === null || median90 === null) return null;
  if (current <= low365) return 'lowest-in-year';
  if (current <= low90 * GOOD_PRICE_FACTOR) return 'good-price';
  if (current > median90 * HIGH_PRICE_FACTOR) return 'higher-than-usual';
  return 'usual-price';
}
