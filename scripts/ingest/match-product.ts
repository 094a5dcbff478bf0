import { statement, type Db } from '../catalogue/db.ts';
import type { ValidItem } from './validate-item.ts';

export type MatchedBy = 'gtin' | 'brand-mpn' | 'shop-id';

export interface Match {
  productId: number;
  by: MatchedBy;
}

/**
 * Finds the product a shop's item is: by GTIN, then brand + MPN (only when exactly one
 * product has them), then the shop's own id seen before. Never by title (design.md section 5).
 */
export function matchProduct(db: Db, shopId: string, item: ValidItem): Match | null {
  if (item.gtin) {
    const row = statement(db, 'SELECT id FROM product WHERE gtin = ?').get(item.gtin) as { id: number } | undefined;
    if (row) return { productId: row.id, by: 'gtin' };
  }
  if (item.brand && item.mpn) {
    const rows = statement(db, 'SELECT id FROM product WHERE lower(brand) = lower(?) AND upper(mpn) = upper(?) LIMIT 2').all(
      item.brand,
      item.mpn,
    ) as { id: number }[];
    if (rows.length === 1 && rows[0]) return { productId: rows[0].id, by: 'brand-mpn' };
  }
  const seen = statement(db, 'SELECT product_id FROM offer WHERE shop_id = ? AND shop_item_id = ?').get(shopId, item.shopItemId) as
    | { product_id: number }
    | undefined;
  return seen ? { productId: seen.product_id, by: 'shop-id' } : null;
}
