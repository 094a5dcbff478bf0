import { statement, type Db } from './db.ts';

export interface ProductKeys {
  id: number;
  gtin: string | null;
  brand: string;
  mpn: string | null;
  /** The catalogue's name, which the matcher reads as the product's title. */
  name: string;
  family_id: number | null;
}

/**
 * A stamp that changes whenever a product is added, removed or renamed, or a variant value
 * changes: what the matcher's index and the queue's stored decisions were made against.
 */
export function productsStamp(db: Db): string {
  const row = statement(
    db,
    `SELECT count(*) AS count, max(id) AS last, total(length(name)) AS names,
       (SELECT count(*) || '.' || total(length(value)) FROM product_variant) AS variants,
       (SELECT max(id) FROM removed_product) AS removed
     FROM product`,
  ).get() as { count: number; last: number | null; names: number; variants: string; removed: number | null };
  return `${row.count}:${row.last}:${row.names}:${row.variants}:${row.removed}`;
}

/** Every product's matching keys: GTIN, brand, MPN, name and family. */
export function productKeys(db: Db): Iterable<ProductKeys> {
  return statement(db, 'SELECT id, gtin, brand, mpn, name, family_id FROM product').iterate() as Iterable<ProductKeys>;
}

export interface ProductVariant {
  product_id: number;
  axis: string;
  value: string;
}

/** What tells each product of a family from the others: its value on each axis. */
export function productVariants(db: Db): Iterable<ProductVariant> {
  return statement(db, 'SELECT product_id, axis, value FROM product_variant').iterate() as Iterable<ProductVariant>;
}
