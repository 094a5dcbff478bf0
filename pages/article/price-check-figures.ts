import type { Currency } from '../../sites/index.ts';
import { dayOf } from '../../src/domain/days.ts';
import { dailyLows, historyDays } from '../../src/domain/history.ts';
import { allTimeLow, lowestBefore, marketReference, medianBefore } from '../../src/domain/lows.ts';
import type { Money } from '../../src/domain/money.ts';
import { USUAL_DAYS, YEAR_DAYS } from '../../src/domain/rules.ts';
import { judgePrice } from '../../src/domain/verdict.ts';
import { toShopHistories } from './history-points.ts';
import type { PriceCheck, PriceHistory } from './payload.ts';

/**
 * "Is this a good price?" from a history's own points as of its `today`, so the panel and the
 * chart agree: the prerender's figures as of the history's anchor day, the browser's as of the
 * catalogue's latest day (latest-figures.ts).
 */
export function checkPrice(history: PriceHistory, current: Money | null, currency: Currency): PriceCheck {
  const today = dayOf(`${history.today}T00:00:00Z`);
  const daily = dailyLows(toShopHistories(history, currency), currency, today);
  const money = (minor: number | null): Money | null => (minor === null ? null : { minor: Math.round(minor), currency });
  const low = allTimeLow(daily);
  const names = new Map(history.shops.map((shop) => [shop.shopId, shop.name]));
  return {
    current,
    low30: money(marketReference(daily, today)),
    low90: money(lowestBefore(daily, today, USUAL_DAYS)),
    low365: money(lowestBefore(daily, today, YEAR_DAYS)),
    median90: money(medianBefore(daily, today, USUAL_DAYS)),
    allTimeLow: low && { price: { minor: low.minor, currency }, date: low.date, shop: names.get(low.shop) ?? low.shop },
    days: historyDays(daily, today),
    verdict: judgePrice(current?.minor ?? null, daily, today),
  };
}
