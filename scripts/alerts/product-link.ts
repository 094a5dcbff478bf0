import type { Db } from '../catalogue/db.ts';

/**
 * A product's name and page path (unprefixed, as the sites build it: menu, sub-menu, category,
 * `<id>-<slug>`) from the catalogue; null when it has no such product.
 */
export function productLink(catalogue: Db, productId: number): { name: string; path: string } | null {
  const row = catalogue
    .prepare(
      `SELECT p.name, p.slug, m.slug AS menu, s.slug AS sub, c.slug AS category
       FROM product p JOIN nav_node c ON c.id = p.category_id JOIN nav_node s ON s.id = c.parent_id JOIN nav_node m ON m.id = s.parent_id
       WHERE p.id = ?`,
    )
    .get(productId) as { name: string; slug: string; menu: string; sub: string; category: string } | undefined;
  return row ? { name: row.name, path: `/${row.menu}/${row.sub}/${row.category}/${productId}-${row.slug}` } : null;
}
