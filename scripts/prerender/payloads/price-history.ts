import type { HistoryTuple, PriceCheck, PriceHistory } from '../../../pages/article/payload.ts';
import { MINUTE_MS, toShopHistories } from '../../../pages/article/history-points.ts';
import type { Site } from '../../../sites/index.ts';
import { isBuyable } from '../../../src/domain/availability.ts';
import { dayOf, isoDate } from '../../../src/domain/days.ts';
import { dailyLows, historyDays, pointPrice } from '../../../src/domain/history.ts';
import { allTimeLow, lowestBefore, marketReference, medianBefore } from '../../../src/domain/lows.ts';
import { lowestMoney, type Money } from '../../../src/domain/money.ts';
import { USUAL_DAYS, YEAR_DAYS } from '../../../src/domain/rules.ts';
import { judgePrice } from '../../../src/domain/verdict.ts';
import { unpackPoints } from '../../catalogue/offer-history.ts';
import type { SnapshotProduct } from '../../catalogue/snapshot.ts';
import { offerPrice } from './common.ts';

/** Each shop's line: a point where its effective price (site currency) or buyability changes. */
export function buildPriceHistory(product: SnapshotProduct, site: Site, asOf: string): PriceHistory {
  const shops = [...product.offers]
    .sort((a, b) => (a.shopId < b.shopId ? -1 : a.shopId > b.shopId ? 1 : 0))
    .map((offer) => {
      const points: HistoryTuple[] = [];
      let converted = false;
      for (const point of unpackPoints(offer.history)) {
        const price = isBuyable(point.availability) ? pointPrice(point, site.currency) : null;
        converted ||= point.currency !== site.currency;
        if (points.length > 0 && points[points.length - 1]?.[1] === price) continue;
        points.push([Math.floor(Date.parse(point.at) / MINUTE_MS), price]);
      }
      return { shopId: offer.shopId, name: offer.shop, converted, points };
    });
  return { today: isoDate(dayOf(asOf)), shops };
}

/** "Is this a good price?" from the payload's own history, so the panel and the chart agree. */
export function buildPriceCheck(product: SnapshotProduct, site: Site, history: PriceHistory): PriceCheck {
  const today = dayOf(`${history.today}T00:00:00Z`);
  const daily = dailyLows(toShopHistories(history, site.currency), site.currency, today);
  const money = (minor: number | null): Money | null => (minor === null ? null : { minor: Math.round(minor), currency: site.currency });
  const current = lowestMoney(product.offers.filter((offer) => isBuyable(offer.availability)).map((offer) => offerPrice(offer, site)));
  const low = allTimeLow(daily);
  const names = new Map(history.shops.map((shop) => [shop.shopId, shop.name]));
  return {
    current,
    low30: money(marketReference(daily, today)),
    low90: money(lowestBefore(daily, today, USUAL_DAYS)),
    low365: money(lowestBefore(daily, today, YEAR_DAYS)),
    median90: money(medianBefore(daily, today, USUAL_DAYS)),
    allTimeLow: low && { price: { minor: low.minor, currency: site.currency }, date: low.date, shop: names.get(low.shop) ?? low.shop },
    days: historyDays(daily, today),
    verdict: judgePrice(current?.minor ?? null, daily, today),
  };
}
