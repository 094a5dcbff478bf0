import { statement, type Db } from './db.ts';

/** The tables that hang on a product and go with it when it is removed (ON DELETE CASCADE). */
const PARTS = ['product_spec', 'product_variant', 'shop_item_group', 'product_source', 'item_decision'] as const;

type Row = Record<string, unknown>;

/** A product as stored, with every row that hangs on it: what a change keeps to put a removed product back. */
export interface ProductRows {
  product: Row;
  parts: Record<(typeof PARTS)[number], Row[]>;
}

export function productExists(db: Db, id: number): boolean {
  return statement(db, 'SELECT 1 FROM product WHERE id = ?').get(id) !== undefined;
}

export function readProductRows(db: Db, id: number): ProductRows {
  const product = statement(db, 'SELECT * FROM product WHERE id = ?').get(id) as Row | undefined;
  if (!product) throw new Error(`product ${id} is not in the catalogue`);
  const parts = Object.fromEntries(
    PARTS.map((table) => [table, statement(db, `SELECT * FROM ${table} WHERE product_id = ?`).all(id) as Row[]]),
  ) as ProductRows['parts'];
  return { product, parts };
}

/** Inserts a row as read by `SELECT *` (its columns by name). */
export function insertRow(db: Db, table: string, row: Row, conflict = ''): void {
  const columns = Object.keys(row);
  statement(
    db,
    `INSERT ${conflict} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  ).run(row);
}

/** Puts a removed product back as it was kept, with its id: its address leads to it again. */
export function restoreProductRows(db: Db, rows: ProductRows): void {
  insertRow(db, 'product', rows.product);
  statement(db, 'DELETE FROM removed_product WHERE id = ?').run(rows.product.id);
  for (const [table, list] of Object.entries(rows.parts)) for (const row of list) insertRow(db, table, row, 'OR REPLACE');
}

/** Keeps a product's present address (its category and slug) as a former one, which the build redirects from. */
export function keepAddress(db: Db, id: number): void {
  statement(
    db,
    'INSERT OR IGNORE INTO former_address (product_id, category_id, slug) SELECT id, category_id, slug FROM product WHERE id = ?',
  ).run(id);
}

/**
 * Removes a product with what landed on it (its offers and their history; its items wait for
 * review again). Its id is never given to another product, and its address leads to the product
 * that replaced it, else to its category.
 */
export function removeProduct(db: Db, id: number, replacedBy: number | null): void {
  keepAddress(db, id);
  statement(db, 'DELETE FROM price_history WHERE offer_id IN (SELECT id FROM offer WHERE product_id = ?)').run(id);
  statement(db, 'DELETE FROM offer WHERE product_id = ?').run(id);
  statement(db, 'DELETE FROM product WHERE id = ?').run(id);
  statement(db, 'INSERT OR REPLACE INTO removed_product (id, removed_at, replaced_by) VALUES (?, ?, ?)').run(
    id,
    new Date().toISOString(),
    replacedBy,
  );
}
