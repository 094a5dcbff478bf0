import type { Db } from './db.ts';

export interface FeedTimeRepair {
  previous: string | null;
  /** Offers whose times (first or last seen, gone) were later than the new time. */
  offers: number;
  /** Offers whose history had points later than the new time, now one point at it (the latest state). */
  histories: number;
}

/**
 * Sets a shop's last feed time to `at` (checked by the caller) and moves every time of its data
 * stamped later back to `at`: a feed stamped in the future (before feed times were checked) made
 * the shop's next real feeds refused as out of order. Its points after `at` become one point at
 * `at` with the latest state they held, so the prices the shop sent are kept. One transaction.
 */
export function setShopFeedTime(db: Db, shopId: string, at: string): FeedTimeRepair | null {
  return db.transaction(() => {
    const shop = db.prepare('SELECT last_feed_at FROM shop WHERE id = ?').get(shopId) as { last_feed_at: string | null } | undefined;
    if (!shop) return null;
    const params = { shop: shopId, at };
    const histories = db
      .prepare(
        `INSERT OR REPLACE INTO price_history (offer_id, at, price_minor, sale_price_minor, currency, shipping_minor, availability,
           delivery_min_days, delivery_max_days)
         SELECT h.offer_id, @at, h.price_minor, h.sale_price_minor, h.currency, h.shipping_minor, h.availability,
           h.delivery_min_days, h.delivery_max_days
         FROM price_history h JOIN offer o ON o.id = h.offer_id
         WHERE o.shop_id = @shop AND h.at > @at AND h.at = (SELECT max(at) FROM price_history WHERE offer_id = h.offer_id)`,
      )
      .run(params).changes;
    db.prepare('DELETE FROM price_history WHERE at > @at AND offer_id IN (SELECT id FROM offer WHERE shop_id = @shop)').run(params);
    const offers = db
      .prepare(
        `UPDATE offer SET first_seen = min(first_seen, @at), last_seen = min(last_seen, @at), gone_at = min(gone_at, @at)
         WHERE shop_id = @shop AND (first_seen > @at OR last_seen > @at OR gone_at > @at)`,
      )
      .run(params).changes;
    db.prepare(
      `UPDATE unmatched_item SET first_seen = min(first_seen, @at), last_seen = min(last_seen, @at)
       WHERE shop_id = @shop AND last_seen > @at`,
    ).run(params);
    // The feed log keeps one entry at the new time for the feeds stamped later.
    db.prepare('UPDATE OR REPLACE shop_feed SET at = @at WHERE shop_id = @shop AND at > @at').run(params);
    db.prepare('UPDATE shop SET last_feed_at = @at WHERE id = @shop').run(params);
    return { previous: shop.last_feed_at, offers, histories };
  })();
}
