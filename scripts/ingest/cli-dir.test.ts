import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openCatalogue } from '../catalogue/db.ts';
import { createIngestCatalogue } from './catalogue.test-kit.ts';

const CLI = join(import.meta.dirname, 'cli.ts');
const TEHNO = join(import.meta.dirname, 'fixtures/tehno-2026-11-01.xml');
const runCli = (args: string[], catalogue: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CATALOGUE_DB: catalogue }, encoding: 'utf8' });
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

const offers = (path: string) => {
  const db = openCatalogue(path);
  const rows = db.prepare('SELECT shop_id AS shop, count(*) AS n FROM offer GROUP BY shop_id ORDER BY shop_id').all();
  db.close();
  return rows;
};

test('a directory run reports a feed that fails and a folder named like a feed, and goes on with the next; it exits non-zero', () => {
  const { db, path, dir } = createIngestCatalogue();
  db.close();
  const feeds = join(dir, 'feeds');
  // Sorted first: a folder named like a feed (skipped), then a feed that is not a feed.
  mkdirSync(join(feeds, 'bosna', '2026-11-01.tsv'), { recursive: true });
  mkdirSync(join(feeds, 'cnj'), { recursive: true });
  writeFileSync(join(feeds, 'cnj', '2026-11-01.xml'), '<html><body>Maintenance</body></html>');
  mkdirSync(join(feeds, 'tehno'), { recursive: true });
  copyFileSync(TEHNO, join(feeds, 'tehno', '2026-11-01.xml'));
  const run = runCli([feeds], path);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`${join(feeds, 'bosna', '2026-11-01.tsv')}: a folder, not a feed file; skipped`);
  expect(run.stderr).not.toContain('Unexpected error');
  expect(run.stderr).toContain(`${join(feeds, 'cnj', '2026-11-01.xml')}: not ingested, the catalogue is unchanged.`);
  expect(run.stderr).toContain('feeds failed');
  expect(offers(path)).toEqual([{ shop: 'tehno', n: 2 }]);
}, 30_000);

test('--at that is not an ISO 8601 time is refused before anything is read', () => {
  const { db, path } = createIngestCatalogue();
  db.close();
  const run = runCli(['--shop', 'tehno', TEHNO, '--at', 'now'], path);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^--at "now" is not an ISO 8601 time: give a date \(2026-11-20\)/);
  expect(offers(path)).toEqual([]);
}, 30_000);

test('feed values with terminal escape codes are printed without their control characters', () => {
  const { db, path, dir } = createIngestCatalogue();
  db.close();
  const file = join(dir, 'tehno-2026-11-01.tsv');
  const id = 'X\x1b]0;owned\x07\x1b[2J\x9b31m';
  writeFileSync(file, `id\ttitle\tlink\tprice\tavailability\n${id}\tKabl\thttps://tehno.example/x\tfree\tin_stock\n`);
  const run = runCli(['--shop', 'tehno', file], path);
  expect(run.stdout).toContain('item 1 (line 2, id "X"): price "free" is not a number with a currency');
  expect(run.stdout).not.toMatch(CONTROL);
  expect(runCli(['--shop', 'tehno', file, '--json'], path).stdout).not.toMatch(CONTROL);
  const unknown = runCli(['--shop', 'no\x1b[2Jbody', file], path);
  expect(unknown.stderr).toContain('Unknown shop "nobody"');
  expect(unknown.stderr).not.toMatch(CONTROL);
}, 30_000);
