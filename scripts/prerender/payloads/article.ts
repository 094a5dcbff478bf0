import type { ArticlePayload, Family, OfferDiscount, OfferRow } from '../../../pages/article/payload.ts';
import type { Currency } from '../../../sites/index.ts';
import { judgeDiscount, wholePoints } from '../../../src/domain/discount.ts';
import type { PriceHistory, ShopHistory } from '../../../src/domain/history.ts';
import { toDisplayMoney } from '../../../src/domain/money.ts';
import { compareListedOffers } from '../../../src/domain/offer-order.ts';
import { offerTotal } from '../../../src/domain/offers.ts';
import type { PriceCheck } from '../../../src/domain/price-check.ts';
import { isStale } from '../../../src/domain/stale.ts';
import { safeHttpUrl } from '../../../src/lib/safe-url.ts';
import { formatSpecValue } from '../../../src/lib/spec-value.ts';
import { productHistories } from '../../catalogue/product-histories.ts';
import type { Snapshot, SnapshotNode, SnapshotOffer, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { lowestPrice, nodeLink, productPath, type PageScope } from './common.ts';
import { buildOtherMarket, otherMarketPayload, otherSiteOf, type OtherMarketPart } from './other-market.ts';
import { buildFamily } from './family.ts';
import { buildPriceCheck, buildPriceHistory } from './price-history.ts';

/** The shop's advertised reduction, honestly measured, in whole points for the page to print. */
function offerDiscount(history: ShopHistory, currency: Currency): OfferDiscount | null {
  const discount = judgeDiscount(history, currency);
  if (!discount) return null;
  const honest = discount.honestPoints === null ? null : wholePoints(discount.honestPoints);
  return { claimed: wholePoints(discount.claimedPoints), honest, fake: discount.fake };
}

/**
 * What an offer's row says of when it was checked: stale or not, and its time unless it is its
 * shop's latest feed (that time moves every day: it is in builds/freshness.json, not in the page).
 */
export function offerChecked(offer: SnapshotOffer, snapshot: Snapshot): { stale: boolean; lastSeen: string | null } {
  const stale = isStale(offer.lastSeen, snapshot.asOf);
  return { stale, lastSeen: !stale && offer.lastSeen === snapshot.shopFeeds.get(offer.shopId) ? null : offer.lastSeen };
}

/** The offers table: fresh offers first, then buyable, then by total (src/domain/offer-order.ts). */
export function buildOfferRows(product: SnapshotProduct, scope: PageScope): OfferRow[] {
  const rows: OfferRow[] = [];
  const histories = productHistories(product);
  for (const [index, offer] of product.offers.entries()) {
    const url = safeHttpUrl(offer.url);
    if (!url) continue;
    const { money: price, converted } = toDisplayMoney({ minor: offer.priceMinor, currency: offer.currency }, scope.site.currency);
    const { money: shipping } = toDisplayMoney({ minor: offer.shippingMinor, currency: offer.currency }, scope.site.currency);
    const { stale, lastSeen } = offerChecked(offer, scope.snapshot);
    rows.push({
      shop: offer.shop,
      shopId: offer.shopId,
      price,
      shipping,
      total: offerTotal(price, shipping),
      converted,
      availability: offer.availability,
      url,
      lastSeen,
      stale,
      matchedBy: offer.matchedBy,
      // Only the page's text for a model-code match shows its evidence.
      matchEvidence: offer.matchedBy === 'model-code' ? offer.matchEvidence : null,
      discount: offerDiscount(histories[index] as ShopHistory, scope.site.currency),
      delivery: offer.delivery,
      facts: scope.index.offerFacts(offer.shopId),
    });
  }
  return rows.sort(compareListedOffers);
}

/** What a product's page shows in every language: built once per product, not per locale. */
export interface ArticleParts {
  offers: OfferRow[];
  history: PriceHistory;
  priceCheck: PriceCheck;
  otherMarket: OtherMarketPart | null;
  family: Family | null;
}

export function buildArticleParts(product: SnapshotProduct, scope: PageScope): ArticleParts {
  const history = buildPriceHistory(product, scope.index);
  return {
    offers: buildOfferRows(product, scope),
    history,
    priceCheck: buildPriceCheck(product, scope.site, history),
    otherMarket: buildOtherMarket(scope.snapshot.otherMarket.get(product.id), scope.site, otherSiteOf(scope.site)),
    family: buildFamily(product, scope.index),
  };
}

export function buildArticlePayload(
  scope: PageScope,
  trail: [SnapshotNode, SnapshotNode, SnapshotNode],
  product: SnapshotProduct,
  { offers, history, priceCheck, otherMarket, family }: ArticleParts,
): ArticlePayload {
  const [menu, subMenu, category] = trail;
  const { locale, snapshot } = scope;
  const path = productPath(category, product);
  return {
    screen: 'article',
    locale,
    navFile: scope.navFile,
    menu: nodeLink(menu, locale),
    subMenu: nodeLink(subMenu, locale),
    category: nodeLink(category, locale),
    product: {
      path,
      name: product.name,
      brand: product.brand,
      gtin: product.gtin,
      mpn: product.mpn,
      image: product.image,
      specs: product.specs.map(({ key, value }) => {
        const label = snapshot.specLabels.get(key);
        const row = { key, label: label?.names[locale] || key, value: formatSpecValue(value, label?.unit ?? '', locale) };
        // The compare page ranks numeric rows by this (the value shown is formatted per language).
        const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
        return Number.isFinite(number) ? { ...row, number } : row;
      }),
    },
    lowest: lowestPrice(product, scope.site),
    offers,
    history,
    priceCheck,
    otherMarket: otherMarketPayload(otherMarket, path, locale),
    family,
  };
}
