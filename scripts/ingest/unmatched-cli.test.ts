import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createIngestCatalogue } from './catalogue.test-kit.ts';

const CLI = join(import.meta.dirname, 'unmatched-cli.ts');

test('each queued item is one line of tab-separated cells, whatever its values hold', () => {
  const { db, path } = createIngestCatalogue();
  db.prepare(
    `INSERT INTO unmatched_item (shop_id, shop_item_id, title, brand, product_type, price_minor, currency, url, first_seen, last_seen)
     VALUES ('tehno', ?, ?, 'Acme', ?, 1999, 'EUR', 'https://tehno.example/x', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
  ).run('X\tY', 'Kabl\ntehno\tfake\u202e', `Kabl${'i'.repeat(1000)}`);
  db.close();
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, CATALOGUE_DB: path }, encoding: 'utf8' });
  const lines = run.stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('proposal tehno:X Y: Acme tehno fake, 1 shop(s), 1 item(s)');
  const cells = (lines[1] as string).split('\t');
  expect(cells.slice(0, 4)).toEqual(['  tehno', 'X Y', 'Kabl tehno fake', 'brand Acme']);
  expect(cells[6]?.length).toBeLessThan(250);
}, 30_000);

test('items of several shops that agree are one proposal, listed first, with their best candidates and why they wait', () => {
  const { db, path } = createIngestCatalogue();
  const queue = db.prepare(
    `INSERT INTO unmatched_item (shop_id, shop_item_id, title, brand, gtin, price_minor, currency, url, first_seen, last_seen, reason, candidates)
     VALUES (?, ?, ?, ?, ?, 1999, 'EUR', 'https://shop.example/x', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', ?, ?)`,
  );
  queue.run('tehno', 'T-9', 'Kabl USB-C 1 m', 'Acme', null, null, '[]');
  const candidate = JSON.stringify([{ product: 7, score: 0.5, why: 'model code SM-S921B (stem)' }]);
  queue.run(
    'tehno',
    'T-1',
    'Mobilni telefon SAMSUNG Galaxy S24 8/256GB crna SM-S921B',
    'Samsung',
    null,
    'two products fit it alike',
    candidate,
  );
  queue.run('bosna', 'B-1', 'Samsung Galaxy S24 256 GB Black (SM-S921B)', null, null, null, '[]');
  db.close();
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--json'], {
    env: { ...process.env, CATALOGUE_DB: path },
    encoding: 'utf8',
  });
  const proposals = JSON.parse(run.stdout) as {
    id: string;
    shops: number;
    items: { id: string }[];
    candidates: unknown[];
    reasons: string[];
  }[];
  expect(proposals.map((proposal) => [proposal.shops, proposal.items.map((item) => item.id).sort()])).toEqual([
    [2, ['B-1', 'T-1']],
    [1, ['T-9']],
  ]);
  expect(proposals[0]).toMatchObject({
    name: 'Samsung Galaxy S24 8 GB / 256 GB, Black',
    candidates: [{ product: 7, score: 0.5 }],
    reasons: ['two products fit it alike'],
  });
}, 30_000);
