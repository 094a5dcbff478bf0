import { UsageError } from '../catalogue-command.ts';
import { statement, type Db } from './db.ts';

/** A shop's item as commands name it: `<shop>:<item id>`. */
export interface ItemRef {
  shop: string;
  id: string;
}

/** Where a shop's item's offer was: what an undo puts back. */
export interface OfferPlace {
  id: number;
  product_id: number;
  matched_by: string;
  match_evidence: string | null;
  gone_at: string | null;
}

export function parseItemRef(text: string | undefined): ItemRef {
  const at = text?.indexOf(':') ?? -1;
  if (!text || at <= 0 || at === text.length - 1)
    throw new UsageError(`Name an item as <shop>:<item id> (as npm run ingest:unmatched lists it), not ${JSON.stringify(text ?? '')}.`);
  return { shop: text.slice(0, at), id: text.slice(at + 1) };
}

/** A product's name; a UsageError when there is no such product. */
export function productName(db: Db, id: number): string {
  const row = statement(db, 'SELECT name FROM product WHERE id = ?').get(id) as { name: string } | undefined;
  if (!row) throw new UsageError(`No product ${id}: a product's id is the number in its page's address (/<category>/<id>-<slug>).`);
  return row.name;
}

/** A category's id by its slug; a UsageError that says what to give when there is none. */
export function categoryId(db: Db, slug: string | undefined): number {
  const row = slug
    ? (statement(db, 'SELECT id FROM nav_node WHERE slug = ? AND level = 3').get(slug) as { id: number } | undefined)
    : undefined;
  if (!slug || !row)
    throw new UsageError(`Give the product's category: --category <category slug>${slug ? ` (no category ${slug})` : ''}.`);
  return row.id;
}

export function offerOf(db: Db, item: ItemRef): OfferPlace | null {
  const row = statement(
    db,
    'SELECT id, product_id, matched_by, match_evidence, gone_at FROM offer WHERE shop_id = ? AND shop_item_id = ?',
  ).get(item.shop, item.id);
  return (row as OfferPlace | undefined) ?? null;
}

/** Puts offers back where they were. */
export function putOffersBack(db: Db, offers: readonly OfferPlace[]): void {
  const put = statement(db, 'UPDATE offer SET product_id = ?, matched_by = ?, match_evidence = ?, gone_at = ? WHERE id = ?');
  for (const offer of offers) put.run(offer.product_id, offer.matched_by, offer.match_evidence, offer.gone_at, offer.id);
}

/** The queued item is decided again by the next feed (its stored decision no longer holds). */
export const redecide = (db: Db, item: ItemRef) =>
  statement(db, 'UPDATE unmatched_item SET products_stamp = NULL WHERE shop_id = ? AND shop_item_id = ?').run(item.shop, item.id);
