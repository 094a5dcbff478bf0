import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import { dayOf, dayOfTime, isoDate } from './days.ts';
import { dropOn } from './drop.ts';
import { historyToday, lineLows, lineMinutes, MINUTE_MS, type DailyLows, type PriceHistory } from './history.ts';
import { allTimeLow, marketReference, medianBefore } from './lows.ts';
import type { Money } from './money.ts';
import { MIN_HISTORY_DAYS, OMNIBUS_DAYS, USUAL_DAYS, YEAR_DAYS } from './rules.ts';
import type { PriceCheckSchema } from './schemas.ts';
import { verdictMins, verdictOf, type Verdict, type VerdictLows } from './verdict.ts';

/** The figures of "Is this a good price?" (docs/price-rules.md), computed from a price history by `checkPrice`. */
export type PriceCheck = InferOutput<typeof PriceCheckSchema>;

/**
 * "Is this a good price?" from a history's own lines as of its `today`, so the panel and the
 * chart agree: the prerender's figures as of the history's anchor day, the browser's as of the
 * catalogue's latest day (pages/article/latest-figures.ts).
 */
export function checkPrice(history: PriceHistory, current: Money | null, currency: Currency): PriceCheck {
  const today = historyToday(history);
  return checkOn(lineLows(history.shops, today), today, current, currency, shopNames(history));
}

function shopNames(history: PriceHistory): Map<string, string> {
  return new Map(history.shops.map((shop) => [shop.shopId, shop.name]));
}

/** The lowest of each window before `today` (lows.ts), and the days of history before it. */
function windowMins(daily: DailyLows, today: number): ReturnType<typeof verdictMins> & { low30: number | null } {
  return { low30: marketReference(daily, today), ...verdictMins(daily, today) };
}

/** windowMins and the median of the 90 days before `today`. */
function windowLows(daily: DailyLows, today: number): VerdictLows & { low30: number | null; median90: number | null } {
  return { ...windowMins(daily, today), median90: medianBefore(daily, today, USUAL_DAYS) };
}

/** The check on day `today` of daily lows that may run on past it (the days after `today` change nothing). */
function checkOn(daily: DailyLows, today: number, current: Money | null, currency: Currency, names: Map<string, string>): PriceCheck {
  const money = (minor: number | null): Money | null => (minor === null ? null : { minor: Math.round(minor), currency });
  const low = allTimeLow(daily);
  // The card's badge, checkable here: the same rule on the page's lines (src/domain/drop.ts).
  const drop = dropOn(daily, today);
  const lows = windowLows(daily, today);
  return {
    current,
    low30: money(lows.low30),
    low90: money(lows.low90),
    low365: money(lows.low365),
    median90: money(lows.median90),
    allTimeLow: low && { price: { minor: low.minor, currency }, date: low.date, shop: names.get(low.shop) ?? low.shop },
    days: lows.days,
    verdict: verdictOf(current?.minor ?? null, lows),
    drop: drop ? { percent: drop.percent, reference: { minor: drop.reference, currency }, since: isoDate(drop.began) } : null,
  };
}

/** Whether the price check shows the median (in the verdicts whose reason gives it) and the days of history (while too few for a verdict). */
function shownParts(verdict: Verdict | null, current: Money | null, days: number): { median: boolean; days: boolean } {
  return {
    median: verdict === 'usual-price' || verdict === 'higher-than-usual',
    days: !verdict && current !== null && days < MIN_HISTORY_DAYS,
  };
}

/** What the price check shows of its figures (pages/article/price-check.tsx). */
function shownFigures(check: PriceCheck): string {
  const { median90, days, ...always } = check;
  const shown = shownParts(check.verdict, check.current, days);
  return JSON.stringify([always, shown.median ? median90 : null, shown.days ? days : null]);
}

/** Whether two checks show the same figures: what a visitor would see change. */
export function sameFigures(a: PriceCheck, b: PriceCheck): boolean {
  return shownFigures(a) === shownFigures(b);
}

/** Days looked at ahead before the answer is the next one to look at (a day too early is safe: the page is made again). */
const MOST_DAYS_AHEAD = 64;

/** The days a product's check shows the same figures, its lines running on unchanged: from `since` until before `until` (null: for good). */
export interface FiguresSpan {
  since: string;
  until: string | null;
}

/**
 * The span of days around `today` (ISO date) on which the price check of the lines `shops`,
 * running on unchanged after their last change, shows the same figures as on `today`. A page
 * made with the check as of `since` shows, on any day of the span, what the browser works out
 * for that day (pages/article/latest-figures.ts): a daily build makes it again only once `until`
 * comes, and a full build on any day of the span makes the same page.
 * After the last change the figures move only as a day whose low differs from the days after it
 * leaves one of the windows (30, 90, 365 days), when the history reaches the days a verdict
 * needs, or the day after the change (a day's low counts every state of that day): those days
 * are the only ones looked at.
 */
export function figuresSpan(shops: PriceHistory['shops'], current: Money | null, today: string): FiguresSpan {
  const day = dayOf(`${today}T00:00:00Z`);
  let changed = -Infinity;
  for (const { points } of shops) {
    const minutes = lineMinutes(points);
    const last = minutes[minutes.length - 1];
    if (last) changed = Math.max(changed, dayOfTime(last[0] * MINUTE_MS));
  }
  if (changed === -Infinity || changed > day) return { since: today, until: changed === -Infinity ? null : isoDate(day + 1) };
  // No day looked at is more than a year and a day after the change: one run of the lines serves them all.
  const daily = lineLows(shops, changed + YEAR_DAYS + 1);
  // The drop is the same on every day after the change (its low began, and what came before, stay); the all-time low too.
  const dropKey = (on: number) => JSON.stringify(dropOn(daily, on));
  const [dropOnChange, dropAfter] = [dropKey(changed), dropKey(changed + 1)];
  const seen = new Map<number, string>();
  const shown = (on: number) => {
    let figures = seen.get(on);
    if (figures === undefined) {
      // The median (a sort of 90 days) only where the verdict or the panel needs it.
      let median90: number | null | undefined;
      const medianOf = () => (median90 ??= medianBefore(daily, on, USUAL_DAYS));
      const lows = { ...windowMins(daily, on), median90: medianOf };
      const verdict = verdictOf(current?.minor ?? null, lows);
      const parts = shownParts(verdict, current, lows.days);
      const shownMedian = parts.median ? medianOf() : null;
      const median = shownMedian === null ? '' : Math.round(shownMedian);
      figures = `${lows.low30}|${lows.low90}|${lows.low365}|${median}|${verdict}|${parts.days ? lows.days : ''}|${on > changed ? dropAfter : dropOnChange}`;
      seen.set(on, figures);
    }
    return figures;
  };
  const lowOn = (on: number) => daily.days[on - daily.from]?.minor ?? null;
  const after = lowOn(changed + 1);
  const starts = new Set([changed, changed + 1]);
  // Too short a history for a verdict shows its days, one more each day.
  for (let on = changed + 2; on <= daily.from + MIN_HISTORY_DAYS; on += 1) starts.add(on);
  for (let on = Math.max(daily.from, changed - YEAR_DAYS); on <= changed; on += 1) {
    if (lowOn(on) === after) continue;
    // The median of the 90 days moves as any such day leaves them; the lowest of the 30 and the 365, as the last of its run.
    if (on >= changed - USUAL_DAYS) starts.add(on + USUAL_DAYS + 1);
    if (lowOn(on + 1) !== lowOn(on)) for (const window of [OMNIBUS_DAYS, YEAR_DAYS]) starts.add(on + window + 1);
  }
  const ordered = [...starts].filter((start) => start >= changed).sort((a, b) => a - b);
  const now = ordered.findLastIndex((start) => start <= day);
  const figures = shown(ordered[now] as number);
  let first = now;
  while (first > 0 && shown(ordered[first - 1] as number) === figures) first -= 1;
  let until: number | null = null;
  for (let next = now + 1; next < ordered.length && until === null; next += 1) {
    if (next - now > MOST_DAYS_AHEAD || shown(ordered[next] as number) !== figures) until = ordered[next] as number;
  }
  return { since: isoDate(ordered[first] as number), until: until === null ? null : isoDate(until) };
}
