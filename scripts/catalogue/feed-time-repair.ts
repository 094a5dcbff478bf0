import { statement, type Db } from './db.ts';
import { insertRow } from './product-rows.ts';

/** How far back a feed time may be set without --force. */
export const REPAIR_DAYS = 30;
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;

/** What setting a shop's feed time to `at` would change. */
export interface FeedTimePlan {
  previous: string | null;
  /** The newest feed in the shop's log before its last feed time: its real latest feed, as far as the log tells. */
  previousFeed: string | null;
  /** Price points later than `at`, on how many offers and days: folded into one point at `at` per offer. */
  points: number;
  offers: number;
  days: number;
  /** Why the time is refused without --force; empty when it is not. */
  refusals: string[];
}

/** The shop's rows an undo needs: every row stamped at or after the new time, as it was. */
interface Kept {
  lastFeedAt: string | null;
  history: Row[];
  offers: Row[];
  unmatched: Row[];
  feeds: Row[];
}

const HISTORY = 'SELECT h.* FROM price_history h JOIN offer o ON o.id = h.offer_id WHERE o.shop_id = @shop AND h.at >= @at';
const OFFERS =
  'SELECT id, first_seen, last_seen, gone_at FROM offer WHERE shop_id = @shop AND (first_seen > @at OR last_seen > @at OR gone_at > @at)';
const UNMATCHED = 'SELECT shop_item_id, first_seen, last_seen FROM unmatched_item WHERE shop_id = @shop AND last_seen > @at';
const FEEDS = 'SELECT * FROM shop_feed WHERE shop_id = @shop AND at >= @at';

/** What `set-feed-time` would do, and whether it is refused: a time before the shop's previous feed, or long ago. */
export function planFeedTimeRepair(db: Db, shopId: string, at: string, now: number): FeedTimePlan | null {
  const shop = statement(db, 'SELECT last_feed_at FROM shop WHERE id = ?').get(shopId) as { last_feed_at: string | null } | undefined;
  if (!shop) return null;
  const params = { shop: shopId, at };
  const later = statement(
    db,
    `SELECT count(*) AS points, count(DISTINCT h.offer_id) AS offers, count(DISTINCT substr(h.at, 1, 10)) AS days
     FROM price_history h JOIN offer o ON o.id = h.offer_id WHERE o.shop_id = @shop AND h.at > @at`,
  ).get(params) as { points: number; offers: number; days: number };
  // The log's newest entry before the last feed time: the bad feed's own entry is not it.
  const feeds = statement(db, 'SELECT at FROM shop_feed WHERE shop_id = ? ORDER BY at DESC LIMIT 2').all(shopId) as { at: string }[];
  const previousFeed = feeds.find((feed) => shop.last_feed_at === null || feed.at < shop.last_feed_at)?.at ?? null;
  const refusals: string[] = [];
  if (previousFeed && at < previousFeed)
    refusals.push(`${at} is before the shop's previous feed (${previousFeed}): the prices of every feed since would fold into one point`);
  if (Date.parse(at) < now - REPAIR_DAYS * DAY_MS) refusals.push(`${at} is more than ${REPAIR_DAYS} days back`);
  return { previous: shop.last_feed_at, previousFeed, ...later, refusals };
}

/**
 * Sets a shop's last feed time to `at` (checked by the caller) and moves every time of its data
 * stamped later back to `at`: a feed stamped in the future (before feed times were checked) made
 * the shop's next real feeds refused as out of order. Its points after `at` become one point at
 * `at` with the latest state they held, so the prices the shop sent are kept. What it changes is
 * kept (feed_time_repair) for `undoFeedTimeRepair`. One transaction; the repair's id.
 */
export function setShopFeedTime(db: Db, shopId: string, at: string): number {
  return db.transaction(() => {
    const params = { shop: shopId, at };
    const kept: Kept = {
      lastFeedAt: (statement(db, 'SELECT last_feed_at FROM shop WHERE id = ?').get(shopId) as { last_feed_at: string | null }).last_feed_at,
      history: statement(db, HISTORY).all(params) as Row[],
      offers: statement(db, OFFERS).all(params) as Row[],
      unmatched: statement(db, UNMATCHED).all(params) as Row[],
      feeds: statement(db, FEEDS).all(params) as Row[],
    };
    const id = Number(
      statement(db, 'INSERT INTO feed_time_repair (shop_id, made_at, set_to, kept) VALUES (?, ?, ?, ?)').run(
        shopId,
        new Date().toISOString(),
        at,
        JSON.stringify(kept),
      ).lastInsertRowid,
    );
    statement(
      db,
      `INSERT OR REPLACE INTO price_history (offer_id, at, price_minor, sale_price_minor, currency, shipping_minor, availability,
         delivery_min_days, delivery_max_days)
       SELECT h.offer_id, @at, h.price_minor, h.sale_price_minor, h.currency, h.shipping_minor, h.availability,
         h.delivery_min_days, h.delivery_max_days
       FROM price_history h JOIN offer o ON o.id = h.offer_id
       WHERE o.shop_id = @shop AND h.at > @at AND h.at = (SELECT max(at) FROM price_history WHERE offer_id = h.offer_id)`,
    ).run(params);
    statement(db, 'DELETE FROM price_history WHERE at > @at AND offer_id IN (SELECT id FROM offer WHERE shop_id = @shop)').run(params);
    statement(
      db,
      `UPDATE offer SET first_seen = min(first_seen, @at), last_seen = min(last_seen, @at), gone_at = min(gone_at, @at)
       WHERE shop_id = @shop AND (first_seen > @at OR last_seen > @at OR gone_at > @at)`,
    ).run(params);
    statement(
      db,
      `UPDATE unmatched_item SET first_seen = min(first_seen, @at), last_seen = min(last_seen, @at)
       WHERE shop_id = @shop AND last_seen > @at`,
    ).run(params);
    // The feed log keeps one entry at the new time for the feeds stamped later.
    statement(db, 'UPDATE OR REPLACE shop_feed SET at = @at WHERE shop_id = @shop AND at > @at').run(params);
    statement(db, 'UPDATE shop SET last_feed_at = @at WHERE id = @shop').run(params);
    return id;
  })();
}

/**
 * Puts back what a repair changed, when the shop has had no feed since (its last feed time is
 * still the repair's): a message says why not otherwise. Returns the shop and the time restored.
 */
export function undoFeedTimeRepair(db: Db, id: number): { shop: string; restored: string | null } | string {
  const repair = statement(db, 'SELECT shop_id, set_to, kept, undone_at FROM feed_time_repair WHERE id = ?').get(id) as
    { shop_id: string; set_to: string; kept: string; undone_at: string | null } | undefined;
  if (!repair) return `No repair ${id}: give the number set-feed-time printed.`;
  if (repair.undone_at) return `Repair ${id} was undone already, at ${repair.undone_at}.`;
  const last = (statement(db, 'SELECT last_feed_at FROM shop WHERE id = ?').get(repair.shop_id) as { last_feed_at: string | null })
    .last_feed_at;
  if (last !== repair.set_to)
    return `Repair ${id} cannot be undone: ${repair.shop_id} has had feeds since (its last feed is ${last ?? 'none'}, the repair set ${repair.set_to}).`;
  const kept = JSON.parse(repair.kept) as Kept;
  const params = { shop: repair.shop_id, at: repair.set_to };
  db.transaction(() => {
    statement(db, 'DELETE FROM price_history WHERE at >= @at AND offer_id IN (SELECT id FROM offer WHERE shop_id = @shop)').run(params);
    for (const row of kept.history) insertRow(db, 'price_history', row);
    const offer = statement(db, 'UPDATE offer SET first_seen = @first_seen, last_seen = @last_seen, gone_at = @gone_at WHERE id = @id');
    for (const row of kept.offers) offer.run(row);
    const item = statement(
      db,
      'UPDATE unmatched_item SET first_seen = @first_seen, last_seen = @last_seen WHERE shop_id = @shop AND shop_item_id = @shop_item_id',
    );
    for (const row of kept.unmatched) item.run({ ...row, shop: repair.shop_id });
    statement(db, 'DELETE FROM shop_feed WHERE shop_id = @shop AND at >= @at').run(params);
    for (const row of kept.feeds) insertRow(db, 'shop_feed', row);
    statement(db, 'UPDATE shop SET last_feed_at = ? WHERE id = ?').run(kept.lastFeedAt, repair.shop_id);
    statement(db, 'UPDATE feed_time_repair SET undone_at = ? WHERE id = ?').run(new Date().toISOString(), id);
  })();
  return { shop: repair.shop_id, restored: kept.lastFeedAt };
}
