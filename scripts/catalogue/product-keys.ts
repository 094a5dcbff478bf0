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
 * A stamp that changes whenever a product is added or removed, its name, brand, GTIN or MPN
 * changes, or a variant value does (migrations/011): what the matcher's index and the queue's
 * stored decisions were made against. One row's read, whatever the catalogue's size.
 */
export function productsStamp(db: Db): string {
  return String((statement(db, 'SELECT n FROM products_version').get() as { n: number }).n);
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
