import type { HistoryTuple, PriceCheck, PriceHistory } from '../../../pages/article/payload.ts';
import { MINUTE_MS } from '../../../pages/article/history-points.ts';
import { checkPrice } from '../../../pages/article/price-check-figures.ts';
import type { Site } from '../../../sites/index.ts';
import { isBuyable } from '../../../src/domain/availability.ts';
import { pointPrice } from '../../../src/domain/history.ts';
import { lowestMoney } from '../../../src/domain/money.ts';
import { unpackPoints } from '../../catalogue/offer-history.ts';
import type { SnapshotProduct } from '../../catalogue/snapshot.ts';
import { offerPrice } from './common.ts';

/**
 * The day a product's prerendered chart and figures are as of: its last change, but not before
 * the first of the catalogue's month. An unchanged product's payload then stays the same from day
 * to day (carried over by an incremental build) and is rendered again once a month; the browser
 * brings the figures to the catalogue's latest day (pages/article/latest-figures.ts).
 */
function historyAnchor(lastChange: string, asOf: string): string {
  const monthStart = `${asOf.slice(0, 7)}-01`;
  const changed = lastChange.slice(0, 10);
  return changed > monthStart ? changed : monthStart;
}

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
  const lastChange = product.offers.reduce((latest, offer) => (offer.changedAt > latest ? offer.changedAt : latest), '');
  return { today: historyAnchor(lastChange, asOf), shops };
}

/** "Is this a good price?" as of the history's day, with the price a visitor can buy at now. */
export function buildPriceCheck(product: SnapshotProduct, site: Site, history: PriceHistory): PriceCheck {
  const current = lowestMoney(product.offers.filter((offer) => isBuyable(offer.availability)).map((offer) => offerPrice(offer, site)));
  return checkPrice(history, current, site.currency);
}
