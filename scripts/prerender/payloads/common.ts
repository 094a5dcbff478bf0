import { createHash } from 'node:crypto';
import type { Site } from '../../../sites/index.ts';
import type { CategoryLink, NavLink, NavMenu, ProductCardData } from '../../../src/components/payload-parts.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { convertMoney, type Money } from '../../../src/domain/money.ts';
import { lowestBuyableTotal, lowestOfferPrice, offerTotal, cardDelivery } from '../../../src/domain/offers.ts';
import type { Snapshot, SnapshotNode, SnapshotOffer, SnapshotProduct } from '../../catalogue/snapshot.ts';
import type { SiteIndex } from '../site-index.ts';
import { cardSpecs } from './card-specs.ts';

/** What every page of one site in one language shares. */
export interface PageScope {
  snapshot: Snapshot;
  site: Site;
  /** What the site's pages share (site-index.ts): of the same snapshot and site. */
  index: SiteIndex;
  locale: Locale;
  /** The menu's shared file (siteNav). */
  navFile: string;
}

export function nodeLink(node: SnapshotNode, locale: Locale): NavLink {
  return { name: node.names[locale] || node.slug, path: node.path };
}

/** Nodes that lead to at least one product on sale in the site's country. */
export function hasProducts(node: SnapshotNode): boolean {
  return node.level === 3 ? node.products.length > 0 : node.children.some(hasProducts);
}

export function buildNav(snapshot: Snapshot, locale: Locale): NavMenu[] {
  return snapshot.menus.filter(hasProducts).map((menu) => ({
    ...nodeLink(menu, locale),
    subMenus: menu.children.filter(hasProducts).map((subMenu) => nodeLink(subMenu, locale)),
  }));
}

/**
 * The menu of one language and its shared file, named by its content: a new menu is a new file,
 * so a browser may keep one as long as it likes, and a payload names the one it goes with.
 */
export function siteNav(snapshot: Snapshot, locale: Locale): { file: string; nav: NavMenu[]; json: string } {
  const nav = buildNav(snapshot, locale);
  const json = JSON.stringify(nav);
  return { file: `/nav/${locale}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, nav, json };
}

export function categoryLink(category: SnapshotNode, locale: Locale): CategoryLink {
  return { ...nodeLink(category, locale), products: category.products.length };
}

export function productPath(category: SnapshotNode, product: SnapshotProduct): string {
  return `${category.path}/${product.id}-${product.slug}`;
}

export function offerPrice(offer: Pick<SnapshotOffer, 'priceMinor' | 'currency'>, site: Pick<Site, 'currency'>): Money {
  return convertMoney({ minor: offer.priceMinor, currency: offer.currency }, site.currency);
}

/** The lowest price of a product's offers, in the site's currency. */
export function lowestPrice(product: SnapshotProduct, site: Site): Money | null {
  return lowestOfferPrice(product.offers, (offer) => offerPrice(offer, site));
}

/** What an offer costs delivered, in the site's currency: price and shipping converted each, as the offers table shows them. */
export function offerTotalPrice(
  offer: Pick<SnapshotOffer, 'priceMinor' | 'currency' | 'shippingMinor'>,
  site: Pick<Site, 'currency'>,
): Money {
  return offerTotal(offerPrice(offer, site), convertMoney({ minor: offer.shippingMinor, currency: offer.currency }, site.currency));
}

/** The lowest total with delivery of a product's buyable offers, in the site's currency; null when nothing is buyable. */
export function lowestTotal(product: SnapshotProduct, site: Site): Money | null {
  return lowestBuyableTotal(product.offers, (offer) => offerTotalPrice(offer, site));
}

export function productCard(category: SnapshotNode, product: SnapshotProduct, site: Site, labels: Snapshot['specLabels']): ProductCardData {
  const price = lowestPrice(product, site);
  const card: ProductCardData = {
    path: productPath(category, product),
    name: product.name,
    image: product.image,
    price,
    ...cardDelivery(price, lowestTotal(product, site)),
    shops: product.offers.length,
  };
  const specs = cardSpecs(product, labels);
  return specs ? { ...card, specs } : card;
}
