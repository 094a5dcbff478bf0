import type { Site } from '../../sites/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
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

/** A product page's path in the subscriber's language (Serbian's when the language is not one of the sites'). */
export const productPathIn = (path: string, locale: string): string => localizedPath(path, isLocale(locale) ? locale : 'sr');

/** A product page's full address on its site, for a message that leaves the site (an e-mail, the alerts' page). */
export const productUrl = (site: Site | undefined, path: string, locale: string): string =>
  site ? `https://${site.domain}${productPathIn(path, locale)}` : '';
