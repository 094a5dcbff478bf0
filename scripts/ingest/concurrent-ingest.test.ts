import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openCatalogue } from '../catalogue/db.ts';
import { IngestError } from './errors.ts';
import { ingestFeed } from './ingest-feed.ts';
import { createIngestCatalogue, writeBigFeed } from './catalogue.test-kit.ts';

const CLI = join(import.meta.dirname, 'cli.ts');
const OLDER = 'id\ttitle\tlink\tprice\tavailability\nT-1\tGalaxy\thttps://tehno.example/1\t899.00 EUR\tin_stock\n';

/** Whether another connection holds the catalogue's write lock now. */
function writeLocked(path: string): boolean {
  const probe = new Database(path, { timeout: 0 });
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

test('an older feed ingested while a newer one of the same shop is being written waits for it, then is refused as out of order', async () => {
  const { db, path, dir } = createIngestCatalogue();
  db.close();
  const newer = join(dir, 'tehno-newer.tsv');
  writeBigFeed(newer, 40_000);
  const older = join(dir, 'tehno-older.tsv');
  writeFileSync(older, OLDER);
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--shop', 'tehno', newer, '--at', '2026-11-21T06:00:00Z'], {
    env: { ...process.env, CATALOGUE_DB: path },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!writeLocked(path)) {
    if (Date.now() - started > 30_000) throw new Error('the newer feed never started writing');
    if (child.exitCode !== null) throw new Error('the newer feed was ingested before the older one could start; use a bigger feed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const second = openCatalogue(path);
  try {
    const error = await ingestFeed(second, { shopId: 'tehno', file: older, at: '2026-11-20T06:00:00Z' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toContain('is before the last feed ingested for tehno (2026-11-21T06:00:00.000Z)');
    await exited;
    expect(second.prepare("SELECT last_feed_at FROM shop WHERE id = 'tehno'").get()).toEqual({ last_feed_at: '2026-11-21T06:00:00.000Z' });
  } finally {
    second.close();
  }
}, 60_000);

test('a catalogue another process keeps writing is reported as busy after the wait, not as a bug', async () => {
  const { db, path, dir } = createIngestCatalogue();
  const older = join(dir, 'tehno-2026-11-20.tsv');
  writeFileSync(older, OLDER);
  db.exec('BEGIN IMMEDIATE');
  const second = openCatalogue(path);
  second.pragma('busy_timeout = 200');
  try {
    const error = await ingestFeed(second, { shopId: 'tehno', file: older }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toMatch(
      /^The catalogue .*catalogue\.db is busy: another process kept writing to it for more than 0\.2 s\./,
    );
  } finally {
    second.close();
    db.exec('ROLLBACK');
    db.close();
  }
});
