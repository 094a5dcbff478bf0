import { createHash } from 'node:crypto';
import type { ShopPayload, ShopsPayload } from '../../../pages/payload.ts';
import type { ShopSummary } from '../../../pages/shops/payload.ts';
import { convertMoney, highestMoney, lowestMoney } from '../../../src/domain/money.ts';
import { shopPath } from '../../../src/lib/paths.ts';
import { safeHttpUrl } from '../../../src/lib/safe-url.ts';
import type { SiteShop } from '../../catalogue/shops.ts';
import type { PageScope } from './common.ts';
import type { SiteIndex } from '../site-index.ts';

/**
 * A shop page's key (pages.ts): all its payload is made of, its offers' histories as packed, so
 * that a shop whose offers did not change is carried over without unpacking them or working out
 * its record. The same in every language (the menus' files are in it).
 */
export function shopKey(index: SiteIndex, shop: SiteShop, navFiles: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify([shop, index.site.currency, index.snapshot.asOf, navFiles]));
  for (const { offer, category } of index.shopOffers(shop.id)?.offers ?? []) {
    hash.update(`\0${category}\0${offer.currency}\0${offer.shippingMinor}\0${offer.lastSeen}\0`);
    hash.update(new Uint8Array(offer.history.buffer, offer.history.byteOffset, offer.history.byteLength));
  }
  return hash.digest('base64url').slice(0, 22);
}

/** The site's shops that list offers on it, by name. */
export function listedShops(index: SiteIndex): SiteShop[] {
  return index.snapshot.shops
    .filter((shop) => (index.shopOffers(shop.id)?.offers.length ?? 0) > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

function summary(index: SiteIndex, shop: SiteShop): ShopSummary {
  const entry = index.shopOffers(shop.id);
  return {
    id: shop.id,
    name: shop.name,
    path: shopPath(shop.id),
    offers: entry?.offers.length ?? 0,
    categories: entry?.categories.size ?? 0,
  };
}

export function buildShopsPayload(scope: PageScope): ShopsPayload {
  const { index, locale, navFile } = scope;
  return { screen: 'shops', locale, navFile, shops: listedShops(index).map((shop) => summary(index, shop)) };
}

/** A shop's page: who it is, what its delivery costs, and its record over the year (src/domain/shop-record.ts). */
export function buildShopPayload(scope: PageScope, shop: SiteShop): ShopPayload {
  const { index, site, locale, navFile } = scope;
  const offers = index.shopOffers(shop.id)?.offers ?? [];
  const shipping = offers.map(({ offer }) => convertMoney({ minor: offer.shippingMinor, currency: offer.currency }, site.currency));
  const lowest = lowestMoney(shipping);
  const highest = highestMoney(shipping);
  return {
    screen: 'shop',
    locale,
    navFile,
    shop: {
      ...summary(index, shop),
      url: safeHttpUrl(shop.url),
      shipping: lowest && highest ? { lowest, highest } : null,
      defaultShipping: { minor: shop.shippingMinor, currency: site.currency },
      asOf: index.snapshot.asOf,
      record: index.shopRecord(shop),
      facts: shop.facts,
    },
  };
}
