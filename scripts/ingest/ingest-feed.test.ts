import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { IngestError } from './errors.ts';
import { ingestFeed } from './ingest-feed.ts';
import { FeedError } from './raw-item.ts';
import { createIngestCatalogue, dumpCatalogue } from './catalogue.test-kit.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const TEHNO = join(FIXTURES, 'tehno-2026-11-01.xml');

let db: Db;
let dir: string;
let ids: Record<string, number>;

beforeEach(() => {
  ({ db, dir, ids } = createIngestCatalogue());
});
afterEach(() => db.close());

const offers = () =>
  db
    .prepare(
      'SELECT shop_item_id, product_id, price_minor, sale_price_minor, currency, shipping_minor, availability, url, matched_by, gone_at FROM offer ORDER BY shop_item_id',
    )
    .all() as Record<string, unknown>[];
const historyRows = () => (db.prepare('SELECT count(*) AS n FROM price_history').get() as { n: number }).n;

describe('a GMC RSS feed with good and bad items', () => {
  test("is logged in the shop's feed log with its items and rejections; a malformed feed is not", async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    const broken = join(dir, 'broken.xml');
    writeFileSync(broken, '<rss><channel><item><g:id>1</g:id>');
    await expect(ingestFeed(db, { shopId: 'tehno', file: broken, at: '2026-11-02T00:00:00.000Z' })).rejects.toThrow();
    expect(db.prepare('SELECT shop_id, at, items, rejected, rejected_by_reason, unmatched, gone FROM shop_feed').all()).toEqual([
      {
        ...{ shop_id: 'tehno', at: '2026-11-01T00:00:00.000Z', items: 8, rejected: 4, unmatched: 2, gone: 0 },
        rejected_by_reason: JSON.stringify({ 'bad link': 1, 'duplicate id': 1, 'missing field': 1, 'bad price': 1 }),
      },
    ]);
  });

  test('lands the good items and rejects each bad one with where and why', async () => {
    const report = await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    expect(report).toMatchObject({ format: 'gmc-xml', at: '2026-11-01T00:00:00.000Z', items: 8, newOffers: 2, unmatched: 2, rejected: 4 });
    expect(report.rejectedByReason).toEqual({ 'bad link': 1, 'duplicate id': 1, 'missing field': 1, 'bad price': 1 });
    const byId = Object.fromEntries(report.rejections.map((rejection) => [`${rejection.item}`, rejection]));
    expect(byId['3']).toMatchObject({ id: 'T-3', reason: 'bad link', line: 31 });
    expect(byId['3']?.detail).toContain('javascript:');
    // A wrong GTIN is left out: the item lands without it (here it then matches nothing).
    expect(report.drops).toEqual([expect.objectContaining({ item: 4, id: 'T-4', detail: expect.stringContaining('check digit') })]);
    expect(byId['5']?.detail).toBe('id "T-1" is also item 1');
    expect(byId['6']?.detail).toBe('price is missing');
    expect(byId['8']?.detail).toBe('currency "USD" is not EUR or BAM');
  });

  test('stores prices in minor units, the sale price, shipping and how each item matched', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    expect(offers()).toEqual([
      {
        shop_item_id: 'T-1',
        product_id: ids.galaxy,
        price_minor: 89900,
        sale_price_minor: 84900,
        currency: 'EUR',
        shipping_minor: 0,
        availability: 'in_stock',
        url: 'https://tehno.example/p/galaxy-s24',
        matched_by: 'gtin',
        gone_at: null,
      },
      {
        shop_item_id: 'T-2',
        product_id: ids.iphone,
        price_minor: 104900,
        sale_price_minor: null,
        currency: 'EUR',
        shipping_minor: 300,
        availability: 'out_of_stock',
        url: 'https://tehno.example/p/iphone-15?a=1&b=2',
        matched_by: 'brand-mpn',
        gone_at: null,
      },
    ]);
  });

  test('never matches on the title: an item named exactly like a product goes to the review queue, with its mapped category', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    const queued = db.prepare('SELECT shop_item_id, title, gtin, category_id, candidates FROM unmatched_item ORDER BY 1').all() as {
      candidates: string;
    }[];
    const category = (db.prepare("SELECT id FROM nav_node WHERE slug = 'pametni-telefoni'").get() as { id: number }).id;
    expect(queued.map((row) => ({ ...row, candidates: JSON.parse(row.candidates) }))).toEqual([
      { shop_item_id: 'T-4', title: 'Phone with a wrong GTIN', gtin: null, category_id: null, candidates: [] },
      {
        shop_item_id: 'T-6',
        title: 'Xiaomi Redmi Note 13 8/256 GB',
        gtin: '6941812756294',
        category_id: category,
        // The product of the same name is proposed for review, never matched: no code names it.
        candidates: [{ product: ids.redmi, score: expect.any(Number), why: expect.stringContaining('no shared model code') }],
      },
    ]);
  });

  test('the same feed twice changes nothing', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    const before = dumpCatalogue(db);
    const again = await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    expect(again).toMatchObject({ newOffers: 0, priceChanges: 0, unchanged: 2, gone: 0 });
    expect(dumpCatalogue(db)).toBe(before);
  });
});

describe('price history', () => {
  test('adds a row only when price, sale price, shipping or availability changes, stamped with the feed time', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    expect(historyRows()).toBe(2);
    const next = join(dir, 'tehno-2026-11-02.xml');
    writeFileSync(next, (await import('node:fs')).readFileSync(TEHNO, 'utf8').replace('<g:sale_price>849.00 EUR</g:sale_price>', ''));
    const report = await ingestFeed(db, { shopId: 'tehno', file: next });
    expect(report).toMatchObject({ at: '2026-11-02T00:00:00.000Z', priceChanges: 1, unchanged: 1 });
    const rows = db
      .prepare(
        "SELECT h.at, h.price_minor, h.sale_price_minor FROM price_history h JOIN offer o ON o.id = h.offer_id WHERE o.shop_item_id = 'T-1' ORDER BY h.at",
      )
      .all();
    expect(rows).toEqual([
      { at: '2026-11-01T00:00:00.000Z', price_minor: 89900, sale_price_minor: 84900 },
      { at: '2026-11-02T00:00:00.000Z', price_minor: 89900, sale_price_minor: null },
    ]);
  });

  test('a full feed marks offers missing from it as gone and keeps their history; a partial one does not', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    const text = (await import('node:fs')).readFileSync(TEHNO, 'utf8');
    // Without the iPhone (T-2), and without T-3 to T-5 so that no more than half of the items are rejected.
    const withoutIphone = text.replace(/<item>\s*<g:id>T-[2-5]<\/g:id>[\s\S]*?<\/item>/g, '');
    const partial = join(dir, 'tehno-2026-11-02.xml');
    writeFileSync(partial, withoutIphone);
    expect((await ingestFeed(db, { shopId: 'tehno', file: partial, partial: true })).gone).toBe(0);
    const full = join(dir, 'tehno-2026-11-03.xml');
    writeFileSync(full, withoutIphone);
    expect((await ingestFeed(db, { shopId: 'tehno', file: full })).gone).toBe(1);
    expect(offers().find((offer) => offer.shop_item_id === 'T-2')?.gone_at).toBe('2026-11-03T00:00:00.000Z');
    expect(historyRows()).toBe(2);
  });

  test('a shop registered with partial feeds keeps what its feed leaves out, unless a feed is given as full', async () => {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    db.prepare("UPDATE shop SET partial_feed = 1 WHERE id = 'tehno'").run();
    const withoutIphone = (await import('node:fs'))
      .readFileSync(TEHNO, 'utf8')
      .replace(/<item>\s*<g:id>T-[2-5]<\/g:id>[\s\S]*?<\/item>/g, '');
    const partial = join(dir, 'tehno-2026-11-02.xml');
    writeFileSync(partial, withoutIphone);
    expect((await ingestFeed(db, { shopId: 'tehno', file: partial })).gone).toBe(0);
    expect(offers().find((offer) => offer.shop_item_id === 'T-2')?.gone_at).toBeNull();
    const full = join(dir, 'tehno-2026-11-03.xml');
    writeFileSync(full, withoutIphone);
    expect((await ingestFeed(db, { shopId: 'tehno', file: full, partial: false })).gone).toBe(1);
  });

  test('a feed older than the last one ingested for the shop is refused', async () => {
    const later = join(dir, 'tehno-2026-11-05.xml');
    copyFileSync(TEHNO, later);
    await ingestFeed(db, { shopId: 'tehno', file: later });
    await expect(ingestFeed(db, { shopId: 'tehno', file: TEHNO })).rejects.toThrow(IngestError);
  });
});

describe('other formats', () => {
  test('a TSV with a BOM, CRLF and regional prices in KM', async () => {
    const report = await ingestFeed(db, { shopId: 'bosna', file: join(FIXTURES, 'bosna-2026-11-01.tsv') });
    expect(report).toMatchObject({ format: 'gmc-tsv', items: 2, newOffers: 2, rejected: 0 });
    expect(
      offers().map((offer) => [offer.shop_item_id, offer.price_minor, offer.currency, offer.shipping_minor, offer.matched_by]),
    ).toEqual([
      ['B-1', 169900, 'BAM', 1000, 'gtin'],
      ['B-2', 199900, 'BAM', 0, 'brand-mpn'],
    ]);
  });

  test('CNJExport with decimal commas; an unmappable item waits in the queue', async () => {
    const report = await ingestFeed(db, { shopId: 'cnj', file: join(FIXTURES, 'cnj-2026-11-01.xml') });
    expect(report).toMatchObject({ format: 'cnj-xml', items: 2, newOffers: 1, unmatched: 1, rejected: 0 });
    expect(offers()[0]).toMatchObject({ shop_item_id: 'C-1', price_minor: 164990, currency: 'BAM', shipping_minor: 750 });
    expect(db.prepare('SELECT category_id FROM unmatched_item').get()).toEqual({ category_id: null });
  });

  test('brand + MPN shared by two products matches neither', async () => {
    const file = join(dir, 'twin-2026-11-01.tsv');
    writeFileSync(
      file,
      'id\ttitle\tlink\tprice\tavailability\tbrand\tmpn\nX-1\tTwin\thttps://x.example/1\t10.00 EUR\tin_stock\tACME\ttwin-1\n',
    );
    const report = await ingestFeed(db, { shopId: 'tehno', file });
    expect(report).toMatchObject({ newOffers: 0, unmatched: 1 });
  });
});

describe('unusable files change nothing and say what and where', () => {
  async function expectUnchanged(file: string, message: RegExp) {
    await ingestFeed(db, { shopId: 'tehno', file: TEHNO });
    const before = dumpCatalogue(db);
    const error = await ingestFeed(db, { shopId: 'tehno', file }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as Error).message).toMatch(message);
    expect(dumpCatalogue(db)).toBe(before);
  }

  test('a truncated feed', async () => {
    const text = (await import('node:fs')).readFileSync(TEHNO, 'utf8');
    const file = join(dir, 'tehno-2026-11-02.xml');
    writeFileSync(file, text.replace('Item without a price', 'Changed').slice(0, text.indexOf('<g:id>T-6</g:id>')));
    await expectUnchanged(file, /line \d+/);
  });

  test('an HTML page instead of a feed', async () => {
    const file = join(dir, 'tehno-2026-11-02.xml');
    writeFileSync(file, '<!doctype html><html><body>Maintenance</body></html>');
    await expectUnchanged(file, /HTML/i);
  });

  test('bytes that are not UTF-8', async () => {
    const file = join(dir, 'tehno-2026-11-02.tsv');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from('id\ttitle\tlink\tprice\tavailability\nA\tPunja'),
        Buffer.from([0xe8]),
        Buffer.from('\thttps://a.example\t1 EUR\tin_stock\n'),
      ]),
    );
    await expectUnchanged(file, /not valid utf-8.*byte/i);
  });

  test('an unknown shop', async () => {
    await expect(ingestFeed(db, { shopId: 'nobody', file: TEHNO })).rejects.toThrow(/Unknown shop "nobody".*npm run shop -- add/);
  });
});
