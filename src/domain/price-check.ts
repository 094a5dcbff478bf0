import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import { isoDate } from './days.ts';
import { dropOn } from './drop.ts';
import { historyDays, historyToday, lineLows, type PriceHistory } from './history.ts';
import { allTimeLow, lowestBefore, marketReference, medianBefore } from './lows.ts';
import type { Money } from './money.ts';
import { USUAL_DAYS, YEAR_DAYS } from './rules.ts';
import type { PriceCheckSchema } from './schemas.ts';
import { judgePrice } from './verdict.ts';

/** The figures of "Is this a good price?" (docs/price-rules.md), computed from a price history by `checkPrice`. */
export type PriceCheck = InferOutput<typeof PriceCheckSchema>;

/**
 * "Is this a good price?" from a history's own lines as of its `today`, so the panel and the
 * chart agree: the prerender's figures as of the history's anchor day, the browser's as of the
 * catalogue's latest day (pages/article/latest-figures.ts).
 */
export function checkPrice(history: PriceHistory, current: Money | null, currency: Currency): PriceCheck {
  const today = historyToday(history);
  const daily = lineLows(history.shops, today);
  const money = (minor: number | null): Money | null => (minor === null ? null : { minor: Math.round(minor), currency });
  const low = allTimeLow(daily);
  const names = new Map(history.shops.map((shop) => [shop.shopId, shop.name]));
  // The card's badge, checkable here: the same rule on the page's lines (src/domain/drop.ts).
  const drop = dropOn(daily, today);
  return {
    current,
    low30: money(marketReference(daily, today)),
    low90: money(lowestBefore(daily, today, USUAL_DAYS)),
    low365: money(lowestBefore(daily, today, YEAR_DAYS)),
    median90: money(medianBefore(daily, today, USUAL_DAYS)),
    allTimeLow: low && { price: { minor: low.minor, currency }, date: low.date, shop: names.get(low.shop) ?? low.shop },
    days: historyDays(daily, today),
    verdict: judgePrice(current?.minor ?? null, daily, today),
    drop: drop ? { percent: drop.percent, reference: { minor: drop.reference, currency }, since: isoDate(drop.began) } : null,
  };
}
