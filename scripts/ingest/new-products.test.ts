import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createIngestCatalogue } from './catalogue.test-kit.ts';
import { ingestFeeds } from './ingest-feeds.ts';

const HEADER = 'id\ttitle\tlink\timage_link\tprice\tavailability\tbrand\tgtin\tmpn\tproduct_type';
const row = (cells: string[]) => cells.join('\t');

/** A GMC TSV feed of one shop's items: [id, title, brand, gtin, mpn, product type]. */
function feed(dir: string, name: string, items: string[][]): string {
  const file = join(dir, name);
  const rows = items.map(([id, title, brand, gtin, mpn, type]) =>
    row([
      id ?? '',
      title ?? '',
      `https://shop.example/${id}`,
      `https://shop.example/${id}.jpg`,
      '899.00 EUR',
      'in_stock',
      brand ?? '',
      gtin ?? '',
      mpn ?? '',
      type ?? '',
    ]),
  );
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
  return file;
}

test('identified items no product matches become products, named as the catalogue names them, and other shops land on them', async () => {
  const { db, dir } = createIngestCatalogue();
  db.prepare('INSERT INTO shop_category (shop_id, source, category_id) SELECT ?, ?, id FROM nav_node WHERE slug = ?').run(
    'bosna',
    'Mobiteli',
    'pametni-telefoni',
  );
  const tehno = feed(dir, 'tehno-2026-11-01.tsv', [
    ['P-1', 'Mobilni telefon GOOGLE Pixel 9 12/256GB Obsidian AKCIJA', 'GOOGLE', '0840244706944', 'GA05843', 'Telefoni > Pametni'],
    ['P-2', 'Mobilni telefon Google Pixel 9 Pro 16/512GB Porcelain', 'Google', '', 'GA05866', 'Telefoni > Pametni'],
    ['P-3', 'Punjač 45W nepoznat', 'Acme', '', '', 'Punjači'],
  ]);
  const bosna = feed(dir, 'bosna-2026-11-01.tsv', [
    ['B-1', 'Google Pixel 9 256 GB Obsidian, Šifra: 104233', 'Google', '0840244706944', '', 'Mobiteli'],
    ['B-2', 'Мобилни телефон Google Pixel 9 Pro 512GB Porcelain GA05866', '', '', '', 'Mobiteli'],
  ]);
  const { reports } = await ingestFeeds(
    db,
    [
      { shopId: 'tehno', file: tehno },
      { shopId: 'bosna', file: bosna },
    ],
    { quiet: true },
  );
  expect(reports.map((report) => [report.productsCreated, report.unmatched])).toEqual([
    [2, 1],
    [0, 0],
  ]);
  const made = db
    .prepare(
      `SELECT p.name, p.gtin, p.mpn, group_concat(o.shop_item_id || ':' || o.matched_by, ' ') AS offers
       FROM product p JOIN offer o ON o.product_id = p.id WHERE p.origin = 'feed' GROUP BY p.id ORDER BY p.id`,
    )
    .all();
  expect(made).toEqual([
    { name: 'Google Pixel 9 256 GB, Obsidian', gtin: '0840244706944', mpn: 'GA05843', offers: 'P-1:gtin B-1:gtin' },
    { name: 'Google Pixel 9 Pro 512 GB, Porcelain', gtin: null, mpn: 'GA05866', offers: 'P-2:brand-mpn B-2:model-code' },
  ]);
  // The charger's product type maps to no category: it waits for the operator, with its picture's link.
  expect(db.prepare('SELECT shop_item_id, image_link FROM unmatched_item').all()).toEqual([
    { shop_item_id: 'P-3', image_link: 'https://shop.example/P-3.jpg' },
  ]);
});

test('an identified item that a product comes close to waits for review instead of making a second one', async () => {
  const { db, dir } = createIngestCatalogue();
  // The catalogue's Redmi Note 13 has no GTIN; a shop sends one with the same name and a GTIN of its own.
  const file = feed(dir, 'tehno-2026-11-01.tsv', [
    ['R-1', 'Xiaomi Redmi Note 13 8/256 GB', 'Xiaomi', '6941812756294', '', 'Telefoni > Pametni'],
  ]);
  const { reports } = await ingestFeeds(db, [{ shopId: 'tehno', file }], { quiet: true });
  expect(reports[0]).toMatchObject({ productsCreated: 0, unmatched: 1 });
  expect(db.prepare("SELECT count(*) AS n FROM product WHERE origin = 'feed'").get()).toEqual({ n: 0 });
});

test('a queued item is decided again once the catalogue has new products, and leaves the queue when one fits', async () => {
  const { db, dir, addProduct } = createIngestCatalogue();
  const item = ['S-1', 'Mobilni telefon Samsung Galaxy S24+ 12/256GB SM-S926B crna', '', '', '', 'Nepoznato'];
  const first = feed(dir, 'tehno-2026-11-01.tsv', [item]);
  await ingestFeeds(db, [{ shopId: 'tehno', file: first }], { quiet: true });
  expect(db.prepare('SELECT shop_item_id FROM unmatched_item').all()).toEqual([{ shop_item_id: 'S-1' }]);
  // The same item the next day, against the same products: still waiting.
  const second = feed(dir, 'tehno-2026-11-02.tsv', [item]);
  await ingestFeeds(db, [{ shopId: 'tehno', file: second }], { quiet: true });
  expect(db.prepare('SELECT count(*) AS n FROM unmatched_item').get()).toEqual({ n: 1 });
  const plus = addProduct('galaxy-s24-plus', 'Samsung', 'Galaxy S24+ 256 GB, Onyx Black', null, 'SM-S926BZKDEUE');
  const third = feed(dir, 'tehno-2026-11-03.tsv', [item]);
  await ingestFeeds(db, [{ shopId: 'tehno', file: third }], { quiet: true });
  expect(db.prepare('SELECT product_id, matched_by, match_evidence FROM offer').all()).toEqual([
    { product_id: plus, matched_by: 'model-code', match_evidence: 'SM-S926B' },
  ]);
  expect(db.prepare('SELECT count(*) AS n FROM unmatched_item').get()).toEqual({ n: 0 });
});

test('one title on every item of a feed makes one product at most, and matches no item by its title alone', async () => {
  const { db, dir } = createIngestCatalogue();
  const gtins = ['0840244706944', '4006381333931', '5901234123457', '9780201379624'];
  const items = gtins.map((gtin, index) => [
    `X-${index}`,
    'Mobilni telefon Google Pixel 9 128GB',
    'Google',
    gtin,
    '',
    'Telefoni > Pametni',
  ]);
  const long = ['X-long', `Google Pixel 9 ${'dugi naslov '.repeat(900)}`, 'Google', '', 'GA05843', 'Telefoni > Pametni'];
  const file = feed(dir, 'tehno-2026-11-01.tsv', [...items, long]);
  const { reports } = await ingestFeeds(db, [{ shopId: 'tehno', file }], { quiet: true });
  // The first item makes the product; the others, with GTINs of their own, are left to the operator.
  expect(reports[0]).toMatchObject({ items: 5, productsCreated: 1, newOffers: 1, unmatched: 3, rejected: 1 });
  expect(reports[0]?.rejections).toEqual([expect.objectContaining({ id: 'X-long', reason: 'too long' })]);
  expect(db.prepare('SELECT count(*) AS n FROM offer').get()).toEqual({ n: 1 });
});
