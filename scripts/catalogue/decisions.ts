import { statement, type Db } from './db.ts';

/** An operator's word on a shop's item: the product it is, and the products it is not. */
export interface ItemDecisions {
  accepted: number | null;
  rejected: Set<number>;
}

/** A shop's decided items by item id, read once for a feed. */
export function readDecisions(db: Db, shop: string): Map<string, ItemDecisions> {
  const decisions = new Map<string, ItemDecisions>();
  const rows = statement(db, 'SELECT shop_item_id AS id, product_id AS product, decision FROM item_decision WHERE shop_id = ?').all(
    shop,
  ) as {
    id: string;
    product: number;
    decision: 'accepted' | 'rejected';
  }[];
  for (const row of rows) {
    const entry = decisions.get(row.id) ?? { accepted: null, rejected: new Set<number>() };
    if (row.decision === 'accepted') entry.accepted = row.product;
    else entry.rejected.add(row.product);
    decisions.set(row.id, entry);
  }
  return decisions;
}

/** What a change touches, as its subjects: a product, or a shop's item. */
export const productSubject = (id: number) => `product:${id}`;
export const itemSubject = (item: { shop: string; id: string }) => `item:${item.shop}:${item.id}`;

/** Records a change: what it did, by whom, what undoes it and what it touched; its id. */
export function recordChange(
  db: Db,
  change: { by: string; command: string; summary: string; undo: unknown; subjects: string[]; at?: string },
): number {
  const id = Number(
    statement(db, 'INSERT INTO product_change (at, by, command, summary, undo) VALUES (?, ?, ?, ?, ?)').run(
      change.at ?? new Date().toISOString(),
      change.by,
      change.command,
      change.summary,
      JSON.stringify(change.undo),
    ).lastInsertRowid,
  );
  const subject = statement(db, 'INSERT OR IGNORE INTO product_change_subject (change_id, subject) VALUES (?, ?)');
  for (const name of change.subjects) subject.run(id, name);
  return id;
}

/** The first later change that still holds and touched what change `id` touched: undo that one first. */
export function laterChangeOnSame(db: Db, id: number): number | null {
  const row = statement(
    db,
    `SELECT min(s.change_id) AS id FROM product_change_subject s JOIN product_change c ON c.id = s.change_id
     WHERE s.change_id > ? AND c.undone_by IS NULL
       AND s.subject IN (SELECT subject FROM product_change_subject WHERE change_id = ?)`,
  ).get(id, id) as { id: number | null };
  return row.id;
}

export function setDecision(
  db: Db,
  item: { shop: string; id: string },
  product: number,
  decision: 'accepted' | 'rejected',
  change: number,
): void {
  if (decision === 'accepted')
    statement(db, "DELETE FROM item_decision WHERE shop_id = ? AND shop_item_id = ? AND decision = 'accepted'").run(item.shop, item.id);
  statement(
    db,
    `INSERT INTO item_decision (shop_id, shop_item_id, product_id, decision, change_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (shop_id, shop_item_id, product_id) DO UPDATE SET decision = excluded.decision, change_id = excluded.change_id`,
  ).run(item.shop, item.id, product, decision, change);
}
