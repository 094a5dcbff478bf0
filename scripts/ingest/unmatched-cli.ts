import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { printable, printableJson } from './printable.ts';

/** `npm run ingest:unmatched`: the review queue of feed items that matched no product. */
function main(): void {
  const { values } = parseArgs({ options: { shop: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const db = openCatalogue();
  const rows = db
    .prepare(
      `SELECT u.shop_id AS shop, u.shop_item_id AS id, u.title, u.brand, u.gtin, u.mpn, u.product_type AS productType,
         n.slug AS category, u.price_minor AS priceMinor, u.currency, u.url, u.first_seen AS firstSeen, u.last_seen AS lastSeen
       FROM unmatched_item u LEFT JOIN nav_node n ON n.id = u.category_id
       WHERE ? IS NULL OR u.shop_id = ? ORDER BY u.shop_id, u.last_seen DESC, u.shop_item_id`,
    )
    .all(values.shop ?? null, values.shop ?? null) as Record<string, string | number | null>[];
  db.close();
  if (values.json) {
    console.log(printableJson(rows));
    return;
  }
  if (rows.length === 0) {
    console.log('The review queue is empty: every feed item matched a product.');
    return;
  }
  for (const row of rows) {
    console.log(
      printable(
        `${row.shop}\t${row.id}\t${row.title}\tbrand ${row.brand ?? '-'}\tgtin ${row.gtin ?? '-'}\tmpn ${row.mpn ?? '-'}` +
          `\t${row.category ?? `unmapped "${row.productType ?? ''}"`}\t${(Number(row.priceMinor) / 100).toFixed(2)} ${row.currency}\tlast seen ${row.lastSeen}`,
      ),
    );
  }
  console.log(`${rows.length} unmatched item(s). Add the products (with GTIN or brand + MPN) to match them on the next ingest.`);
}

main();
