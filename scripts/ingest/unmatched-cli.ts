import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { listUnmatched } from '../catalogue/unmatched.ts';
import { minorToDecimal } from '../../src/domain/money.ts';
import { inline, printableJson, quote } from './printable.ts';
import { runCli } from '../cli.ts';

/** `npm run ingest:unmatched`: the review queue of feed items that matched no product. */
function main(): void {
  const { values } = parseArgs({ options: { shop: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const db = openCatalogue();
  const rows = listUnmatched(db, values.shop ?? null);
  db.close();
  if (values.json) {
    console.log(printableJson(rows));
    return;
  }
  if (rows.length === 0) {
    console.log('The review queue is empty: every feed item matched a product.');
    return;
  }
  // One line per item, one cell per value: a tab or newline in a value must not shift either.
  const cell = (value: string | number | null | undefined) => inline(String(value ?? '-'), 200);
  for (const row of rows) {
    console.log(
      `${cell(row.shop)}\t${cell(row.id)}\t${cell(row.title)}\tbrand ${cell(row.brand)}\tgtin ${cell(row.gtin)}\tmpn ${cell(row.mpn)}` +
        `\t${row.category ? cell(row.category) : `unmapped ${quote(String(row.productType ?? ''), 200)}`}` +
        `\t${minorToDecimal(Number(row.priceMinor))} ${cell(row.currency)}\tlast seen ${cell(row.lastSeen)}`,
    );
  }
  console.log(`${rows.length} unmatched item(s). Add the products (with GTIN or brand + MPN) to match them on the next ingest.`);
}

runCli(import.meta.url, main);
