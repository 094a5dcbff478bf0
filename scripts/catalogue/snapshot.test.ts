import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixtureCatalogue, HOSTILE_NAME } from '../fixture/fixture-catalogue.ts';
import { TABLET_COUNT } from '../fixture/fixture-tablets.ts';
import { openCatalogue, type Db } from './db.ts';
import { readSnapshot, type Snapshot, type SnapshotNode, type SnapshotProduct } from './snapshot.ts';
import { markGone } from './store.ts';

let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-snapshot-'));
  db = createFixtureCatalogue(join(dir, 'catalogue.db'));
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function products(snapshot: Snapshot): SnapshotProduct[] {
  return snapshot.categories.flatMap((category) => category.products);
}

const TABLETS = '/racunari/prenosni/tableti';

/** The named fixture products: all but the generated tablets (Montenegro only). */
function named(snapshot: Snapshot): string[] {
  return products(snapshot)
    .filter((p) => !category(snapshot, TABLETS).products.includes(p))
    .map((p) => p.slug);
}

function category(snapshot: Snapshot, path: string): SnapshotNode {
  const found = snapshot.categories.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no category ${path} in the snapshot`);
  return found;
}

function product(snapshot: Snapshot, slug: string): SnapshotProduct {
  const found = products(snapshot).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no product ${slug} in the snapshot`);
  return found;
}

describe('readSnapshot', () => {
  test('the Montenegro snapshot holds only products with an offer from a Montenegrin shop', () => {
    const snapshot = readSnapshot(db, 'MNE');
    expect(category(snapshot, TABLETS).products).toHaveLength(TABLET_COUNT);
    expect(named(snapshot).sort()).toEqual([
      'apple-iphone-15-128-gb',
      'hostile-charger',
      'hostile-phone',
      'hostile-tablet',
      'lenovo-ideapad-slim-3',
      'samsung-galaxy-s24-128-gb',
      'samsung-galaxy-s24-128-gb-marble-grey',
      'samsung-galaxy-s24-256-gb',
    ]);
  });

  test('the Bosnia snapshot has the Nokia sold only there and not the iPhone', () => {
    const snapshot = readSnapshot(db, 'BIH');
    expect(category(snapshot, TABLETS).products).toEqual([]);
    expect(named(snapshot).sort()).toEqual([
      'hostile-charger',
      'hostile-phone',
      'hostile-tablet',
      'lenovo-ideapad-slim-3',
      'nokia-3310',
      'samsung-galaxy-s24-128-gb',
    ]);
  });

  test("a product carries only the offers of the site's country", () => {
    const mne = product(readSnapshot(db, 'MNE'), 'samsung-galaxy-s24-128-gb');
    expect(mne.offers.map((offer) => offer.shop).sort()).toEqual(['Mega Market', 'Tehno ME', 'Uvoz BA']);
    const bih = product(readSnapshot(db, 'BIH'), 'samsung-galaxy-s24-128-gb');
    expect(bih.offers.map((offer) => offer.shop).sort()).toEqual(['Bosna Shop', 'Tehno BA']);
  });

  test('an offer keeps the currency the shop priced it in', () => {
    const uvoz = product(readSnapshot(db, 'MNE'), 'samsung-galaxy-s24-128-gb').offers.find((offer) => offer.shop === 'Uvoz BA');
    expect(uvoz).toMatchObject({ priceMinor: 150000, currency: 'BAM', availability: 'out_of_stock' });
  });

  test('an offer carries when its feed last confirmed it and how it was matched', () => {
    const snapshot = readSnapshot(db, 'BIH');
    expect(snapshot.asOf).toBe('2026-11-20T06:00:00.000Z');
    const offers = product(snapshot, 'nokia-3310').offers;
    expect(offers.map(({ shop, lastSeen, matchedBy }) => ({ shop, lastSeen, matchedBy }))).toEqual([
      { shop: 'Tehno BA', lastSeen: '2026-11-20T06:00:00.000Z', matchedBy: 'curated' },
      { shop: 'Bosna Shop', lastSeen: '2026-11-14T06:00:00.000Z', matchedBy: 'gtin' },
    ]);
  });

  test('an offer matched by model code carries the code as its evidence', () => {
    const offers = product(readSnapshot(db, 'MNE'), 'samsung-galaxy-s24-128-gb').offers;
    expect(offers.map(({ shop, matchedBy, matchEvidence }) => [shop, matchedBy, matchEvidence])).toEqual([
      ['Tehno ME', 'curated', null],
      ['Mega Market', 'model-code', 'SM-S921B'],
      ['Uvoz BA', 'curated', null],
    ]);
  });

  test('keeps the whole tree, each node with its path and names in every locale', () => {
    const snapshot = readSnapshot(db, 'MNE');
    expect(snapshot.menus.map((menu) => menu.path)).toEqual(['/telefoni', '/racunari']);
    expect(snapshot.menus[0]?.children[0]?.children.map((node) => node.path)).toEqual([
      '/telefoni/mobilni/pametni-telefoni',
      '/telefoni/mobilni/klasicni-telefoni',
      '/telefoni/mobilni/oprema',
    ]);
    expect(snapshot.categories.map((node) => node.path).sort()).toEqual([
      '/racunari/prenosni/laptopovi',
      TABLETS,
      '/telefoni/mobilni/klasicni-telefoni',
      '/telefoni/mobilni/oprema',
      '/telefoni/mobilni/pametni-telefoni',
    ]);
    expect(category(snapshot, '/racunari/prenosni/laptopovi').names).toEqual({
      sr: 'Laptopovi',
      me: 'Laptopovi',
      ba: 'Laptopovi',
      en: 'Laptops',
      ru: 'Laptops',
      de: 'Laptops',
      tr: 'Laptops',
    });
    // Feature phones are sold only in Bosnia: the category is there, empty.
    expect(category(snapshot, '/telefoni/mobilni/klasicni-telefoni').products).toEqual([]);
  });

  test('sorts products of a category by name', () => {
    const smartphones = category(readSnapshot(db, 'MNE'), '/telefoni/mobilni/pametni-telefoni');
    expect(smartphones.products.map((p) => p.name)).toEqual([
      HOSTILE_NAME,
      'Apple iPhone 15 128 GB',
      'Samsung Galaxy S24 128 GB',
      'Samsung Galaxy S24 128 GB Marble Grey',
      'Samsung Galaxy S24 256 GB',
    ]);
  });

  test('gives specs in order and their labels per locale', () => {
    const snapshot = readSnapshot(db, 'BIH');
    expect(product(snapshot, 'nokia-3310').specs).toEqual([
      { key: 'storage', value: '128' },
      { key: 'screenSize', value: '6.2' },
    ]);
    expect(snapshot.specLabels.get('storage')).toMatchObject({ unit: 'GB', names: { sr: 'Memorija', en: 'Storage' } });
  });
});

describe('readSnapshot after a shop drops offers', () => {
  let goneDir: string;
  let goneDb: Db;

  beforeAll(() => {
    goneDir = mkdtempSync(join(tmpdir(), 'cjenovnik-snapshot-gone-'));
    goneDb = createFixtureCatalogue(join(goneDir, 'catalogue.db'));
    // Tehno ME's feed of a later day lists nothing: all its offers are gone.
    markGone(goneDb, 'tehno-me', '2026-11-21T06:00:00.000Z');
  });

  afterAll(() => {
    goneDb.close();
    rmSync(goneDir, { recursive: true, force: true });
  });

  test('leaves out gone offers, and products left with none', () => {
    const snapshot = readSnapshot(goneDb, 'MNE');
    // The iPhone and the Lenovo were sold in Montenegro only by Tehno ME, and a third of the tablets.
    expect(named(snapshot).sort()).toEqual([
      'hostile-charger',
      'hostile-phone',
      'hostile-tablet',
      'samsung-galaxy-s24-128-gb',
      'samsung-galaxy-s24-128-gb-marble-grey',
    ]);
    expect(category(snapshot, TABLETS).products).toHaveLength((TABLET_COUNT * 2) / 3);
    expect(
      product(snapshot, 'samsung-galaxy-s24-128-gb')
        .offers.map((offer) => offer.shop)
        .sort(),
    ).toEqual(['Mega Market', 'Uvoz BA']);
  });
});

test("the site's shops carry their feed log of the year; a catalogue read before its feed log existed has none", () => {
  const shops = readSnapshot(db, 'MNE').shops;
  expect(shops.map((shop) => shop.id)).toEqual(['formula-me', 'hostile-me', 'mega-me', 'tehno-me', 'uvoz-ba']);
  expect(shops.find((shop) => shop.id === 'mega-me')?.feeds).toHaveLength(11);
  const old = createFixtureCatalogue(join(dir, 'before-feed-log.db'));
  old.exec('DROP TABLE shop_feed');
  old.pragma('user_version = 3');
  old.close();
  const readOnly = openCatalogue(join(dir, 'before-feed-log.db'), { readonly: true });
  expect(readSnapshot(readOnly, 'MNE').shops.every((shop) => shop.feeds.length === 0)).toBe(true);
  readOnly.close();
});
