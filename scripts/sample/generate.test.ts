import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { isBuyable } from '../../src/domain/availability.ts';
import { dayOf } from '../../src/domain/days.ts';
import { judgeDiscount } from '../../src/domain/discount.ts';
import { dailyLows } from '../../src/domain/history.ts';
import { isStale } from '../../src/domain/stale.ts';
import { judgePrice } from '../../src/domain/verdict.ts';
import { openCatalogue, type Db } from '../catalogue/db.ts';
import { unpackPoints } from '../catalogue/offer-history.ts';
import { readSnapshot, type SnapshotOffer } from '../catalogue/snapshot.ts';
import { feedDays, generateSample } from './generate.ts';
import { SCENARIOS } from './scenarios.ts';
import { SAMPLE_SHOPS } from './shops.ts';

async function sample(seed = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-sample-'));
  const db = openCatalogue(join(dir, 'catalogue.db'));
  const result = await generateSample(db, dir, { products: 60, days: 20, dailyDays: 6, seed });
  return { dir, db, result };
}

test('feeds are weekly over the older history, then daily', () => {
  expect(feedDays(20, 6)).toEqual([0, 7, 14, 15, 16, 17, 18, 19]);
  expect(feedDays(40, 3, 28)).toEqual([0, 28, 37, 38, 39]);
  expect(feedDays(365, 120).filter((day) => day >= 245)).toHaveLength(120);
});

test('the sample runs through the real ingest: every shop sends feeds in its format, in both countries', async () => {
  const { dir, db, result } = await sample();
  expect(result.products).toBe(60);
  expect(result.feeds).toBeGreaterThan(14 * 7);
  const shops = readdirSync(join(dir, 'feeds'));
  // Sava Online's feed stopped arriving 5 days before the end (the stale case), so it sent none that day.
  expect(shops).toHaveLength(13);
  const kept = shops.map((shop) => readdirSync(join(dir, 'feeds', shop))).flat();
  // Only the last day's feeds are kept, as examples to ingest by hand.
  expect(new Set(kept.map((name) => name.slice(0, 10)))).toEqual(new Set(['2026-11-20']));
  const heads = shops.map((shop) =>
    readFileSync(join(dir, 'feeds', shop, readdirSync(join(dir, 'feeds', shop))[0] as string), 'utf8').slice(0, 200),
  );
  expect(heads.some((head) => head.includes('<rss'))).toBe(true);
  expect(heads.some((head) => head.includes('<feed'))).toBe(true);
  expect(heads.some((head) => head.includes('<CNJExport>'))).toBe(true);
  expect(heads.some((head) => head.startsWith('id\t'))).toBe(true);

  const byCountry = db
    .prepare('SELECT s.country, count(*) AS offers FROM offer o JOIN shop s ON s.id = o.shop_id GROUP BY s.country')
    .all();
  expect(byCountry).toEqual([
    { country: 'BIH', offers: expect.any(Number) },
    { country: 'MNE', offers: expect.any(Number) },
  ]);
  const matched = db.prepare('SELECT DISTINCT matched_by FROM offer ORDER BY 1').all();
  expect(matched).toEqual([{ matched_by: 'brand-mpn' }, { matched_by: 'gtin' }, { matched_by: 'model-code' }]);
  // Shops' own titles, missing and wrong GTINs: every offer is still on its own product (the
  // sample's item ids carry it), and what the matcher could not decide waits for review.
  const wrong = db.prepare('SELECT count(*) AS n FROM offer WHERE CAST(substr(shop_item_id, 5) AS INTEGER) <> product_id').get();
  expect(wrong).toEqual({ n: 0 });
  const queued = db.prepare("SELECT count(*) AS n FROM unmatched_item WHERE shop_item_id NOT LIKE '%-ACC-%'").get() as { n: number };
  expect(queued.n).toBeGreaterThan(0);
  const history = db.prepare('SELECT count(*) AS rows, count(DISTINCT offer_id) AS offers FROM price_history').get() as {
    rows: number;
    offers: number;
  };
  expect(history.rows).toBeGreaterThan(history.offers);
  expect(db.prepare('SELECT count(*) AS n FROM shop WHERE is_sample = 1').get()).toEqual({ n: 14 });
  // Accessories the catalogue does not list wait in the review queue, two per shop.
  expect(db.prepare("SELECT count(*) AS n FROM unmatched_item WHERE shop_item_id LIKE '%-ACC-%'").get()).toEqual({ n: 28 });
  // Delivery times are read from every format; the shops whose feeds state none have none.
  const stating = (
    db.prepare('SELECT DISTINCT shop_id FROM offer WHERE delivery_max_days IS NOT NULL ORDER BY 1').all() as { shop_id: string }[]
  ).map((row) => row.shop_id);
  const planned = SAMPLE_SHOPS.filter((shop) => shop.delivery);
  expect(stating).toEqual(planned.map((shop) => shop.id).sort());
  expect(new Set(planned.map((shop) => shop.format))).toEqual(new Set(['rss', 'atom', 'tsv', 'cnj']));
  expect(SAMPLE_SHOPS.length - planned.length).toBe(4);
  db.close();
}, 60_000);

test('the same seed gives the same catalogue', async () => {
  const dump = async () => {
    const { db } = await sample(7);
    const rows = JSON.stringify(
      db
        .prepare('SELECT shop_item_id, price_minor, sale_price_minor, availability, last_seen FROM offer ORDER BY shop_id, shop_item_id')
        .all(),
    );
    db.close();
    return rows;
  };
  expect(await dump()).toBe(await dump());
}, 60_000);

/** What the price rules say of each product, on either site: the cases of scripts/sample/scenarios.ts. */
function judgeCatalogue(db: Db) {
  const seen = {
    'real-drop': new Set<number>(),
    'fake-discount': new Set<number>(),
    'out-of-stock': new Set<number>(),
    stale: new Set<number>(),
  };
  for (const site of loadSites()) {
    const snapshot = readSnapshot(db, site.country);
    const today = dayOf(snapshot.asOf);
    for (const product of snapshot.categories.flatMap((category) => category.products)) {
      const histories = product.offers.map((offer) => ({ shop: offer.shopId, points: unpackPoints(offer.history) }));
      const daily = dailyLows(histories, site.currency, today);
      const yearLow = judgePrice(daily.days.at(-1)?.minor ?? null, daily, today) === 'lowest-in-year';
      histories.forEach((history, index) => {
        const discount = judgeDiscount(history, site.currency);
        const { points } = history;
        // The shelf price itself fell (no sale), below the shop's 30-day low, to the market's year low.
        const drop = discount && !discount.fake && points.at(-1)?.salePriceMinor === null && (discount.honestPoints ?? 0) > 0;
        if (drop && yearLow) seen['real-drop'].add(product.id);
        if (discount?.fake) seen['fake-discount'].add(product.id);
        // Out of stock for a while, then back: a gap in the shop's line.
        if (points.some((point, at) => !isBuyable(point.availability) && points.slice(at + 1).some((next) => isBuyable(next.availability))))
          seen['out-of-stock'].add(product.id);
        if (isStale((product.offers[index] as SnapshotOffer).lastSeen, snapshot.asOf)) seen.stale.add(product.id);
      });
    }
  }
  return seen;
}

test('every product given a case shows it, as the price rules judge it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-sample-cases-'));
  const db = openCatalogue(join(dir, 'catalogue.db'));
  // Two months, so a verdict (30 days of history) applies; the last month in daily feeds.
  const { cases } = await generateSample(db, dir, { products: 48, days: 60, dailyDays: 30, seed: 3 });
  const seen = judgeCatalogue(db);
  db.close();
  for (const scenario of SCENARIOS) {
    // Every third of the 48 products has one of the four cases: 4 each.
    expect(cases[scenario], scenario).toHaveLength(4);
    for (const id of cases[scenario]) expect.soft(seen[scenario].has(id), `${scenario} on product ${id}`).toBe(true);
  }
}, 120_000);
