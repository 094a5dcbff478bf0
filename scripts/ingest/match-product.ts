import type { Db } from '../catalogue/db.ts';
import { productKeys, productsStamp } from '../catalogue/product-keys.ts';
import type { OfferState } from '../catalogue/store.ts';
import type { FeedMatchedBy } from '../../src/domain/matched-by.ts';
import type { ValidItem } from './validate-item.ts';

export interface Match {
  productId: number;
  by: FeedMatchedBy;
}

interface ProductIndex {
  stamp: string;
  byGtin: Map<string, number>;
  /** `brand\0MPN` (case folded) to the product, or -1 when several products share them. */
  byBrandMpn: Map<string, number>;
}

const indexes = new WeakMap<Db, ProductIndex>();
const brandMpnKey = (brand: string, mpn: string) => `${brand.toLowerCase()}\u0000${mpn.toUpperCase()}`;

/** GTINs and brand + MPN of every product, read once and reused while the product table is unchanged. */
function productIndex(db: Db): ProductIndex {
  const stamp = productsStamp(db);
  const cached = indexes.get(db);
  if (cached?.stamp === stamp) return cached;
  const index: ProductIndex = { stamp, byGtin: new Map(), byBrandMpn: new Map() };
  for (const row of productKeys(db)) {
    if (row.gtin) index.byGtin.set(row.gtin, row.id);
    if (row.mpn) {
      const key = brandMpnKey(row.brand, row.mpn);
      index.byBrandMpn.set(key, index.byBrandMpn.has(key) ? -1 : row.id);
    }
  }
  indexes.set(db, index);
  return index;
}

/**
 * A matcher for one feed: an item is the product with its GTIN, else the one product with
 * its brand + MPN, else the product the shop's own id had before. Never by title
 * (docs/feeds.md, Matching).
 */
export function createMatcher(db: Db, shopOffers: Map<string, OfferState>) {
  const index = productIndex(db);
  return (item: ValidItem): Match | null => {
    const byGtin = item.gtin ? index.byGtin.get(item.gtin) : undefined;
    if (byGtin !== undefined) return { productId: byGtin, by: 'gtin' };
    const byBrandMpn = item.brand && item.mpn ? index.byBrandMpn.get(brandMpnKey(item.brand, item.mpn)) : undefined;
    if (byBrandMpn !== undefined && byBrandMpn >= 0) return { productId: byBrandMpn, by: 'brand-mpn' };
    const seen = shopOffers.get(item.shopItemId);
    return seen ? { productId: seen.product_id, by: 'shop-id' } : null;
  };
}
