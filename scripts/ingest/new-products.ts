import type { Db } from '../catalogue/db.ts';
import { categorySlugOf, createFeedProduct } from '../catalogue/feed-products.ts';
import { identifiesGtin, identifiesMpn } from '../catalogue/gtin.ts';
import { mappedCategory } from '../catalogue/shops.ts';
import { recordUnmatched } from '../catalogue/unmatched.ts';
import type { createMatcher, Match, NoMatch } from './match-product.ts';
import type { ValidItem } from './validate-item.ts';

/**
 * An item that matched no product (docs/feeds.md, Products from feeds) becomes one when it is
 * identified (a valid GTIN, or brand + a real MPN: gtin.ts), its shop's product type maps to a category, and no
 * product came close (no GTIN or MPN refused by a conflict, no candidate: a product that may be
 * the same is the operator's to decide, not a second product). Else it waits in the review
 * queue. Returns the new product's match, or null.
 */
export function placeUnmatched(
  db: Db,
  matcher: ReturnType<typeof createMatcher>,
  shopId: string,
  item: ValidItem,
  found: NoMatch,
  at: string,
): Match | null {
  const categoryId = item.productType ? mappedCategory(db, shopId, item.productType) : undefined;
  const identified = identifiesGtin(item.gtin) || (item.brand !== null && identifiesMpn(item.mpn));
  const close = found.reason !== null || found.candidates.length > 0;
  if (categoryId !== undefined && identified && !close) {
    const categorySlug = categorySlugOf(db, categoryId);
    const source = { shop: shopId, id: item.shopItemId, title: item.title, brand: item.brand, mpn: item.mpn };
    const made = createFeedProduct(db, { items: [source], gtin: item.gtin, categoryId, categorySlug, at });
    matcher.added({ id: made.id, gtin: item.gtin, brand: made.brand, mpn: item.mpn, name: made.name, family_id: null });
    return { productId: made.id, by: item.gtin ? 'gtin' : 'brand-mpn', evidence: null };
  }
  recordUnmatched(db, {
    productsStamp: matcher.stamp(),
    reason: found.reason,
    candidates: found.candidates,
    shop: shopId,
    id: item.shopItemId,
    title: item.title,
    brand: item.brand,
    gtin: item.gtin,
    mpn: item.mpn,
    productType: item.productType,
    category: categoryId ?? null,
    price: item.price.minor,
    currency: item.price.currency,
    url: item.link,
    image: item.image,
    at,
  });
  return null;
}
