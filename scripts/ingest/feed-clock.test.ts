import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { IngestError } from './errors.ts';
import { ingestFeed } from './ingest-feed.ts';
import { createIngestCatalogue, dumpCatalogue } from './catalogue.test-kit.ts';

const TEHNO = readFileSync(join(import.meta.dirname, 'fixtures/tehno-2026-11-01.xml'), 'utf8');
const BOSNA = readFileSync(join(import.meta.dirname, 'fixtures/bosna-2026-11-01.tsv'), 'utf8');
const HOUR = 3_600_000;

let db: Db;
let dir: string;

beforeEach(() => {
  ({ db, dir } = createIngestCatalogue());
});
afterEach(() => db.close());

/** `npm run shop -- <args>` on the test's catalogue. */
const shop = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/shop-cli.ts', ...args], {
    env: { ...process.env, CATALOGUE_DB: db.name },
    encoding: 'utf8',
  });

/** The Tehno fixture feed saved as `name`, its own time set to `lastBuildDate`. */
function tehnoFeed(name: string, lastBuildDate = 'Sun, 01 Nov 2026 05:00:00 GMT'): string {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, TEHNO.replace(/<lastBuildDate>[^<]*</, `<lastBuildDate>${lastBuildDate}<`));
  return file;
}

const lastFeed = (shop: string) =>
  (db.prepare('SELECT last_feed_at FROM shop WHERE id = ?').get(shop) as { last_feed_at: string | null }).last_feed_at;

test('a feed file named by a date years ahead is refused with its reason, and changes nothing', async () => {
  const before = dumpCatalogue(db);
  const error = await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2099-01-01.xml') }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IngestError);
  expect((error as Error).message).toMatch(
    /^The feed's time 2099-01-01T00:00:00.000Z \(from its file name "2099-01-01.xml"\) is more than a day ahead of this machine's clock/,
  );
  expect(dumpCatalogue(db)).toBe(before);
  // The shop's next real feed is not locked out.
  const report = await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2026-11-20.xml') });
  expect(report.at).toBe('2026-11-20T00:00:00.000Z');
});

test('a feed whose own time is in 2100, with no date in its name, is refused and changes nothing', async () => {
  const before = dumpCatalogue(db);
  const file = tehnoFeed('tehno-latest.xml', 'Fri, 01 Jan 2100 00:00:00 GMT');
  const error = await ingestFeed(db, { shopId: 'tehno', file }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IngestError);
  expect((error as Error).message).toMatch(/^The feed's time 2100-01-01T00:00:00.000Z \(from the feed itself\) is more than a day ahead/);
  expect(dumpCatalogue(db)).toBe(before);
});

test("a shop's clock up to a day ahead is accepted, stored as the moment the feed arrived", async () => {
  const ahead = new Date(Date.now() + 12 * HOUR);
  const before = Date.now();
  const report = await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('tehno-latest.xml', ahead.toUTCString()) });
  const stored = Date.parse(report.at ?? '');
  expect(stored).toBeGreaterThanOrEqual(before - 1000);
  expect(stored).toBeLessThanOrEqual(Date.now());
  expect(lastFeed('tehno')).toBe(report.at);
});

test("a site's as-of is its own shops' latest feed: a shop of the other country, or one whose clock runs ahead, cannot move it", async () => {
  await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2026-11-20.xml') });
  const mne = readSnapshot(db, 'MNE').asOf;
  expect(mne).toBe('2026-11-20T00:00:00.000Z');
  // A Bosnian shop's feed a day later, and stamped 20 hours ahead of the clock.
  const bosna = join(dir, 'bosna-latest.tsv');
  writeFileSync(bosna, BOSNA);
  const at = new Date(Date.now() + 20 * HOUR).toISOString();
  await ingestFeed(db, { shopId: 'bosna', file: bosna, at });
  expect(readSnapshot(db, 'MNE').asOf).toBe(mne);
  expect(Date.parse(readSnapshot(db, 'BIH').asOf)).toBeLessThanOrEqual(Date.now());
});

test('a shop whose data was stamped in 2099 is repaired with npm run shop -- set-feed-time, and takes its next real feed', async () => {
  await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2026-11-01.xml') });
  // As a feed from the future left a catalogue before feed times were checked.
  const future = '2099-01-01T00:00:00.000Z';
  db.prepare("UPDATE price_history SET at = ? WHERE offer_id IN (SELECT id FROM offer WHERE shop_id = 'tehno')").run(future);
  db.prepare("UPDATE offer SET last_seen = ? WHERE shop_id = 'tehno'").run(future);
  db.prepare("UPDATE shop SET last_feed_at = ? WHERE id = 'tehno'").run(future);
  const refused = await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2026-11-19.xml') }).catch(
    (caught: unknown) => caught,
  );
  expect((refused as Error).message).toContain('is before the last feed ingested for tehno (2099-01-01T00:00:00.000Z)');

  // --force: the fixture's dates may lie more than 30 days before the clock that runs the test.
  const repair = shop('set-feed-time', 'tehno', '--at', '2026-11-18T00:00:00Z', '--yes', '--force');
  expect(repair.stderr).toBe('');
  expect(repair.stdout).toBe(
    'Repair 1: tehno: last feed 2099-01-01T00:00:00.000Z -> 2026-11-18T00:00:00.000Z; 2 price points of 2 offers on 1 day after it fold ' +
      'into one point each at 2026-11-18T00:00:00.000Z. Undo: npm run shop -- undo-feed-time 1\n',
  );
  const points = db.prepare('SELECT at FROM price_history ORDER BY at').all() as { at: string }[];
  expect(points.every((point) => point.at <= '2026-11-18T00:00:00.000Z')).toBe(true);
  expect(points).toHaveLength(2);
  const report = await ingestFeed(db, { shopId: 'tehno', file: tehnoFeed('feeds/tehno/2026-11-19.xml') });
  expect(report.at).toBe('2026-11-19T00:00:00.000Z');
  expect(readSnapshot(db, 'MNE').asOf).toBe('2026-11-19T00:00:00.000Z');
}, 30_000);

test('set-feed-time shows what it would fold first, refuses a mistyped time, and is undone exactly', async () => {
  // Feeds on three days, each with other prices: three points per offer.
  const day = (date: string, price: string) => {
    const file = tehnoFeed(`feeds/tehno/${date}.xml`, new Date(`${date}T05:00:00Z`).toUTCString());
    writeFileSync(file, readFileSync(file, 'utf8').replace('<g:price>899.00 EUR</g:price>', `<g:price>${price} EUR</g:price>`));
    return ingestFeed(db, { shopId: 'tehno', file });
  };
  await day('2026-11-01', '899.00');
  await day('2026-11-10', '879.00');
  await day('2026-11-19', '859.00');
  const before = dumpCatalogue(db);
  const history = () => db.prepare('SELECT count(*) AS n FROM price_history').get() as { n: number };
  const points = history().n;

  // A mistyped month: before the shop's previous feed, so a month of prices would fold into one point.
  const mistyped = shop('set-feed-time', 'tehno', '--at', '2026-10-18T00:00:00Z', '--yes');
  expect(mistyped.status).toBe(2);
  expect(mistyped.stderr).toContain("Refused: 2026-10-18T00:00:00.000Z is before the shop's previous feed (2026-11-10T00:00:00.000Z)");
  expect(mistyped.stderr).toContain('give --force if that is the time you mean');
  // Long ago, whatever the log says.
  const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
  expect(shop('set-feed-time', 'tehno', '--at', old, '--yes').stderr).toContain(`${old} is more than 30 days back`);
  // Without --yes it only says what it would do.
  const preview = shop('set-feed-time', 'tehno', '--at', '2026-11-15T00:00:00Z', '--force');
  expect(preview.status).toBe(2);
  expect(preview.stderr).toMatch(
    /^Nothing changed yet: tehno: last feed 2026-11-19T00:00:00.000Z -> 2026-11-15T00:00:00.000Z; 1 price point of 1 offer on 1 day after it fold/,
  );
  expect(dumpCatalogue(db)).toBe(before);

  const applied = shop('set-feed-time', 'tehno', '--at', '2026-11-15T00:00:00Z', '--yes', '--force');
  expect(applied.stdout).toMatch(/^Repair 1: .* Undo: npm run shop -- undo-feed-time 1\n$/);
  expect(history().n).toBe(points);
  expect(dumpCatalogue(db)).not.toBe(before);
  expect(shop('undo-feed-time', '1').stdout).toBe(
    "Repair 1 undone: tehno's last feed is 2026-11-19T00:00:00.000Z again, its data as it was.\n",
  );
  expect(dumpCatalogue(db)).toBe(before);
  expect(shop('undo-feed-time', '1').stderr).toMatch(/^Repair 1 was undone already/);

  // Once the shop has sent a feed after a repair, the repair stays.
  shop('set-feed-time', 'tehno', '--at', '2026-11-15T00:00:00Z', '--yes', '--force');
  await day('2026-11-20', '849.00');
  expect(shop('undo-feed-time', '2').stderr).toMatch(/^Repair 2 cannot be undone: tehno has had feeds since/);
}, 60_000);
