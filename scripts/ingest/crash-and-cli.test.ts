import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openCatalogue } from '../catalogue/db.ts';
import { ingestFeed } from './ingest-feed.ts';
import { createIngestCatalogue, writeBigFeed } from './catalogue.test-kit.ts';

const CLI = join(import.meta.dirname, 'cli.ts');
const runCli = (args: string[], catalogue: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CATALOGUE_DB: catalogue }, encoding: 'utf8' });

const count = (path: string) => {
  const db = openCatalogue(path);
  const result = {
    queued: (db.prepare('SELECT count(*) AS n FROM unmatched_item').get() as { n: number }).n,
    integrity: db.pragma('integrity_check', { simple: true }),
    lastFeed: (db.prepare("SELECT last_feed_at FROM shop WHERE id = 'tehno'").get() as { last_feed_at: string | null }).last_feed_at,
  };
  db.close();
  return result;
};

test('killed with SIGKILL in the middle of an ingest, the catalogue is as before the feed', async () => {
  const { db, path, dir } = createIngestCatalogue();
  db.close();
  const feed = join(dir, 'big-2026-11-01.tsv');
  writeBigFeed(feed, 80_000);
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--shop', 'tehno', feed], {
    env: { ...process.env, CATALOGUE_DB: path },
    stdio: 'ignore',
  });
  const wal = `${path}-wal`;
  // Pages spilling into the WAL show the transaction is under way; kill it then.
  const started = Date.now();
  while (!(existsSync(wal) && statSync(wal).size > 2_000_000)) {
    if (Date.now() - started > 30_000) throw new Error('the ingest never started writing');
    if (child.exitCode !== null) throw new Error('the ingest finished before it could be killed; use a bigger feed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect(count(path)).toEqual({ queued: 0, integrity: 'ok', lastFeed: null });

  const after = openCatalogue(path);
  const report = await ingestFeed(after, { shopId: 'tehno', file: feed });
  after.close();
  expect(report.unmatched).toBe(80_000);
  expect(count(path)).toEqual({ queued: 80_000, integrity: 'ok', lastFeed: '2026-11-01T00:00:00.000Z' });
}, 60_000);

test('the command prints the report as JSON, and exits non-zero for an unusable file', () => {
  const { db, path, dir } = createIngestCatalogue();
  db.close();
  const good = runCli(['--shop', 'tehno', join(import.meta.dirname, 'fixtures/tehno-2026-11-01.xml'), '--json'], path);
  expect(good.status).toBe(0);
  expect(JSON.parse(good.stdout)).toMatchObject({ shop: 'tehno', items: 8, newOffers: 2, rejected: 4, unmatched: 2 });

  const broken = join(dir, 'tehno-2026-11-02.xml');
  writeFileSync(broken, '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id>');
  const bad = runCli(['--shop', 'tehno', broken], path);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/not ingested, the catalogue is unchanged/);

  const unknown = runCli(['--shop', 'nobody', broken], path);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toMatch(/Unknown shop "nobody"/);
}, 30_000);
