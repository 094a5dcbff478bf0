import type { Locale } from '../../src/i18n/locales.ts';
import { statement, type Db } from './db.ts';

/** A category of the site as the snapshot reads it: its path, names and the products on sale. */
interface SiteCategory {
  id: number;
  path: string;
  names: Record<Locale, string>;
  products: readonly { id: number; slug: string; name: string }[];
}

/** An address a product's page had, and where it leads now (unprefixed paths). */
export interface Redirect {
  from: string;
  to: string;
  /** The page it leads to: a product's name, or a category's names. */
  names: Record<Locale, string> | string;
  /** It leads to a product's page (which has a feed): the old feed leads to the new one. */
  product: boolean;
}

/** Keeps an address a product had (its category and slug then), for the build to redirect from. */
export function recordFormerAddress(db: Db, productId: number, categoryId: number, slug: string): void {
  statement(db, 'INSERT OR IGNORE INTO former_address (product_id, category_id, slug) VALUES (?, ?, ?)').run(productId, categoryId, slug);
}

/** How many merges a chain may hold before it is taken as broken (each merge removes a product). */
const MAX_CHAIN = 50;

/**
 * The site's redirects from its products' former addresses (migrations/010): to the product's
 * page now, else to the page of the product it was merged into (along a chain of merges), else,
 * when neither is on sale on the site, to the category it was in.
 */
export function readRedirects(db: Db, categories: readonly SiteCategory[]): Redirect[] {
  const live = new Map<number, { path: string; name: string }>();
  for (const category of categories)
    for (const product of category.products)
      live.set(product.id, { path: `${category.path}/${product.id}-${product.slug}`, name: product.name });
  const byId = new Map(categories.map((category) => [category.id, category]));
  const replaced = new Map(
    (
      statement(db, 'SELECT id, replaced_by FROM removed_product WHERE replaced_by IS NOT NULL').all() as {
        id: number;
        replaced_by: number;
      }[]
    ).map((row) => [row.id, row.replaced_by]),
  );
  const redirects: Redirect[] = [];
  const rows = statement(db, 'SELECT product_id, category_id, slug FROM former_address ORDER BY product_id, category_id, slug').all() as {
    product_id: number;
    category_id: number;
    slug: string;
  }[];
  for (const row of rows) {
    const category = byId.get(row.category_id);
    if (!category) continue;
    let id = row.product_id;
    for (let step = 0; step < MAX_CHAIN && !live.has(id) && replaced.has(id); step += 1) id = replaced.get(id) as number;
    const target = live.get(id);
    const from = `${category.path}/${row.product_id}-${row.slug}`;
    const to = target?.path ?? category.path;
    if (from !== to) redirects.push({ from, to, names: target?.name ?? category.names, product: target !== undefined });
  }
  return redirects;
}
