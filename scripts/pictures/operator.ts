import { statement, type Db } from '../catalogue/db.ts';
import { UsageError } from '../catalogue-command.ts';
import { safeHttpUrl } from '../../src/lib/safe-url.ts';

/**
 * The operator's choice of a product's picture: `url` replaces what the shops' feeds link (no
 * feed replaces it), null gives the choice back to the feeds. Fetched and made by the next
 * picture run (npm run pictures, or the daily update); until then the product keeps its picture.
 */
export function choosePicture(db: Db, productId: number, url: string | null): string {
  const product = statement(db, 'SELECT name FROM product WHERE id = ?').get(productId) as { name: string } | undefined;
  if (!product) throw new UsageError(`There is no product ${productId}: give the number in its page's address.`);
  if (url === null) {
    statement(db, 'UPDATE picture SET by_operator = 0, checked_at = NULL WHERE product_id = ?').run(productId);
    return `Product ${productId} (${product.name}) takes its picture from the shops' feeds again, from the next picture run (npm run pictures).`;
  }
  const link = safeHttpUrl(url);
  if (!link) throw new UsageError(`${JSON.stringify(url)} is not an http(s) address: give the picture's full address, https://…`);
  statement(
    db,
    `INSERT INTO picture (product_id, source_url, shop_id, by_operator) VALUES (?, ?, NULL, 1)
     ON CONFLICT (product_id) DO UPDATE SET source_url = excluded.source_url, shop_id = NULL, by_operator = 1,
       etag = NULL, last_modified = NULL, checked_at = NULL, failure = NULL`,
  ).run(productId, link);
  return `Product ${productId} (${product.name}) will show the picture at ${link}, from the next picture run (npm run pictures); no feed replaces it.`;
}
