import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCatalogue, type Db } from '../catalogue/db.ts';
import { insertProduct, insertTree, upsertShop } from '../catalogue/store.ts';

const names = (en: string) => ({ sr: en, me: en, ba: en, en, ru: en, de: en, tr: en });

/**
 * A small real catalogue for ingest tests: products with GTIN or brand + MPN, one with only
 * a name (titles must never match), two sharing brand + MPN, and three shops.
 */
export function createIngestCatalogue(): {
  db: Db;
  path: string;
  dir: string;
  ids: Record<string, number>;
  /** Adds a product to the catalogue's smartphones. */
  addProduct: (slug: string, brand: string, model: string, gtin: string | null, mpn: string | null) => number;
} {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-ingest-'));
  const path = join(dir, 'catalogue.db');
  const db = openCatalogue(path);
  const categories = insertTree(db, [
    {
      slug: 'telefoni',
      names: names('Phones'),
      children: [{ slug: 'mobilni', names: names('Mobile'), children: [{ slug: 'pametni-telefoni', names: names('Smartphones') }] }],
    },
  ]);
  const categoryId = categories.get('pametni-telefoni') as number;
  const product = (slug: string, brand: string, model: string, gtin: string | null, mpn: string | null) =>
    insertProduct(db, {
      categoryId,
      slug,
      brand,
      model,
      name: `${brand} ${model}`,
      gtin,
      mpn,
      image: null,
      specs: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  const ids = {
    galaxy: product('galaxy-s24', 'Samsung', 'Galaxy S24 128 GB', '8806095299587', 'SM-S921BZKDEUE'),
    iphone: product('iphone-15', 'Apple', 'iPhone 15 128 GB', null, 'MTP03'),
    redmi: product('redmi-note-13', 'Xiaomi', 'Redmi Note 13 8/256 GB', null, null),
    twinA: product('twin-a', 'Acme', 'Twin A', null, 'TWIN-1'),
    twinB: product('twin-b', 'Acme', 'Twin B', null, 'TWIN-1'),
  };
  upsertShop(db, { id: 'tehno', name: 'Tehno', country: 'MNE', url: 'https://tehno.example', shippingMinor: 300, isSample: false });
  upsertShop(db, { id: 'bosna', name: 'Bosna', country: 'BIH', url: 'https://bosna.example', shippingMinor: 0, isSample: false });
  upsertShop(db, { id: 'cnj', name: 'CNJ shop', country: 'BIH', url: 'https://cnj.example', shippingMinor: 500, isSample: false });
  db.prepare('INSERT INTO shop_category (shop_id, source, category_id) VALUES (?, ?, ?)').run('tehno', 'Telefoni > Pametni', categoryId);
  return { db, path, dir, ids, addProduct: product };
}

/**
 * Everything an ingest may change, to compare before and after; not the products stamp a queued
 * item was last decided against (the matcher's memo, which a feed's variant values move).
 */
export function dumpCatalogue(db: Db): string {
  const rows = (table: string) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all() as Record<string, unknown>[];
  const queue = rows('unmatched_item').map(({ products_stamp: _stamp, ...row }) => row);
  return JSON.stringify([rows('offer'), rows('price_history'), queue, rows('shop')]);
}

/** A TSV feed of Tehno's with `items` cables no product matches: an ingest that takes a while. */
export function writeBigFeed(file: string, items: number): void {
  const rows = ['id\ttitle\tlink\tprice\tavailability\tbrand\tmpn'];
  for (let index = 0; index < items; index += 1) {
    rows.push(`K-${index}\tCable ${index}\thttps://tehno.example/k/${index}\t${(index % 900) + 1}.99 EUR\tin_stock\tAcme\tK${index}`);
  }
  writeFileSync(file, `${rows.join('\n')}\n`);
}
