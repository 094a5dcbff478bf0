import type { Currency } from '../../../sites/index.ts';
import { allTimeLow, type AllTimeLow } from '../../../src/domain/lows.ts';
import { historyToday, lineLows, type DailyLows, type DayLow, type PriceHistory } from '../../../src/domain/history.ts';
import { RANGE_DAYS, type Range } from './ranges.ts';

/** The chart's data: the market's daily lows and each shop's, all by the domain's `lineLows`. */
export interface ChartSeries {
  currency: Currency;
  today: number;
  market: DailyLows;
  shops: { shopId: string; name: string; daily: DailyLows }[];
  allTimeLow: AllTimeLow | null;
}

const built = new WeakMap<PriceHistory, ChartSeries>();

/** The series of a history, made once per history object (the prerender renders one in seven languages). */
export function seriesOf(history: PriceHistory, currency: Currency): ChartSeries {
  let series = built.get(history);
  if (series?.currency !== currency) built.set(history, (series = buildSeries(history, currency)));
  return series;
}

export function buildSeries(history: PriceHistory, currency: Currency): ChartSeries {
  const today = historyToday(history);
  const market = lineLows(history.shops, today);
  return {
    currency,
    today,
    market,
    // Each shop through the same rule, alone: its days out of stock are null, so they become gaps.
    shops: history.shops.map((shop, index) => ({
      shopId: shop.shopId,
      name: shop.name,
      daily: lineLows(history.shops.slice(index, index + 1), today),
    })),
    allTimeLow: allTimeLow(market),
  };
}

/** First day a range shows (never before the first change). */
export function rangeStart(series: ChartSeries, range: Range): number {
  const from = series.market.from;
  return range === 'all' ? from : Math.max(from, series.today - RANGE_DAYS[range] + 1);
}

/** A series' low on `day`: null before it starts or while nothing was buyable. */
export function lowOn(daily: DailyLows, day: number): DayLow | null {
  return day < daily.from ? null : (daily.days[day - daily.from] ?? null);
}

/** A day of a step line: `minor` holds from `day` until the next step; null is a gap. */
export interface Step {
  day: number;
  minor: number | null;
}

/**
 * The days a line changes within [start, today], each run closed one day after its last day so
 * a step line draws every day in full and a gap starts where the stock ran out.
 */
export function steps(daily: DailyLows, start: number, today: number): Step[] {
  const result: Step[] = [];
  let previous: number | null | undefined;
  for (let day = start; day <= today; day += 1) {
    const minor = lowOn(daily, day)?.minor ?? null;
    if (minor === previous) continue;
    // Close a run before a gap; before another price the step's vertical does it.
    if (minor === null && previous !== null && previous !== undefined) result.push({ day, minor: previous });
    result.push({ day, minor });
    previous = minor;
  }
  if (previous !== null && previous !== undefined) result.push({ day: today + 1, minor: previous });
  return result;
}

/** The market's change days in [start, today] (price or shop), for the table. */
export function changeDays(daily: DailyLows, start: number, today: number): { day: number; low: DayLow | null }[] {
  const rows: { day: number; low: DayLow | null }[] = [];
  let last: DayLow | null | undefined;
  for (let day = start; day <= today; day += 1) {
    const low = lowOn(daily, day);
    if (last !== undefined && low?.minor === last?.minor && low?.shop === last?.shop) continue;
    rows.push({ day, low });
    last = low;
  }
  return rows;
}
