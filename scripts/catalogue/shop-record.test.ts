import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { ingestFeeds } from '../ingest/ingest-feeds.ts';
import { SiteIndex } from '../prerender/site-index.ts';
import type { Db } from './db.ts';
import { measuredRecord } from './shop-record.ts';
import { readSnapshot } from './snapshot.ts';

let db: Db;
let dir: string;

beforeEach(() => {
  ({ db, dir } = createIngestCatalogue());
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Tehno's feed on a day: the Galaxy at `galaxy` EUR, the iPhone only while `iphone`. */
async function feed(at: string, galaxy: string, iphone: boolean): Promise<void> {
  const file = join(dir, `tehno-${at.slice(0, 10)}.tsv`);
  const rows = [
    'id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\tmpn',
    `G1\tSamsung Galaxy S24 128 GB\thttps://tehno.example/g1\t${galaxy} EUR\tin_stock\tSamsung\t8806095299587\tSM-S921BZKDEUE`,
    ...(iphone ? ['I1\tApple iPhone 15 128 GB\thttps://tehno.example/i1\t799.00 EUR\tin_stock\tApple\t\tMTP03'] : []),
  ];
  writeFileSync(file, `${rows.join('\n')}\n`);
  await ingestFeeds(db, [{ shopId: 'tehno', file }], { at, quiet: true });
}

test("the desk's record of a shop is the one its country's site shows: feeds on time, offers confirmed, reductions", async () => {
  await feed('2026-11-01T06:00:00.000Z', '899.00', true);
  await feed('2026-11-02T06:00:00.000Z', '899.00', true);
  // Four days without a feed: its offers went unconfirmed for a while.
  await feed('2026-11-07T06:00:00.000Z', '769.00', true);
  await feed('2026-11-08T06:00:00.000Z', '769.00', false);
  const measured = measuredRecord(db, 'tehno');
  const site = loadSites().find((entry) => entry.country === 'MNE');
  const index = new SiteIndex(readSnapshot(db, 'MNE'), site as NonNullable<typeof site>);
  const shop = index.snapshot.shops.find((entry) => entry.id === 'tehno');
  expect(measured?.record).toEqual(index.shopRecord(shop as NonNullable<typeof shop>));
  expect(measured?.record).toMatchObject({ feedDays: { arrived: 4, of: 8 }, offers: 1, reductions: 1 });
  expect(measured?.shares).toEqual({ feedDays: 50, confirmed: 0 });
  expect(measuredRecord(db, 'nowhere')).toBeNull();
});
