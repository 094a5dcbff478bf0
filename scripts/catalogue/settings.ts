import type { ShopFacts } from '../../src/domain/shop-facts.ts';
import { statement, type Db } from './db.ts';
import { productSubject, recordChange } from './decisions.ts';
import { mapShopCategory, mappedCategory, readShopFacts, saveShopFacts } from './shops.ts';

/** A product's spec as the operator sets it: a key of `spec_label`, and its value. */
export interface SpecValue {
  key: string;
  value: string;
}

/** How a category is searched: its words besides its names, and whether its products are accessories. */
export interface CategorySearch {
  words: string;
  accessory: boolean;
}

/** One value set by hand, keyed by a text: how it is read and written, and what a change to it touches. */
interface Setting<T> {
  read(db: Db, key: string): T;
  write(db: Db, key: string, value: T): void;
  subject(key: string): string;
  /** The product the value hangs on, which an undo needs still in the catalogue. */
  product?: (key: string) => number;
}

/** A shop's category mapping's key: the shop and its own category name, as JSON (either may hold any character). */
export const mappingKey = (shop: string, source: string) => JSON.stringify([shop, source]);
const parseMappingKey = (key: string) => JSON.parse(key) as [string, string];

/** Each setting's value. */
interface SettingValues {
  picture: string | null;
  specs: SpecValue[];
  'shop-facts': ShopFacts;
  mapping: number | null;
  'category-search': CategorySearch;
}

const SETTINGS: { [N in keyof SettingValues]: Setting<SettingValues[N]> } = {
  /** The operator's choice of a product's picture (pictures/operator.ts): its address, or null for the feeds'. */
  picture: {
    read: (db, key) =>
      (
        statement(db, 'SELECT source_url FROM picture WHERE product_id = ? AND by_operator = 1').get(Number(key)) as
          { source_url: string } | undefined
      )?.source_url ?? null,
    write: (db, key, url) => {
      if (url === null) statement(db, 'UPDATE picture SET by_operator = 0, checked_at = NULL WHERE product_id = ?').run(Number(key));
      else
        statement(
          db,
          `INSERT INTO picture (product_id, source_url, shop_id, by_operator) VALUES (?, ?, NULL, 1)
           ON CONFLICT (product_id) DO UPDATE SET source_url = excluded.source_url, shop_id = NULL, by_operator = 1,
             etag = NULL, last_modified = NULL, checked_at = NULL, failure = NULL`,
        ).run(Number(key), url);
    },
    subject: (key) => productSubject(Number(key)),
    product: Number,
  },
  /** A product's specs, in their order (product-specs.ts). */
  specs: {
    read: (db, key) =>
      statement(db, 'SELECT key, value FROM product_spec WHERE product_id = ? ORDER BY position, key').all(Number(key)) as SpecValue[],
    write: (db, key, specs) => {
      statement(db, 'DELETE FROM product_spec WHERE product_id = ?').run(Number(key));
      const insert = statement(db, 'INSERT INTO product_spec (product_id, key, value, position) VALUES (?, ?, ?, ?)');
      specs.forEach((spec, position) => insert.run(Number(key), spec.key, spec.value, position));
    },
    subject: (key) => productSubject(Number(key)),
    product: Number,
  },
  /** What the operator entered about a shop (src/domain/shop-facts.ts). */
  'shop-facts': {
    read: (db, key) => readShopFacts(db, key) ?? {},
    write: saveShopFacts,
    subject: (key) => `shop:${key}`,
  },
  /** Our category for one of a shop's own (shop-mapping.ts), by id; null: not mapped. */
  mapping: {
    read: (db, key) => mappedCategory(db, ...parseMappingKey(key)) ?? null,
    write: (db, key, category) => {
      const [shop, source] = parseMappingKey(key);
      if (category === null) statement(db, 'DELETE FROM shop_category WHERE shop_id = ? AND source = ?').run(shop, source);
      else mapShopCategory(db, shop, source, category);
    },
    subject: (key) => `mapping:${key}`,
  },
  /** A category's search words and accessory flag, by its slug (categories.ts). */
  'category-search': {
    read: (db, key) => {
      const row = statement(db, 'SELECT search_words AS words, accessory FROM nav_node WHERE level = 3 AND slug = ?').get(key) as {
        words: string;
        accessory: number;
      };
      return { words: row.words, accessory: row.accessory === 1 };
    },
    write: (db, key, value) => {
      statement(db, 'UPDATE nav_node SET search_words = ?, accessory = ? WHERE level = 3 AND slug = ?').run(
        value.words,
        value.accessory ? 1 : 0,
        key,
      );
    },
    subject: (key) => `category:${key}`,
  },
};

export type SettingName = keyof SettingValues;

/** What undoes a change to a setting: its value before. */
export interface SettingUndo {
  kind: 'setting';
  setting: SettingName;
  key: string;
  before: unknown;
}

/** A setting's value now: what a change compares with and an undo puts back. */
export function readSetting<N extends SettingName>(db: Db, name: N, key: string): SettingValues[N] {
  return SETTINGS[name].read(db, key);
}

/**
 * Sets one value by hand, recorded with the value before (undone by `undoSetting`); its change's
 * id. The caller has checked the value; `summary` says what changed, for the log.
 */
export function changeSetting<N extends SettingName>(
  db: Db,
  change: { by: string; command: string; summary: string },
  name: N,
  key: string,
  value: SettingValues[N],
): number {
  const setting = SETTINGS[name];
  return db.transaction(() => {
    const undo: SettingUndo = { kind: 'setting', setting: name, key, before: setting.read(db, key) };
    const id = recordChange(db, { ...change, undo, subjects: [setting.subject(key)] });
    setting.write(db, key, value);
    return id;
  })();
}

export function undoSetting(db: Db, undo: SettingUndo): void {
  (SETTINGS[undo.setting] as Setting<unknown>).write(db, undo.key, undo.before);
}

/** The product an undo of this setting puts a value back on, if any. */
export function settingProduct(undo: SettingUndo): number | null {
  const setting: Setting<unknown> = SETTINGS[undo.setting];
  return setting.product ? setting.product(undo.key) : null;
}
