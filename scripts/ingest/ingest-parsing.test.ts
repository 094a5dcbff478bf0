import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { ingestFeed } from './ingest-feed.ts';
import { createIngestCatalogue } from './catalogue.test-kit.ts';

let db: Db;
let dir: string;

beforeEach(() => {
  ({ db, dir } = createIngestCatalogue());
});
afterEach(() => db.close());

const HEADER = 'id\ttitle\tlink\tprice\tavailability\tmpn\tshipping';
const row = (id: string, price: string, shipping: string) =>
  `${id}\tItem ${id}\thttps://bosna.example/${id}\t${price}\tin_stock\tM-${id}\t${shipping}`;
const queued = () =>
  db.prepare('SELECT shop_item_id AS id, title, price_minor AS price FROM unmatched_item ORDER BY shop_item_id').all() as {
    id: string;
    title: string;
    price: number;
  }[];

test('a gzipped windows-1250 feed reads as the same file uncompressed does', async () => {
  const xml =
    '<?xml version="1.0" encoding="windows-1250"?>\n<CNJExport><Item><ID>C-9</ID><name>Punjač za čitač, šišmiš žuti</name>' +
    '<link>https://cnj.example/9</link><price>19,90</price><curCode>KM</curCode><stock>in stock</stock></Item></CNJExport>\n';
  const bytes = encode1250(xml);
  const plain = join(dir, 'cnj-2026-11-01.xml');
  const gzipped = join(dir, 'cnj-2026-11-02.xml.gz');
  writeFileSync(plain, bytes);
  writeFileSync(gzipped, gzipSync(bytes));
  await ingestFeed(db, { shopId: 'cnj', file: plain });
  const report = await ingestFeed(db, { shopId: 'cnj', file: gzipped });
  expect(report).toMatchObject({ items: 1, rejected: 0, unmatched: 1 });
  expect(queued()).toEqual([{ id: 'C-9', title: 'Punjač za čitač, šišmiš žuti', price: 1990 }]);
});

test('free shipping with the currency first lands; 0.001 and a 30-digit price are rejected with their reason', async () => {
  const file = join(dir, 'bosna-2026-11-01.tsv');
  const rows = [
    row('B-1', '10,00 KM', 'BA:::KM 0,00'),
    row('B-2', '20,00 KM', 'BA:::KM 4,90'),
    row('B-3', '€12', 'BA:::€0'),
    row('B-4', '0.001 KM', ''),
    row('B-5', `${'9'.repeat(30)} KM`, ''),
  ];
  writeFileSync(file, `${HEADER}\n${rows.join('\n')}\n`);
  const report = await ingestFeed(db, { shopId: 'bosna', file });
  expect(report).toMatchObject({ items: 5, unmatched: 3, rejected: 2 });
  expect(report.rejections.map((rejection) => [rejection.id, rejection.detail])).toEqual([
    ['B-4', 'price "0.001 KM" has 3 decimals: write at most two'],
    ['B-5', `price "${'9'.repeat(30)} KM" is above 10,000,000.00, the largest amount accepted: check the decimal separator`],
  ]);
  expect(queued().map((item) => [item.id, item.price])).toEqual([
    ['B-1', 1000],
    ['B-2', 2000],
    ['B-3', 1200],
  ]);
});

/** Windows-1250 bytes for the Latin-2 letters the test uses (TextEncoder writes UTF-8 only). */
function encode1250(text: string): Uint8Array {
  const table: Record<string, number> = { č: 0xe8, ć: 0xe6, š: 0x9a, ž: 0x9e, đ: 0xf0, Č: 0xc8, Š: 0x8a, Ž: 0x8e };
  return Uint8Array.from([...text].map((char) => table[char] ?? char.charCodeAt(0)));
}
