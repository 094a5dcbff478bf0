import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openCatalogue } from '../catalogue/db.ts';
import { feedDays, generateSample } from './generate.ts';

async function sample(seed = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-sample-'));
  const db = openCatalogue(join(dir, 'catalogue.db'));
  const result = await generateSample(db, dir, { products: 60, days: 20, dailyDays: 6, seed });
  return { dir, db, result };
}

test('feeds are weekly over the older history, then daily', () => {
  expect(feedDays(20, 6)).toEqual([0, 7, 14, 15, 16, 17, 18, 19]);
  expect(feedDays(365, 120).filter((day) => day >= 245)).toHaveLength(120);
});

test('the sample runs through the real ingest: every shop sends feeds in its format, in both countries', async () => {
  const { dir, db, result } = await sample();
  expect(result.products).toBe(60);
  expect(result.feeds).toBeGreaterThan(14 * 7);
  const shops = readdirSync(join(dir, 'feeds'));
  expect(shops).toHaveLength(14);
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
  expect(matched).toEqual([{ matched_by: 'brand-mpn' }, { matched_by: 'gtin' }]);
  const history = db.prepare('SELECT count(*) AS rows, count(DISTINCT offer_id) AS offers FROM price_history').get() as {
    rows: number;
    offers: number;
  };
  expect(history.rows).toBeGreaterThan(history.offers);
  expect(db.prepare('SELECT count(*) AS n FROM shop WHERE is_sample = 1').get()).toEqual({ n: 14 });
  // Accessories the catalogue does not list wait in the review queue, two per shop.
  expect(db.prepare('SELECT count(*) AS n FROM unmatched_item').get()).toEqual({ n: 28 });
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
