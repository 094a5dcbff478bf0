import * as v from 'valibot';
import type { Db } from '../catalogue/db.ts';
import { statement } from '../catalogue/db.ts';
import { measuredRecord } from '../catalogue/shop-record.ts';
import { saveFacts } from '../catalogue/shop-facts-edit.ts';
import { mapCategoryBySlug } from '../catalogue/shop-mapping.ts';
import { listShops, queuedItems, readShop, readShopFacts, recentFeeds, unmappedTypes } from '../catalogue/shops.ts';

/** How many of a shop's feeds the desk shows: a week of daily feeds. */
const FEEDS = 7;

/** Every shop as the desk lists it: its last feeds, its items waiting, its own categories waiting for a mapping. */
export function deskShops(db: Db) {
  return {
    shops: listShops(db).map((shop) => ({
      ...shop,
      feeds: recentFeeds(db, shop.id, FEEDS),
      queued: queuedItems(db, shop.id),
      unmapped: unmappedTypes(db, shop.id),
    })),
  };
}

export type DeskShops = ReturnType<typeof deskShops>;

/** One shop opened: its facts, its measured record (as its country's site shows it), its category mappings. */
export function deskShop(db: Db, shopId: string) {
  const shop = readShop(db, shopId);
  const facts = readShopFacts(db, shopId);
  const measured = measuredRecord(db, shopId);
  if (!shop || !facts || !measured) return null;
  const mappings = statement(
    db,
    `SELECT c.source, n.slug AS category FROM shop_category c JOIN nav_node n ON n.id = c.category_id
     WHERE c.shop_id = ? ORDER BY c.source`,
  ).all(shopId) as { source: string; category: string }[];
  return { id: shopId, name: shop.name, facts, ...measured, mappings };
}

export type DeskShop = NonNullable<ReturnType<typeof deskShop>>;

export const MapSchema = v.strictObject({
  shop: v.pipe(v.string(), v.maxLength(100)),
  source: v.pipe(v.string(), v.maxLength(500)),
  category: v.pipe(v.string(), v.maxLength(100)),
});

/** One of a shop's own categories mapped to ours (catalogue/shop-mapping.ts), as `npm run shop -- map` does. */
export const mapCategory = (db: Db, by: string, input: v.InferOutput<typeof MapSchema>): string[] => [
  `${mapCategoryBySlug(db, by, input.shop, input.source, input.category)}: the shop's next feed puts its items there.`,
];

/** The facts as the desk's form sends them: checked by the catalogue (shop-facts-edit.ts) against the domain's schema. */
export const FactsSchema = v.strictObject({ shop: v.pipe(v.string(), v.maxLength(100)), facts: v.record(v.string(), v.unknown()) });

export const changeFacts = (db: Db, by: string, input: v.InferOutput<typeof FactsSchema>): string[] => [
  saveFacts(db, by, input.shop, input.facts),
];
