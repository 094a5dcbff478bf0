import { statement, type Db } from './db.ts';

/** A feed item that matched no product, kept for review. */
export interface UnmatchedInput {
  shop: string;
  id: string;
  title: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
  category: number | null;
  price: number;
  currency: string;
  url: string;
  /** The item's picture link (http or https), or null. */
  image: string | null;
  at: string;
  /** Why no product was matched though one was close (a GTIN refused, two products alike), or null. */
  reason: string | null;
  /** The best candidates, best first. */
  candidates: { product: number; score: number; why: string }[];
  /** The products' stamp (product-keys.ts) the item was decided against. */
  productsStamp: string;
}

/** A queued item as the matcher decided it: what it said then, and against which products. */
export interface QueuedDecision {
  title: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  reason: string | null;
  candidates: string;
  productsStamp: string | null;
}

/** Adds the item to the review queue, or brings its entry up to date (first seen stays). */
export function recordUnmatched(db: Db, item: UnmatchedInput): void {
  statement(
    db,
    `INSERT INTO unmatched_item (shop_id, shop_item_id, title, brand, gtin, mpn, product_type, category_id, price_minor, currency, url,
       image_link, first_seen, last_seen, reason, candidates, products_stamp)
     VALUES (@shop, @id, @title, @brand, @gtin, @mpn, @productType, @category, @price, @currency, @url, @image, @at, @at, @reason,
       @candidates, @productsStamp)
     ON CONFLICT (shop_id, shop_item_id) DO UPDATE SET title = excluded.title, brand = excluded.brand, gtin = excluded.gtin,
       mpn = excluded.mpn, product_type = excluded.product_type, category_id = excluded.category_id,
       price_minor = excluded.price_minor, currency = excluded.currency, url = excluded.url, image_link = excluded.image_link,
       last_seen = excluded.last_seen,
       reason = excluded.reason, candidates = excluded.candidates, products_stamp = excluded.products_stamp`,
  ).run({ ...item, candidates: JSON.stringify(item.candidates) });
}

/** Takes an item that now matched a product out of the review queue. */
export function clearUnmatched(db: Db, shop: string, id: string): void {
  statement(db, 'DELETE FROM unmatched_item WHERE shop_id = ? AND shop_item_id = ?').run(shop, id);
}

/** A shop's queued items as last decided, by item id: the matcher skips those that come again unchanged. */
export function readQueuedDecisions(db: Db, shop: string): Map<string, QueuedDecision> {
  const rows = statement(
    db,
    `SELECT shop_item_id AS id, title, brand, gtin, mpn, reason, candidates, products_stamp AS productsStamp
     FROM unmatched_item WHERE shop_id = ?`,
  ).all(shop) as (QueuedDecision & { id: string })[];
  return new Map(rows.map((row) => [row.id, row]));
}
