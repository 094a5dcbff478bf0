import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { ingestFeeds } from '../ingest/ingest-feeds.ts';
import { runProductCommand } from '../product-cli.ts';
import { day, HEADER, offers, run } from './corrections.test-kit.ts';
import { reviewWorklist } from './worklist.ts';

test('a rejected match leaves the page at once, is never made again, and comes back when the rejection is undone', async () => {
  const kit = createIngestCatalogue();
  const galaxy = ['T-1', 'Mobilni telefon SAMSUNG Galaxy S24 128GB SM-S921B', 'Samsung', ''];
  await day(kit, 'tehno', '2026-11-01', [galaxy]);
  expect(offers(kit)).toEqual([{ item: 'T-1', product: kit.ids.galaxy, by: 'model-code', gone: 0 }]);
  expect(run(kit, 'reject', 'tehno:T-1', String(kit.ids.galaxy))).toMatch(/^Change 1: tehno:T-1 is not product/);
  expect(offers(kit)).toEqual([{ item: 'T-1', product: kit.ids.galaxy, by: 'model-code', gone: 1 }]);
  await day(kit, 'tehno', '2026-11-02', [galaxy]);
  // Not matched to it again, nor proposed for it.
  const [proposal] = reviewWorklist(kit.db);
  expect(proposal?.items.map((item) => item.id)).toEqual(['T-1']);
  expect(proposal?.candidates.map((candidate) => candidate.product)).not.toContain(kit.ids.galaxy);
  expect(run(kit, 'undo', '1')).toMatch(/^Change 2: change 1 undone/);
  await day(kit, 'tehno', '2026-11-03', [galaxy]);
  expect(offers(kit)).toEqual([{ item: 'T-1', product: kit.ids.galaxy, by: 'model-code', gone: 0 }]);
  // Back on its product, it is no longer in the queue too.
  expect(reviewWorklist(kit.db)).toEqual([]);
  expect(() => run(kit, 'undo', '1')).toThrow(/undone already, by change 2/);
});

test('an accepted item lands on the product it was given, and goes back to the queue when that is undone', async () => {
  const kit = createIngestCatalogue();
  const item = ['T-7', 'iPhone petnaest 128', 'Apple', ''];
  await day(kit, 'tehno', '2026-11-01', [item]);
  expect(offers(kit)).toEqual([]);
  expect(run(kit, 'accept', 'tehno:T-7', String(kit.ids.iphone))).toMatch(
    /is product \d+ \(Apple iPhone 15 128 GB\) from the next feed on/,
  );
  await day(kit, 'tehno', '2026-11-02', [item]);
  expect(offers(kit)).toEqual([{ item: 'T-7', product: kit.ids.iphone, by: 'curated', gone: 0 }]);
  run(kit, 'undo', '1');
  await day(kit, 'tehno', '2026-11-03', [item]);
  expect(kit.db.prepare('SELECT shop_item_id FROM unmatched_item').all()).toEqual([{ shop_item_id: 'T-7' }]);
});

test("a product made from a proposal takes its shops' items; undone, it is gone and they wait again; every change says who and what", async () => {
  const kit = createIngestCatalogue();
  const pixel = (id: string) => [id, `Google Pixel 9 128GB Obsidian${id.startsWith('T') ? ' AKCIJA' : ''}`, 'Google', '0840244706944'];
  await day(kit, 'tehno', '2026-11-01', [pixel('T-9')]);
  await day(kit, 'bosna', '2026-11-01', [pixel('B-9')]);
  const [proposal] = reviewWorklist(kit.db);
  expect(proposal).toMatchObject({ shops: 2 });
  expect(() => run(kit, 'create', proposal?.id ?? '')).toThrow(/--category/);
  const made = runProductCommand(kit.db, 'create', [proposal?.id ?? ''], { by: 'ana', category: 'pametni-telefoni' });
  expect(made).toMatch(/^Change 1: product (\d+) \(Google Pixel 9 128 GB, Obsidian\) from 2 item\(s\)/);
  await day(kit, 'tehno', '2026-11-02', [pixel('T-9')]);
  await day(kit, 'bosna', '2026-11-02', [pixel('B-9')]);
  expect(offers(kit)).toEqual([
    { item: 'B-9', product: expect.any(Number), by: 'curated', gone: 0 },
    { item: 'T-9', product: expect.any(Number), by: 'curated', gone: 0 },
  ]);
  run(kit, 'undo', '1');
  expect(offers(kit)).toEqual([]);
  expect(kit.db.prepare("SELECT count(*) AS n FROM product WHERE name LIKE 'Google%'").get()).toEqual({ n: 0 });
  expect(run(kit, 'history')).toMatch(
    /^2\t\S+\tana\tundid change 1 \(created product \d+ \(Google Pixel 9 128 GB, Obsidian\) from 2 item\(s\)\)\n1\t\S+\tana\tcreated product/,
  );
});

test('a wrong item, product or change says what to give instead', () => {
  const kit = createIngestCatalogue();
  expect(() => run(kit, 'accept', 'tehno', '1')).toThrow(/<shop>:<item id>/);
  expect(() => run(kit, 'accept', 'tehno:NOPE', String(kit.ids.galaxy))).toThrow(/No item tehno:NOPE/);
  expect(() => run(kit, 'reject', 'tehno:T-1', '99999')).toThrow(/No product 99999/);
  expect(() => run(kit, 'undo', '5')).toThrow(/No change 5/);
  expect(() => run(kit, 'split')).toThrow(/Usage/);
});

test("undo writes back the decision a change replaced, and a removed product's id is never given to another", async () => {
  const kit = createIngestCatalogue();
  await day(kit, 'tehno', '2026-11-01', [['T-7', 'iPhone petnaest 128', 'Apple', '']]);
  run(kit, 'reject', 'tehno:T-7', String(kit.ids.iphone));
  run(kit, 'accept', 'tehno:T-7', String(kit.ids.iphone));
  run(kit, 'undo', '2');
  const decisions = () => kit.db.prepare('SELECT product_id AS product, decision FROM item_decision').all();
  expect(decisions()).toEqual([{ product: kit.ids.iphone, decision: 'rejected' }]);
  run(kit, 'accept', 'tehno:T-7', String(kit.ids.galaxy));
  run(kit, 'accept', 'tehno:T-7', String(kit.ids.iphone));
  run(kit, 'undo', '5');
  expect(decisions()).toEqual([
    { product: kit.ids.galaxy, decision: 'accepted' },
    { product: kit.ids.iphone, decision: 'rejected' },
  ]);
  const made = kit.addProduct('pixel-9', 'Google', 'Pixel 9 128 GB', '0840244706944', 'GA05843');
  kit.db.prepare('DELETE FROM product WHERE id = ?').run(made);
  kit.db.prepare('INSERT INTO removed_product (id, removed_at) VALUES (?, ?)').run(made, '2026-11-02T00:00:00.000Z');
  expect(kit.addProduct('pixel-9a', 'Google', 'Pixel 9a 128 GB', null, 'GA06000')).toBe(made + 1);
});

test('placeholder MPNs and GTINs identify nothing: they make no product and match none', async () => {
  const kit = createIngestCatalogue();
  kit.db
    .prepare('INSERT INTO shop_category (shop_id, source, category_id) SELECT ?, ?, id FROM nav_node WHERE slug = ?')
    .run('bosna', 'Mali aparati', 'pametni-telefoni');
  const file = join(kit.dir, 'bosna-2026-11-01.tsv');
  const rows = [
    ['U-1', 'Bosch usisivac BGS05A220', 'Bosch', '', 'N/A'],
    ['U-2', 'Bosch busilica GSB 18V-55', 'Bosch', '0000000000000', 'N/A'],
    ['U-3', 'Bosch mikser MFQ2210D', 'Bosch', '', '0'],
  ].map(([id, title, brand, gtin, mpn]) =>
    [id, title, `https://shop.example/${id}`, '99.00 BAM', 'in_stock', brand, gtin, mpn, 'Mali aparati'].join('\t'),
  );
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
  const { reports } = await ingestFeeds(kit.db, [{ shopId: 'bosna', file }], { quiet: true });
  expect(reports[0]).toMatchObject({ productsCreated: 0, newOffers: 0, unmatched: 3 });
});
