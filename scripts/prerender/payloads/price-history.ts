import type { Site } from '../../../sites/index.ts';
import { priceLine, type PriceHistory } from '../../../src/domain/history.ts';
import { lowestBuyablePrice } from '../../../src/domain/offers.ts';
import { checkPrice, type PriceCheck } from '../../../src/domain/price-check.ts';
import { productHistories } from '../../catalogue/product-histories.ts';
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

/** Each shop's line (src/domain/history.ts), by shop id. */
export function buildPriceHistory(product: SnapshotProduct, site: Site, asOf: string): PriceHistory {
  const histories = productHistories(product);
  const shops = product.offers
    .map((offer, index) => ({ offer, history: histories[index] as (typeof histories)[number] }))
    .sort((a, b) => (a.offer.shopId < b.offer.shopId ? -1 : a.offer.shopId > b.offer.shopId ? 1 : 0))
    .map(({ offer, history }) => ({ shopId: offer.shopId, name: offer.shop, ...priceLine(history, site.currency) }));
  const lastChange = product.offers.reduce((latest, offer) => (offer.changedAt > latest ? offer.changedAt : latest), '');
  return { today: historyAnchor(lastChange, asOf), shops };
}

/** "Is this a good price?" as of the history's day, with the price a visitor can buy at now. */
export function buildPriceCheck(product: SnapshotProduct, site: Site, history: PriceHistory): PriceCheck {
  return checkPrice(
    history,
    lowestBuyablePrice(product.offers, (offer) => offerPrice(offer, site)),
    site.currency,
  );
}
