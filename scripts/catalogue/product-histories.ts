import type { ShopHistory } from '../../src/domain/history.ts';
import { unpackPoints } from './offer-history.ts';
import type { SnapshotProduct } from './snapshot.ts';

/** By product, its offers' histories: a new snapshot has new product objects, and the old ones' go with them. */
const unpacked = new WeakMap<SnapshotProduct, readonly ShopHistory[]>();

/**
 * A product's offers' change points as the domain's shop histories, in the order of its offers:
 * unpacked once per snapshot and shared by what a build makes of them (the offers table, the
 * drop, the chart, the feeds, the open data).
 */
export function productHistories(product: SnapshotProduct): readonly ShopHistory[] {
  let histories = unpacked.get(product);
  if (!histories) {
    histories = product.offers.map((offer) => ({ shop: offer.shopId, points: unpackPoints(offer.history) }));
    unpacked.set(product, histories);
  }
  return histories;
}
