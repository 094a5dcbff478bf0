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
  at: string;
  /** Why no product was matched though one was close (a GTIN refused, two products alike), or null. */
  reason: string | null;
  /** The best candidates, best first. */
  candidates: { product: number; score: number; why: string }[];
}

/** Adds the item to the review queue, or brings its entry up to date (first seen stays). */
export function recordUnmatched(db: Db, item: UnmatchedInput): void {
  statement(
    db,
    `INSERT INTO unmatched_item (shop_id, shop_item_id, title, brand, gtin, mpn, product_type, category_id, price_minor, currency, url,
       first_seen, last_seen, reason, candidates)
     VALUES (@shop, @id, @title, @brand, @gtin, @mpn, @productType, @category, @price, @currency, @url, @at, @at, @reason, @candidates)
     ON CONFLICT (shop_id, shop_item_id) DO UPDATE SET title = excluded.title, brand = excluded.brand, gtin = excluded.gtin,
       mpn = excluded.mpn, product_type = excluded.product_type, category_id = excluded.category_id,
       price_minor = excluded.price_minor, currency = excluded.currency, url = excluded.url, last_seen = excluded.last_seen,
       reason = excluded.reason, candidates = excluded.candidates`,
  ).run({ ...item, candidates: JSON.stringify(item.candidates) });
}

/** Takes an item that now matched a product out of the review queue. */
export function clearUnmatched(db: Db, shop: string, id: string): void {
  statement(db, 'DELETE FROM unmatched_item WHERE shop_id = ? AND shop_item_id = ?').run(shop, id);
}
