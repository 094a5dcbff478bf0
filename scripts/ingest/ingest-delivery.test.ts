import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createIngestCatalogue } from './catalogue.test-kit.ts';
import { formatReport } from './format-report.ts';
import { ingestFeed } from './ingest-feed.ts';

let catalogue: ReturnType<typeof createIngestCatalogue>;
beforeEach(() => void (catalogue = createIngestCatalogue()));
afterEach(() => catalogue.db.close());

const HEADER = 'id\ttitle\tlink\tprice\tavailability\tgtin\tbrand\tmpn\tshipping';
const GALAXY = 'T-1\tGalaxy S24\thttps://tehno.example/1\t799.00 EUR\tin_stock\t8806095299587\tSamsung\tSM-S921BZKDEUE';
const IPHONE = 'T-2\tiPhone 15\thttps://tehno.example/2\t899.00 EUR\tin_stock\t\tApple\tMTP03';

async function ingest(day: string, rows: string[]) {
  const file = join(catalogue.dir, `tehno-${day}.tsv`);
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
  return ingestFeed(catalogue.db, { shopId: 'tehno', file, at: `${day}T06:00:00.000Z` });
}

const delivery = () =>
  catalogue.db.prepare('SELECT shop_item_id, delivery_min_days, delivery_max_days FROM offer ORDER BY shop_item_id').all() as Record<
    string,
    unknown
  >[];

test('a bad delivery time is dropped with where and why in the report, and its offer lands without one', async () => {
  const report = await ingest('2026-11-01', [`${GALAXY}\tME::Standard:3.00 EUR:1:2:1:3`, `${IPHONE}\tME::Standard:3.00 EUR:1:2:5:3`]);
  expect(report).toMatchObject({ newOffers: 2, rejected: 0, dropped: 1 });
  expect(report.drops).toEqual([
    { item: 2, line: 3, id: 'T-2', detail: 'delivery time dropped: max_transit_time 3 is less than min_transit_time 5' },
  ]);
  expect(delivery()).toEqual([
    { shop_item_id: 'T-1', delivery_min_days: 2, delivery_max_days: 5 },
    { shop_item_id: 'T-2', delivery_min_days: null, delivery_max_days: null },
  ]);
  expect(formatReport(report)).toContain(
    '    item 2 (line 3, id "T-2"): delivery time dropped: max_transit_time 3 is less than min_transit_time 5',
  );
});

test('a new delivery time is a price change of the offer; the same feed again changes nothing', async () => {
  await ingest('2026-11-01', [`${GALAXY}\tME::Standard:3.00 EUR:1:2:1:3`]);
  expect(await ingest('2026-11-02', [`${GALAXY}\tME::Standard:3.00 EUR:1:2:1:3`])).toMatchObject({ unchanged: 1, priceChanges: 0 });
  expect(await ingest('2026-11-03', [`${GALAXY}\tME::Standard:3.00 EUR:3:4:1:3`])).toMatchObject({ unchanged: 0, priceChanges: 1 });
  expect(await ingest('2026-11-04', [`${GALAXY}\tME::Standard:3.00 EUR`])).toMatchObject({ priceChanges: 1, dropped: 0 });
  expect(catalogue.db.prepare('SELECT at, delivery_min_days, delivery_max_days FROM price_history ORDER BY at').all()).toEqual([
    { at: '2026-11-01T06:00:00.000Z', delivery_min_days: 2, delivery_max_days: 5 },
    { at: '2026-11-03T06:00:00.000Z', delivery_min_days: 4, delivery_max_days: 7 },
    { at: '2026-11-04T06:00:00.000Z', delivery_min_days: null, delivery_max_days: null },
  ]);
});
