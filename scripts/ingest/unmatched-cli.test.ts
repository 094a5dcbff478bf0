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
  expect(lines).toHaveLength(2);
  const cells = (lines[0] as string).split('\t');
  expect(cells.slice(0, 4)).toEqual(['tehno', 'X Y', 'Kabl tehno fake', 'brand Acme']);
  expect(cells[6]?.length).toBeLessThan(250);
}, 30_000);
