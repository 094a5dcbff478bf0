import type { ShopHistory } from '../../src/domain/history.ts';
import { unpackPoints } from './offer-history.ts';
import type { SnapshotProduct } from './snapshot.ts';

/**
 * The products whose histories were unpacked last, with them: what a build makes of one product
 * (its offers table, drop, chart, feed entry) reads them one after another. Bounded: a shop's
 * record reads every product's, and the whole catalogue unpacked (some 5 million points at
 * 100,000 products, several times their packed size) would be most of a build's heap.
 */
const recent = new Map<SnapshotProduct, readonly ShopHistory[]>();
const RECENT_LIMIT = 64;

/** A product's offers' change points as the domain's shop histories, in the order of its offers. */
export function productHistories(product: SnapshotProduct): readonly ShopHistory[] {
  let histories = recent.get(product);
  if (!histories) {
    if (recent.size >= RECENT_LIMIT) recent.clear();
    histories = product.offers.map((offer) => ({ shop: offer.shopId, points: unpackPoints(offer.history) }));
    recent.set(product, histories);
  }
  return histories;
}
