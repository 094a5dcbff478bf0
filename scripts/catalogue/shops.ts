import type { Country } from '../../sites/index.ts';
import * as v from 'valibot';
import { ShopFactsSchema, type ShopFacts } from '../../src/domain/shop-facts.ts';
import { statement, type Db } from './db.ts';

/** A shop as the ingest needs it. */
export interface ShopRow {
  id: string;
  name: string;
  country: Country;
  shipping_minor: number;
  last_feed_at: string | null;
  partial_feed: 0 | 1;
}

/** A shop with its counts, as `npm run shop -- list` prints it. */
export interface ShopListRow {
  id: string;
  name: string;
  country: Country;
  url: string;
  shipping_minor: number;
  last_feed_at: string | null;
  is_sample: 0 | 1;
  partial_feed: 0 | 1;
  offers: number;
  mappings: number;
}

export function readShop(db: Db, shopId: string): ShopRow | undefined {
  return statement(db, 'SELECT id, name, country, shipping_minor, last_feed_at, partial_feed FROM shop WHERE id = ?').get(shopId) as
    ShopRow | undefined;
}

/** Every shop with its offers still listed and its category mappings, by country and id. */
export function listShops(db: Db): ShopListRow[] {
  return statement(
    db,
    `SELECT s.id, s.name, s.country, s.url, s.shipping_minor, s.last_feed_at, s.is_sample, s.partial_feed,
       (SELECT count(*) FROM offer o WHERE o.shop_id = s.id AND o.gone_at IS NULL) AS offers,
       (SELECT count(*) FROM shop_category c WHERE c.shop_id = s.id) AS mappings
     FROM shop s ORDER BY s.country, s.id`,
  ).all() as ShopListRow[];
}

export function setShopLastFeed(db: Db, shopId: string, at: string): void {
  statement(db, 'UPDATE shop SET last_feed_at = ? WHERE id = ?').run(at, shopId);
}

/** The id of the category (a level-3 menu node) with this slug. */
export function categoryIdBySlug(db: Db, slug: string): number | undefined {
  return (statement(db, 'SELECT id FROM nav_node WHERE level = 3 AND slug = ?').get(slug) as { id: number } | undefined)?.id;
}

/** Maps one of a shop's own category names (a feed's `product_type`) to our category. */
export function mapShopCategory(db: Db, shopId: string, source: string, categoryId: number): void {
  statement(db, 'INSERT OR REPLACE INTO shop_category (shop_id, source, category_id) VALUES (?, ?, ?)').run(shopId, source, categoryId);
}

/** Our category for a shop's own category name, when mapped. */
export function mappedCategory(db: Db, shopId: string, source: string): number | undefined {
  const row = statement(db, 'SELECT category_id FROM shop_category WHERE shop_id = ? AND source = ?').get(shopId, source) as
    { category_id: number } | undefined;
  return row?.category_id;
}

/** What a landed feed did: its items, those refused (by reason), those that matched no product, the offers it marked gone. */
export interface FeedOutcome {
  items: number;
  rejected: number;
  rejectedByReason: Partial<Record<string, number>>;
  unmatched: number;
  gone: number;
}

/** A shop's latest feeds the ingest landed, newest first. */
export function recentFeeds(db: Db, shopId: string, limit: number): ({ at: string } & FeedOutcome)[] {
  const rows = statement(
    db,
    `SELECT at, items, rejected, rejected_by_reason AS byReason, unmatched, gone FROM shop_feed WHERE shop_id = ? ORDER BY at DESC LIMIT ?`,
  ).all(shopId, limit) as ({ at: string; byReason: string } & Omit<FeedOutcome, 'rejectedByReason'>)[];
  return rows.map(({ byReason, ...row }) => ({ ...row, rejectedByReason: JSON.parse(byReason) as FeedOutcome['rejectedByReason'] }));
}

/** A shop's own categories (`product_type`) its queued items carry that map to none of ours (yet: a mapping applies from its next feed), the most items first. */
export function unmappedTypes(db: Db, shopId: string): { source: string; items: number }[] {
  return statement(
    db,
    `SELECT u.product_type AS source, count(*) AS items FROM unmatched_item u
     WHERE u.shop_id = ? AND u.category_id IS NULL AND u.product_type IS NOT NULL AND u.product_type <> ''
       AND NOT EXISTS (SELECT 1 FROM shop_category c WHERE c.shop_id = u.shop_id AND c.source = u.product_type)
     GROUP BY u.product_type ORDER BY items DESC, u.product_type`,
  ).all(shopId) as { source: string; items: number }[];
}

/** How many of a shop's items wait in the review queue. */
export function queuedItems(db: Db, shopId: string): number {
  return (statement(db, 'SELECT count(*) AS n FROM unmatched_item WHERE shop_id = ?').get(shopId) as { n: number }).n;
}

/** Logs a feed the ingest landed (the same feed time again replaces its entry). */
export function recordShopFeed(db: Db, shopId: string, at: string, outcome: FeedOutcome): void {
  statement(
    db,
    `INSERT OR REPLACE INTO shop_feed (shop_id, at, items, rejected, rejected_by_reason, unmatched, gone) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(shopId, at, outcome.items, outcome.rejected, JSON.stringify(outcome.rejectedByReason), outcome.unmatched, outcome.gone);
}

/** A shop of a site, with the times of its feeds since `since` (ISO), oldest first. */
export interface SiteShop {
  id: string;
  name: string;
  url: string;
  /** Its default shipping, in its country's currency, for items whose feed says none. */
  shippingMinor: number;
  partialFeed: boolean;
  feeds: string[];
  /** What the operator entered about it (src/domain/shop-facts.ts). */
  facts: ShopFacts;
}

/** A shop's facts as stored; what no longer passes the schema (an older version's) is left out, whole. */
function parseFacts(json: string): ShopFacts {
  const parsed = v.safeParse(ShopFactsSchema, JSON.parse(json));
  return parsed.success ? parsed.output : {};
}

/** The facts entered about a shop; undefined for an unknown shop. */
export function readShopFacts(db: Db, shopId: string): ShopFacts | undefined {
  const row = statement(db, 'SELECT facts FROM shop WHERE id = ?').get(shopId) as { facts: string } | undefined;
  return row && parseFacts(row.facts);
}

/** Replaces a shop's facts (checked by the caller against ShopFactsSchema). */
export function saveShopFacts(db: Db, shopId: string, facts: ShopFacts): void {
  statement(db, 'UPDATE shop SET facts = ? WHERE id = ?').run(JSON.stringify(facts), shopId);
}

/** The shops of a country, by id, each with its feed log since `since`. */
export function readSiteShops(db: Db, country: Country, since: string): SiteShop[] {
  const shops = (
    statement(db, 'SELECT * FROM shop WHERE country = ? ORDER BY id').all(country) as {
      id: string;
      name: string;
      url: string;
      shipping_minor: number;
      partial_feed: 0 | 1;
      /** Missing from a catalogue opened read-only before a run brought it up to date. */
      facts?: string;
    }[]
  ).map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    shippingMinor: row.shipping_minor,
    partialFeed: row.partial_feed === 1,
    feeds: [] as string[],
    facts: parseFacts(row.facts ?? '{}'),
  }));
  const byId = new Map(shops.map((shop) => [shop.id, shop]));
  // A catalogue opened read-only before any ingest brought it up to date has no feed log yet.
  if (!statement(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'shop_feed'").get()) return shops;
  const feeds = statement(
    db,
    'SELECT f.shop_id, f.at FROM shop_feed f JOIN shop s ON s.id = f.shop_id WHERE s.country = ? AND f.at >= ? ORDER BY f.shop_id, f.at',
  );
  for (const row of feeds.iterate(country, since) as Iterable<{ shop_id: string; at: string }>) byId.get(row.shop_id)?.feeds.push(row.at);
  return shops;
}
