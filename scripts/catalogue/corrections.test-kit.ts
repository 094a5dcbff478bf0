import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { ingestFeeds } from '../ingest/ingest-feeds.ts';
import { runProductCommand } from '../product-cli.ts';

export const HEADER = 'id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\tmpn\tproduct_type';

/** One shop's day: a TSV feed of [id, title, brand, gtin] items, ingested. */
export async function day(kit: ReturnType<typeof createIngestCatalogue>, shop: string, date: string, items: string[][]) {
  const file = join(kit.dir, `${shop}-${date}.tsv`);
  const rows = items.map(([id, title, brand, gtin]) =>
    [id, title, `https://shop.example/${id}`, '899.00 EUR', 'in_stock', brand, gtin, '', ''].join('\t'),
  );
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
  await ingestFeeds(kit.db, [{ shopId: shop, file }], { quiet: true });
}

export const offers = (kit: ReturnType<typeof createIngestCatalogue>) =>
  kit.db
    .prepare('SELECT shop_item_id AS item, product_id AS product, matched_by AS by, gone_at IS NOT NULL AS gone FROM offer ORDER BY 1')
    .all();
/** A `npm run product` command by ana: `--name value` pairs are its options, the rest its arguments. */
export function run(kit: ReturnType<typeof createIngestCatalogue>, command: string, ...args: string[]): string {
  const values: Record<string, string> = { by: 'ana' };
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith('--')) values[arg.slice(2)] = args[(index += 1)] ?? '';
    else rest.push(arg);
  }
  return runProductCommand(kit.db, command, rest, values);
}
