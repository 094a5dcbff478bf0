import { createHash } from 'node:crypto';
import type { ShopPayload, ShopsPayload } from '../../../pages/payload.ts';
import type { ShopSummary } from '../../../pages/shops/payload.ts';
import { convertMoney, highestMoney, lowestMoney } from '../../../src/domain/money.ts';
import { shopRecord, type ShopRecord } from '../../../src/domain/shop-record.ts';
import { shopPath } from '../../../src/lib/paths.ts';
import type { Currency } from '../../../sites/index.ts';
import { safeHttpUrl } from '../../../src/lib/safe-url.ts';
import type { Snapshot, SnapshotOffer, SnapshotProduct } from '../../catalogue/snapshot.ts';
import type { ShopHistory } from '../../../src/domain/history.ts';
import type { SiteShop } from '../../catalogue/shops.ts';
import type { PageScope } from './common.ts';
import { productHistories } from '../../catalogue/product-histories.ts';

interface ShopOffers {
  /** Each offer with its product, whose histories are unpacked only for the shop's record. */
  offers: { offer: SnapshotOffer; product: SnapshotProduct; index: number; category: number }[];
  categories: Set<number>;
}

/** Each shop's listed offers on the site and the categories they are in, worked out once per snapshot. */
const offersBySnapshot = new WeakMap<Snapshot, Map<string, ShopOffers>>();

function shopOffers(snapshot: Snapshot): Map<string, ShopOffers> {
  let byShop = offersBySnapshot.get(snapshot);
  if (byShop) return byShop;
  byShop = new Map(snapshot.shops.map((shop) => [shop.id, { offers: [], categories: new Set<number>() }]));
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      product.offers.forEach((offer, index) => {
        const entry = byShop.get(offer.shopId);
        entry?.offers.push({ offer, product, index, category: category.id });
        entry?.categories.add(category.id);
      });
    }
  }
  offersBySnapshot.set(snapshot, byShop);
  return byShop;
}

/**
 * A shop page's key (pages.ts): all its payload is made of, its offers' histories as packed, so
 * that a shop whose offers did not change is carried over without unpacking them or working out
 * its record. The same in every language (the menus' files are in it).
 */
export function shopKey(snapshot: Snapshot, currency: Currency, shop: SiteShop, navFiles: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify([shop, currency, snapshot.asOf, navFiles]));
  for (const { offer, category } of shopOffers(snapshot).get(shop.id)?.offers ?? []) {
    hash.update(`\0${category}\0${offer.currency}\0${offer.shippingMinor}\0${offer.lastSeen}\0`);
    hash.update(new Uint8Array(offer.history.buffer, offer.history.byteOffset, offer.history.byteLength));
  }
  return hash.digest('base64url').slice(0, 22);
}

const records = new WeakMap<SiteShop, ShopRecord>();

/** The site's shops that list offers on it, by name. */
export function listedShops(snapshot: Snapshot): SiteShop[] {
  const byShop = shopOffers(snapshot);
  return snapshot.shops
    .filter((shop) => (byShop.get(shop.id)?.offers.length ?? 0) > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

function summary(snapshot: Snapshot, shop: SiteShop): ShopSummary {
  const entry = shopOffers(snapshot).get(shop.id);
  return {
    id: shop.id,
    name: shop.name,
    path: shopPath(shop.id),
    offers: entry?.offers.length ?? 0,
    categories: entry?.categories.size ?? 0,
  };
}

export function buildShopsPayload(scope: PageScope): ShopsPayload {
  const { snapshot, locale, navFile } = scope;
  return { screen: 'shops', locale, navFile, shops: listedShops(snapshot).map((shop) => summary(snapshot, shop)) };
}

/** A shop's page: who it is, what its delivery costs, and its record over the year (src/domain/shop-record.ts). */
export function buildShopPayload(scope: PageScope, shop: SiteShop): ShopPayload {
  const { snapshot, site, locale, navFile } = scope;
  const offers = shopOffers(snapshot).get(shop.id)?.offers ?? [];
  const shipping = offers.map(({ offer }) => convertMoney({ minor: offer.shippingMinor, currency: offer.currency }, site.currency));
  const lowest = lowestMoney(shipping);
  const highest = highestMoney(shipping);
  // The same in every language: worked out once per shop of a snapshot.
  let record = records.get(shop);
  if (!record) {
    record = shopRecord(
      {
        feeds: shop.feeds,
        offers: offers.map(({ offer, product, index }) => ({
          history: productHistories(product)[index] as ShopHistory,
          lastSeen: offer.lastSeen,
        })),
      },
      site.currency,
      snapshot.asOf,
    );
    records.set(shop, record);
  }
  return {
    screen: 'shop',
    locale,
    navFile,
    shop: {
      ...summary(snapshot, shop),
      url: safeHttpUrl(shop.url),
      shipping: lowest && highest ? { lowest, highest } : null,
      defaultShipping: { minor: shop.shippingMinor, currency: site.currency },
      asOf: snapshot.asOf,
      record,
    },
  };
}
