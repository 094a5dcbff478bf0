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

/** A stamp that changes whenever a product is added or removed (its count and highest id). */
export function productsStamp(db: Db): string {
  const { count, last } = statement(db, 'SELECT count(*) AS count, max(id) AS last FROM product').get() as {
    count: number;
    last: number | null;
  };
  return `${count}:${last}`;
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
