import type { Site } from '../../../sites/index.ts';
import { priceLine, type PriceHistory } from '../../../src/domain/history.ts';
import { lowestBuyablePrice } from '../../../src/domain/offers.ts';
import { checkPrice, figuresSpan, type FiguresSpan, type PriceCheck } from '../../../src/domain/price-check.ts';
import type { Money } from '../../../src/domain/money.ts';
import type { SiteIndex } from '../site-index.ts';
import { productHistories } from '../../catalogue/product-histories.ts';
import type { SnapshotProduct } from '../../catalogue/snapshot.ts';
import { offerPrice } from './common.ts';

/** Each shop's line of the product's prices (src/domain/history.ts), by shop id. */
function productLines(product: SnapshotProduct, site: Site): PriceHistory['shops'] {
  const histories = productHistories(product);
  return product.offers
    .map((offer, index) => ({ offer, history: histories[index] as (typeof histories)[number] }))
    .sort((a, b) => (a.offer.shopId < b.offer.shopId ? -1 : a.offer.shopId > b.offer.shopId ? 1 : 0))
    .map(({ offer, history }) => ({ shopId: offer.shopId, name: offer.shop, ...priceLine(history, site.currency) }));
}

function currentPrice(product: SnapshotProduct, site: Site): Money | null {
  return lowestBuyablePrice(product.offers, (offer) => offerPrice(offer, site));
}

/**
 * The days around the catalogue's on which the product's price check shows the same figures
 * (src/domain/price-check.ts's figuresSpan): its page is made as of the first of them, so a full
 * build on any of them and a daily build that carries the page over make the same page, and the
 * browser, bringing the figures to the catalogue's latest day (pages/article/latest-figures.ts),
 * shows the same figures until the last of them. Worked out once a build, or known from the live build's note (carryArticle).
 */
export function productFigures(product: SnapshotProduct, index: SiteIndex, lines?: PriceHistory['shops']): FiguresSpan {
  const { site, snapshot } = index;
  return index.figures(product, () =>
    figuresSpan(lines ?? productLines(product, site), currentPrice(product, site), snapshot.asOf.slice(0, 10)),
  );
}

/** Each shop's line (src/domain/history.ts), by shop id, as of the first day of the product's figures' span. */
export function buildPriceHistory(product: SnapshotProduct, index: SiteIndex): PriceHistory {
  const shops = productLines(product, index.site);
  return { today: productFigures(product, index, shops).since, shops };
}

/** "Is this a good price?" as of the history's day, with the price a visitor can buy at now. */
export function buildPriceCheck(product: SnapshotProduct, site: Site, history: PriceHistory): PriceCheck {
  return checkPrice(history, currentPrice(product, site), site.currency);
}
