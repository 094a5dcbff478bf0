import * as v from 'valibot';
import type { Db } from '../catalogue/db.ts';
import { mapCategoryBySlug } from '../catalogue/shop-mapping.ts';
import { listShops, queuedItems, readShopFacts, recentFeeds, unmappedTypes } from '../catalogue/shops.ts';

/** How many of a shop's feeds the desk shows: a week of daily feeds. */
const FEEDS = 7;

/** Every shop as the desk shows it: its last feeds, its items waiting, its own categories waiting for a mapping, its facts. */
export function deskShops(db: Db) {
  return {
    shops: listShops(db).map((shop) => ({
      ...shop,
      feeds: recentFeeds(db, shop.id, FEEDS),
      queued: queuedItems(db, shop.id),
      unmapped: unmappedTypes(db, shop.id),
      facts: readShopFacts(db, shop.id) ?? {},
    })),
  };
}

export type DeskShops = ReturnType<typeof deskShops>;

export const MapSchema = v.strictObject({
  shop: v.pipe(v.string(), v.maxLength(100)),
  source: v.pipe(v.string(), v.maxLength(500)),
  category: v.pipe(v.string(), v.maxLength(100)),
});

/** One of a shop's own categories mapped to ours (catalogue/shop-mapping.ts), as `npm run shop -- map` does. */
export const mapCategory = (db: Db, input: v.InferOutput<typeof MapSchema>): string[] => [
  `${mapCategoryBySlug(db, input.shop, input.source, input.category)}: the shop's next feed puts its items there.`,
];
