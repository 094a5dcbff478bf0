import { deriveProduct, type ProductSource } from '../matching/derive-product.ts';
import { statement, type Db } from './db.ts';
import { setVariantValues } from './families.ts';
import { insertProduct } from './store.ts';

/** A shop's item that says what a product is. */
export interface ItemSource extends ProductSource {
  shop: string;
  id: string;
}

/** A URL slug of a name: lower case, Latin letters and digits, hyphens between (`đ` as `dj`). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Makes a product from shops' items (docs/feeds.md, Products from feeds): named from their titles
 * in the catalogue's form, with the GTIN and the first MPN they give, in `categoryId`, its variant
 * values and specs set and its sources kept. Its slug stays as made: a name refined later keeps the URL.
 */
export function createFeedProduct(
  db: Db,
  input: { items: ItemSource[]; gtin: string | null; categoryId: number; categorySlug: string; at: string },
): { id: number; name: string; brand: string; mpn: string | null } {
  const derived = deriveProduct(input.items, input.categorySlug);
  const mpn = input.items.find((item) => item.mpn)?.mpn ?? null;
  const id = insertProduct(db, {
    categoryId: input.categoryId,
    slug: slugify(derived.name) || 'product',
    brand: derived.brand,
    model: derived.model,
    name: derived.name,
    gtin: input.gtin,
    mpn,
    image: null,
    specs: derived.specs,
    createdAt: input.at,
  });
  statement(db, `UPDATE product SET origin = 'feed' WHERE id = ?`).run(id);
  setVariantValues(db, id, derived.variant);
  for (const item of input.items) recordSource(db, id, item);
  return { id, name: derived.name, brand: derived.brand, mpn };
}

/** A category's slug by its id (what deriving a product's name reads). */
export const categorySlugOf = (db: Db, id: number) =>
  (statement(db, 'SELECT slug FROM nav_node WHERE id = ?').get(id) as { slug: string }).slug;

/** Keeps what a shop's item says of a product made from feeds; true when it is news (a product made from feeds, a new item). */
export function recordSource(db: Db, productId: number, item: ItemSource): boolean {
  return (
    statement(
      db,
      `INSERT OR IGNORE INTO product_source (product_id, shop_id, shop_item_id, title, brand, mpn)
       SELECT id, @shop, @id, @title, @brand, @mpn FROM product WHERE id = @productId AND origin = 'feed'`,
    ).run({ ...item, productId }).changes > 0
  );
}

/** An item that is no longer a product made from feeds: the product's name is derived without it. */
export function dropSource(db: Db, shop: string, item: string, productId: number): void {
  statement(db, 'DELETE FROM product_source WHERE shop_id = ? AND shop_item_id = ? AND product_id = ?').run(shop, item, productId);
}

/** Names products made from feeds again from every shop's item that lists them (after a day's feeds brought new ones). */
export function renameFeedProducts(db: Db, productIds: Iterable<number>): number {
  const sources = statement(db, 'SELECT title, brand, mpn FROM product_source WHERE product_id = ? ORDER BY shop_id, shop_item_id');
  const category = statement(db, 'SELECT n.slug FROM product p JOIN nav_node n ON n.id = p.category_id WHERE p.id = ?');
  const update = statement(
    db,
    `UPDATE product SET brand = @brand, model = @model, name = @name WHERE id = @id AND origin = 'feed'
       AND (brand, model, name) IS NOT (@brand, @model, @name)`,
  );
  let renamed = 0;
  db.transaction(() => {
    for (const id of new Set(productIds)) {
      const rows = sources.all(id) as ProductSource[];
      if (rows.length === 0) continue;
      const derived = deriveProduct(rows, (category.get(id) as { slug: string } | undefined)?.slug ?? '');
      renamed += update.run({ id, brand: derived.brand, model: derived.model, name: derived.name }).changes;
    }
  })();
  return renamed;
}
