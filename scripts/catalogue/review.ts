import { statement, type Db } from './db.ts';
import type { ItemRef } from './correction-kit.ts';
import { reviewWorklist, type Proposal } from './worklist.ts';

/** A candidate product as the review shows it beside the items: what it is, what it costs, its picture. */
export interface CandidateProduct {
  id: number;
  name: string;
  brand: string;
  model: string;
  gtin: string | null;
  mpn: string | null;
  category: string;
  /** Its picture's base path (`/images/pic/<hash>`, or a placeholder file), null for none. */
  image: string | null;
  /** Its lowest live offer, in minor units of `currency`. */
  lowestMinor: number | null;
  currency: string | null;
  offers: number;
}

/** A product's lowest live offer: in euros where it has one, else in marks. */
const LOWEST = "ORDER BY o.currency = 'EUR' DESC, o.price_minor LIMIT 1";

/** Candidate products by id, for the review's side-by-side view. */
export function candidateProducts(db: Db, ids: readonly number[]): Map<number, CandidateProduct> {
  const rows = statement(
    db,
    `SELECT p.id, p.name, p.brand, p.model, p.gtin, p.mpn, n.slug AS category, p.image,
       (SELECT o.price_minor FROM offer o WHERE o.product_id = p.id AND o.gone_at IS NULL ${LOWEST}) AS lowestMinor,
       (SELECT o.currency FROM offer o WHERE o.product_id = p.id AND o.gone_at IS NULL ${LOWEST}) AS currency,
       (SELECT count(*) FROM offer o WHERE o.product_id = p.id AND o.gone_at IS NULL) AS offers
     FROM product p JOIN nav_node n ON n.id = p.category_id WHERE p.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as CandidateProduct[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** A queued item the operator accepted as a product waits for its next feed, off the queue. */
const NOT_ACCEPTED = `NOT EXISTS (SELECT 1 FROM item_decision d
  WHERE d.shop_id = u.shop_id AND d.shop_item_id = u.shop_item_id AND d.decision = 'accepted')`;

/** Whether an item is still in the review queue: not matched by a feed, accepted or made a product since. */
export function isQueued(db: Db, item: ItemRef): boolean {
  return (
    statement(db, `SELECT 1 FROM unmatched_item u WHERE shop_id = ? AND shop_item_id = ? AND ${NOT_ACCEPTED}`).get(item.shop, item.id) !==
    undefined
  );
}

/** The shops and categories the queue's items are of, with how many items each, for a review's filters. */
export function queueFacets(db: Db): {
  shops: { id: string; name: string; items: number }[];
  categories: { slug: string; items: number }[];
} {
  const shops = statement(
    db,
    `SELECT u.shop_id AS id, s.name, count(*) AS items FROM unmatched_item u JOIN shop s ON s.id = u.shop_id
     WHERE ${NOT_ACCEPTED} GROUP BY u.shop_id ORDER BY s.name`,
  ).all() as { id: string; name: string; items: number }[];
  const categories = statement(
    db,
    `SELECT coalesce(n.slug, '') AS slug, count(*) AS items FROM unmatched_item u LEFT JOIN nav_node n ON n.id = u.category_id
     WHERE ${NOT_ACCEPTED} GROUP BY n.slug ORDER BY n.slug`,
  ).all() as { slug: string; items: number }[];
  return { shops, categories };
}

/** The review queue's proposals of a shop and a category ('' for items of no mapped category), worth most first. */
export function reviewQueue(db: Db, { shop, category }: { shop: string | null; category: string | null }): Proposal[] {
  const proposals = reviewWorklist(db, shop);
  if (category === null) return proposals;
  return proposals.filter((proposal) => proposal.items.some((item) => (item.category ?? '') === category));
}

/** The categories a product can be in (the menus' third level), by slug. */
export function productCategories(db: Db): string[] {
  return (statement(db, 'SELECT slug FROM nav_node WHERE level = 3 ORDER BY slug').all() as { slug: string }[]).map((row) => row.slug);
}
