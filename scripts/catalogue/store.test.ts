import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cataloguePath, openCatalogue, type Db } from './db.ts';
import { insertProduct, insertTree, markGone, recordOffer, upsertShop, type OfferInput } from './store.ts';
import { unpackPoints } from './offer-history.ts';
import { readSnapshot } from './snapshot.ts';

let dir: string;
let db: Db;
let productId: number;

function offer(rest: Partial<OfferInput> = {}): OfferInput {
  return {
    productId,
    shopId: 'tehno-me',
    shopItemId: 'sku-1',
    priceMinor: 79900,
    currency: 'EUR',
    shippingMinor: 0,
    availability: 'in_stock',
    url: 'https://tehno-me.example/p/1',
    ...rest,
  };
}

function history(shopItemId = 'sku-1') {
  return db
    .prepare(
      `SELECT h.at, h.price_minor, h.shipping_minor, h.availability FROM price_history h
       JOIN offer o ON o.id = h.offer_id WHERE o.shop_item_id = ? ORDER BY h.at`,
    )
    .all(shopItemId);
}

function current(shopItemId = 'sku-1') {
  return db.prepare('SELECT price_minor, url, last_seen, gone_at FROM offer WHERE shop_item_id = ?').get(shopItemId);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-store-'));
  db = openCatalogue(join(dir, 'catalogue.db'));
  const categories = insertTree(db, [
    {
      slug: 'telefoni',
      names: { sr: 'Telefoni' },
      children: [{ slug: 'mobilni', names: { sr: 'Mobilni' }, children: [{ slug: 'pametni', names: { sr: 'Pametni' } }] }],
    },
  ]);
  productId = insertProduct(db, {
    categoryId: categories.get('pametni') as number,
    slug: 'samsung-galaxy-s24',
    brand: 'Samsung',
    model: 'Galaxy S24',
    name: 'Samsung Galaxy S24',
    gtin: null,
    mpn: null,
    image: null,
    specs: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  for (const id of ['tehno-me', 'mega-me']) {
    upsertShop(db, { id, name: id, country: 'MNE', url: `https://${id}.example`, shippingMinor: 0, isSample: true });
  }
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openCatalogue', () => {
  test('creates the file with every table of the schema', () => {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    expect(tables.map((table) => table.name)).toEqual([
      'feed_time_repair',
      'former_address',
      'item_decision',
      'nav_node',
      'nav_node_name',
      'offer',
      'picture',
      'price_history',
      'product',
      'product_change',
      'product_change_subject',
      'product_family',
      'product_source',
      'product_spec',
      'product_variant',
      'products_version',
      'removed_product',
      'shop',
      'shop_category',
      'shop_feed',
      'shop_item_group',
      'spec_label',
      'unmatched_item',
    ]);
    expect(db.pragma('user_version', { simple: true })).toBe(17);
  });

  test('a catalogue made before offers kept their match evidence keeps its offers and history, and takes model-code matches', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    recordOffer(db, offer({ priceMinor: 74900 }), '2026-11-02T00:00:00.000Z');
    db.close();
    // Back to the schema before the offer table was made again: its CHECK knew no model-code.
    const old = new Database(join(dir, 'catalogue.db'));
    old.pragma('foreign_keys = OFF');
    old.exec(`CREATE TABLE offer_old AS SELECT * FROM offer; DROP TABLE offer;
      CREATE TABLE offer (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), shop_id TEXT NOT NULL REFERENCES shop(id),
        shop_item_id TEXT NOT NULL, price_minor INTEGER NOT NULL, currency TEXT NOT NULL, shipping_minor INTEGER NOT NULL DEFAULT 0,
        availability TEXT NOT NULL, url TEXT NOT NULL, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL, gone_at TEXT,
        sale_price_minor INTEGER, matched_by TEXT NOT NULL DEFAULT 'curated' CHECK (matched_by IN ('curated', 'gtin', 'brand-mpn', 'shop-id')),
        delivery_min_days INTEGER, delivery_max_days INTEGER, UNIQUE (shop_id, shop_item_id));
      INSERT INTO offer SELECT id, product_id, shop_id, shop_item_id, price_minor, currency, shipping_minor, availability, url, first_seen,
        last_seen, gone_at, sale_price_minor, matched_by, delivery_min_days, delivery_max_days FROM offer_old;
      DROP TABLE offer_old; ALTER TABLE unmatched_item DROP COLUMN candidates; ALTER TABLE unmatched_item DROP COLUMN reason;
      DROP TABLE product_source; ALTER TABLE product DROP COLUMN origin; ALTER TABLE unmatched_item DROP COLUMN products_stamp; DROP TABLE feed_time_repair; DROP TRIGGER product_added; DROP TRIGGER product_removed; DROP TRIGGER product_keys_changed; DROP TRIGGER variant_added; DROP TRIGGER variant_removed; DROP TRIGGER variant_changed; DROP TABLE products_version; DROP TABLE item_decision; DROP TABLE product_change_subject; DROP TABLE former_address; DROP TABLE product_change; DROP TABLE removed_product; DROP TABLE picture; ALTER TABLE shop DROP COLUMN facts; ALTER TABLE nav_node DROP COLUMN search_words; ALTER TABLE nav_node DROP COLUMN accessory; ALTER TABLE unmatched_item DROP COLUMN image_link; ALTER TABLE shop_feed DROP COLUMN rejected_by_reason; ALTER TABLE shop_feed DROP COLUMN unmatched; ALTER TABLE shop_feed DROP COLUMN gone;
      PRAGMA user_version = 6;`);
    old.close();
    db = openCatalogue(join(dir, 'catalogue.db'));
    expect(db.pragma('user_version', { simple: true })).toBe(17);
    expect(history()).toHaveLength(2);
    expect(current()).toMatchObject({ price_minor: 74900 });
    recordOffer(db, offer({ shopItemId: 'sku-2', matchedBy: 'model-code', matchEvidence: 'SM-S921B' }), '2026-11-03T00:00:00.000Z');
    expect(db.prepare("SELECT matched_by, match_evidence FROM offer WHERE shop_item_id = 'sku-2'").get()).toEqual({
      matched_by: 'model-code',
      match_evidence: 'SM-S921B',
    });
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  test('reopening an up-to-date file keeps its data and applies nothing twice', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    db.close();
    db = openCatalogue(join(dir, 'catalogue.db'));
    expect(db.prepare('SELECT count(*) AS n FROM offer').get()).toEqual({ n: 1 });
  });

  test('a missing file opened read-only says how to get one', () => {
    expect(() => openCatalogue(join(dir, 'missing.db'), { readonly: true })).toThrow(/missing\.db[\s\S]*npm run sample[\s\S]*CATALOGUE_DB/);
  });
});

describe('cataloguePath', () => {
  afterEach(() => vi.unstubAllEnvs());

  test('is data/catalogue.db unless CATALOGUE_DB says otherwise', () => {
    expect(cataloguePath({})).toBe('data/catalogue.db');
    expect(cataloguePath({ CATALOGUE_DB: '/srv/cjenovnik/prices.db' })).toBe('/srv/cjenovnik/prices.db');
  });

  test('openCatalogue without a path opens CATALOGUE_DB from the environment', () => {
    const path = join(dir, 'nested', 'from-env.db');
    vi.stubEnv('CATALOGUE_DB', path);
    expect(cataloguePath()).toBe(path);
    openCatalogue().close();
    expect(existsSync(path)).toBe(true);
  });
});

describe('recordOffer', () => {
  test('a first sighting is new and starts the history', () => {
    expect(recordOffer(db, offer(), '2026-11-01T00:00:00.000Z')).toBe('new');
    expect(history()).toEqual([{ at: '2026-11-01T00:00:00.000Z', price_minor: 79900, shipping_minor: 0, availability: 'in_stock' }]);
  });

  test('the same data again is unchanged, adds no history row and moves last_seen', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer(), '2026-11-02T00:00:00.000Z')).toBe('unchanged');
    expect(recordOffer(db, offer(), '2026-11-03T00:00:00.000Z')).toBe('unchanged');
    expect(history()).toHaveLength(1);
    expect(current()).toMatchObject({ last_seen: '2026-11-03T00:00:00.000Z' });
  });

  test('a price change adds exactly one history row', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer({ priceMinor: 76900 }), '2026-11-02T00:00:00.000Z')).toBe('changed');
    expect(recordOffer(db, offer({ priceMinor: 76900 }), '2026-11-03T00:00:00.000Z')).toBe('unchanged');
    expect(history().map((row) => (row as { price_minor: number }).price_minor)).toEqual([79900, 76900]);
    expect(current()).toMatchObject({ price_minor: 76900 });
  });

  test('shipping and availability changes are changes too', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer({ shippingMinor: 500 }), '2026-11-02T00:00:00.000Z')).toBe('changed');
    expect(recordOffer(db, offer({ shippingMinor: 500, availability: 'out_of_stock' }), '2026-11-03T00:00:00.000Z')).toBe('changed');
    expect(history()).toEqual([
      { at: '2026-11-01T00:00:00.000Z', price_minor: 79900, shipping_minor: 0, availability: 'in_stock' },
      { at: '2026-11-02T00:00:00.000Z', price_minor: 79900, shipping_minor: 500, availability: 'in_stock' },
      { at: '2026-11-03T00:00:00.000Z', price_minor: 79900, shipping_minor: 500, availability: 'out_of_stock' },
    ]);
  });

  test('a change of delivery time is a change point, the same time again is not, and the snapshot carries both', () => {
    const days = (min: number | null, max: number | null) => ({ deliveryMinDays: min, deliveryMaxDays: max });
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer(days(1, 3)), '2026-11-02T00:00:00.000Z')).toBe('changed');
    expect(recordOffer(db, offer(days(1, 3)), '2026-11-03T00:00:00.000Z')).toBe('unchanged');
    expect(recordOffer(db, offer(days(2, 2)), '2026-11-04T00:00:00.000Z')).toBe('changed');
    const stored = db.prepare('SELECT delivery_min_days, delivery_max_days FROM price_history ORDER BY at').all();
    expect(stored).toEqual([
      { delivery_min_days: null, delivery_max_days: null },
      { delivery_min_days: 1, delivery_max_days: 3 },
      { delivery_min_days: 2, delivery_max_days: 2 },
    ]);
    const [listed] = readSnapshot(db, 'MNE').categories.flatMap((category) => category.products.flatMap((product) => product.offers));
    expect(listed?.delivery).toEqual({ min: 2, max: 2 });
    expect(unpackPoints(listed?.history ?? new Uint32Array()).map((point) => point.delivery)).toEqual([
      null,
      { min: 1, max: 3 },
      { min: 2, max: 2 },
    ]);
  });

  test('the schema rejects a delivery time whose most is below its fewest, or half of one', () => {
    expect(() => recordOffer(db, offer({ deliveryMinDays: 3, deliveryMaxDays: 1 }), '2026-11-01T00:00:00.000Z')).toThrow(/CHECK/);
    expect(() => recordOffer(db, offer({ deliveryMinDays: null, deliveryMaxDays: 2 }), '2026-11-01T00:00:00.000Z')).toThrow(/CHECK/);
  });

  test('a new link alone updates the offer without a history row', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer({ url: 'https://tehno-me.example/p/1-new' }), '2026-11-02T00:00:00.000Z')).toBe('unchanged');
    expect(current()).toMatchObject({ url: 'https://tehno-me.example/p/1-new' });
    expect(history()).toHaveLength(1);
  });

  test('keeps offers of different shops apart', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    expect(recordOffer(db, offer({ shopId: 'mega-me', priceMinor: 76900 }), '2026-11-01T00:00:00.000Z')).toBe('new');
    expect(db.prepare('SELECT count(*) AS n FROM offer').get()).toEqual({ n: 2 });
  });

  test('the schema rejects an offer link that is not http(s)', () => {
    expect(() => recordOffer(db, offer({ url: 'javascript:alert(1)' }), '2026-11-01T00:00:00.000Z')).toThrow(/CHECK constraint failed/);
    expect(() => recordOffer(db, offer({ url: 'data:text/html,x' }), '2026-11-01T00:00:00.000Z')).toThrow(/CHECK constraint failed/);
    expect(db.prepare('SELECT count(*) AS n FROM offer').get()).toEqual({ n: 0 });
  });

  test('the schema rejects a price of zero', () => {
    expect(() => recordOffer(db, offer({ priceMinor: 0 }), '2026-11-01T00:00:00.000Z')).toThrow(/CHECK constraint failed/);
  });
});

describe('markGone', () => {
  test("marks the shop's offers not seen in this run as gone and keeps their history", () => {
    recordOffer(db, offer({ shopItemId: 'sku-1' }), '2026-11-01T00:00:00.000Z');
    recordOffer(db, offer({ shopItemId: 'sku-2' }), '2026-11-01T00:00:00.000Z');
    recordOffer(db, offer({ shopId: 'mega-me', shopItemId: 'sku-3' }), '2026-11-01T00:00:00.000Z');
    recordOffer(db, offer({ shopItemId: 'sku-1' }), '2026-11-02T00:00:00.000Z');

    expect(markGone(db, 'tehno-me', '2026-11-02T00:00:00.000Z')).toBe(1);
    expect(current('sku-1')).toMatchObject({ gone_at: null });
    expect(current('sku-2')).toMatchObject({ gone_at: '2026-11-02T00:00:00.000Z' });
    expect(current('sku-3')).toMatchObject({ gone_at: null });
    expect(history('sku-2')).toHaveLength(1);
    expect(markGone(db, 'tehno-me', '2026-11-02T00:00:00.000Z')).toBe(0);
  });

  test('an offer seen again is back', () => {
    recordOffer(db, offer(), '2026-11-01T00:00:00.000Z');
    markGone(db, 'tehno-me', '2026-11-02T00:00:00.000Z');
    recordOffer(db, offer(), '2026-11-03T00:00:00.000Z');
    expect(current()).toMatchObject({ gone_at: null, last_seen: '2026-11-03T00:00:00.000Z' });
  });
});
