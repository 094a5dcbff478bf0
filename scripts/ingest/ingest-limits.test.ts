import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { IngestError } from './errors.ts';
import { ingestFeed } from './ingest-feed.ts';
import { createIngestCatalogue, dumpCatalogue } from './catalogue.test-kit.ts';

const TEHNO = join(import.meta.dirname, 'fixtures', 'tehno-2026-11-01.xml');

let db: Db;
let dir: string;

beforeEach(() => {
  ({ db, dir } = createIngestCatalogue());
});
afterEach(() => db.close());

const liveOffers = () => (db.prepare('SELECT count(*) AS n FROM offer WHERE gone_at IS NULL').get() as { n: number }).n;

test('a gzip holding a huge description rejects that item with the field and the cap; the rest lands', async () => {
  const huge = 'x'.repeat(20 * 1024 * 1024);
  const text = readFileSync(TEHNO, 'utf8').replace('<g:id>T-2</g:id>', `<g:id>T-2</g:id><description>${huge}</description>`);
  const file = join(dir, 'tehno-2026-11-01.xml.gz');
  writeFileSync(file, gzipSync(text));
  const report = await ingestFeed(db, { shopId: 'tehno', file });
  expect(report.rejections[0]).toMatchObject({
    item: 2,
    id: 'T-2',
    reason: 'too long',
    detail: 'description is over 65,536 characters, the most one field may hold',
  });
  expect(report).toMatchObject({ items: 8, newOffers: 1, rejected: 5 });
});

test('a feed whose items are mostly rejected marks nothing gone, and says so', async () => {
  await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
  expect(liveOffers()).toBe(2);
  const broken = join(dir, 'tehno-2026-11-02.xml');
  writeFileSync(broken, readFileSync(TEHNO, 'utf8').replaceAll(/<g:price>[^<]*<\/g:price>/g, '<g:price>free</g:price>'));
  const report = await ingestFeed(db, { shopId: 'tehno', file: broken });
  expect(report).toMatchObject({ items: 8, rejected: 8, gone: 0 });
  expect(report.goneWithheld).toBe('8 of 8 items were rejected (more than half): offers missing from the feed are not marked gone');
  expect(liveOffers()).toBe(2);
});

test('a feed with half its items rejected still marks missing offers gone', async () => {
  await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
  const rows = ['id\ttitle\tlink\tprice\tavailability', 'T-1\tGalaxy\thttps://tehno.example/1\t899.00 EUR\tin_stock'];
  rows.push('T-9\tBroken\thttps://tehno.example/9\tfree\tin_stock');
  const file = join(dir, 'tehno-2026-11-02.tsv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  const report = await ingestFeed(db, { shopId: 'tehno', file });
  expect(report).toMatchObject({ items: 2, rejected: 1, gone: 1, goneWithheld: null });
});

test('--at must be an ISO 8601 time, not more than a day ahead; a refused one changes nothing', async () => {
  const before = dumpCatalogue(db);
  for (const at of ['now', '2026-13-01', '20.11.2026', '2026-11-20T10:00', new Date(Date.now() + 2 * 86_400_000).toISOString()]) {
    const error = await ingestFeed(db, { shopId: 'tehno', file: TEHNO, at }).catch((caught: unknown) => caught);
    expect(error, at).toBeInstanceOf(IngestError);
    expect((error as Error).message, at).toMatch(
      /^(--at ".*" is not an ISO 8601 time|The feed.s time .* \(from --at\) is more than a day ahead)/,
    );
  }
  expect(dumpCatalogue(db)).toBe(before);
  const report = await ingestFeed(db, { shopId: 'tehno', file: TEHNO, at: '2026-11-20T10:00:00+01:00' });
  expect(report.at).toBe('2026-11-20T09:00:00.000Z');
  expect((await ingestFeed(db, { shopId: 'tehno', file: TEHNO, at: '2026-11-21' })).at).toBe('2026-11-21T00:00:00.000Z');
});
