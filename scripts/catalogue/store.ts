import type { Availability } from '../../pages/article/payload.ts';
import type { Country, Currency } from '../../sites/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { statement, type Db } from './db.ts';

export interface TreeInput {
  slug: string;
  names: Partial<Record<Locale, string>>;
  children?: TreeInput[];
}

/** Adds menus with their sub-menus and categories; returns category ids by slug. */
export function insertTree(db: Db, menus: TreeInput[]): Map<string, number> {
  const node = statement(db, 'INSERT INTO nav_node (parent_id, level, slug, position) VALUES (?, ?, ?, ?)');
  const name = statement(db, 'INSERT INTO nav_node_name (node_id, locale, name) VALUES (?, ?, ?)');
  const categories = new Map<string, number>();
  const add = (items: TreeInput[], parentId: number | null, level: number) => {
    items.forEach((item, position) => {
      const id = Number(node.run(parentId, level, item.slug, position).lastInsertRowid);
      for (const [locale, text] of Object.entries(item.names)) name.run(id, locale, text);
      if (level === 3) categories.set(item.slug, id);
      else add(item.children ?? [], id, level + 1);
    });
  };
  db.transaction(() => add(menus, null, 1))();
  return categories;
}

export function insertSpecLabels(db: Db, labels: Record<string, { unit: string; names: Partial<Record<Locale, string>> }>): void {
  const insert = statement(db, 'INSERT OR REPLACE INTO spec_label (key, locale, label, unit) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const [key, { unit, names }] of Object.entries(labels)) {
      for (const [locale, label] of Object.entries(names)) insert.run(key, locale, label, unit);
    }
  })();
}

export interface ProductInput {
  categoryId: number;
  slug: string;
  brand: string;
  model: string;
  name: string;
  gtin: string | null;
  mpn: string | null;
  image: string | null;
  specs: [key: string, value: string][];
  createdAt: string;
}

export function insertProduct(db: Db, product: ProductInput): number {
  const id = Number(
    statement(db, 
        `INSERT INTO product (category_id, slug, brand, model, name, gtin, mpn, image, created_at)
         VALUES (@categoryId, @slug, @brand, @model, @name, @gtin, @mpn, @image, @createdAt)`,
      )
      .run(product).lastInsertRowid,
  );
  const spec = statement(db, 'INSERT INTO product_spec (product_id, key, value, position) VALUES (?, ?, ?, ?)');
  product.specs.forEach(([key, value], position) => spec.run(id, key, value, position));
  return id;
}

export interface ShopInput {
  id: string;
  name: string;
  country: Country;
  url: string;
  shippingMinor: number;
  isSample: boolean;
}

export function upsertShop(db: Db, shop: ShopInput): void {
  statement(db, 
    `INSERT INTO shop (id, name, country, url, shipping_minor, is_sample) VALUES (@id, @name, @country, @url, @shippingMinor, @isSample)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, country = excluded.country, url = excluded.url,
       shipping_minor = excluded.shipping_minor, is_sample = excluded.is_sample`,
  ).run({ ...shop, isSample: shop.isSample ? 1 : 0 });
}

export interface OfferInput {
  productId: number;
  shopId: string;
  shopItemId: string;
  priceMinor: number;
  /** A sale price in effect, below `priceMinor`. */
  salePriceMinor?: number | null;
  currency: Currency;
  shippingMinor: number;
  availability: Availability;
  url: string;
  /** How a feed item was matched to the product; `curated` when set by hand or by the sample. */
  matchedBy?: 'curated' | 'gtin' | 'brand-mpn' | 'shop-id';
}

export type OfferChange = 'new' | 'changed' | 'unchanged';

interface OfferState {
  id: number;
  price_minor: number;
  sale_price_minor: number | null;
  currency: Currency;
  shipping_minor: number;
  availability: Availability;
}

/**
 * Records what a shop offers at time `at`: the offer's current state is updated, and a
 * price-history row is added only when price, sale price, shipping or availability changed.
 */
export function recordOffer(db: Db, offer: OfferInput, at: string): OfferChange {
  const input = { ...offer, salePriceMinor: offer.salePriceMinor ?? null, matchedBy: offer.matchedBy ?? 'curated', at };
  const current = statement(
    db,
    'SELECT id, price_minor, sale_price_minor, currency, shipping_minor, availability FROM offer WHERE shop_id = ? AND shop_item_id = ?',
  ).get(offer.shopId, offer.shopItemId) as OfferState | undefined;
  const history = statement(
    db,
    `INSERT OR REPLACE INTO price_history (offer_id, at, price_minor, sale_price_minor, currency, shipping_minor, availability)
     VALUES (?, @at, @priceMinor, @salePriceMinor, @currency, @shippingMinor, @availability)`,
  );
  if (!current) {
    const id = statement(
      db,
      `INSERT INTO offer (product_id, shop_id, shop_item_id, price_minor, sale_price_minor, currency, shipping_minor, availability,
         url, matched_by, first_seen, last_seen)
       VALUES (@productId, @shopId, @shopItemId, @priceMinor, @salePriceMinor, @currency, @shippingMinor, @availability,
         @url, @matchedBy, @at, @at)`,
    ).run(input).lastInsertRowid;
    history.run(id, input);
    return 'new';
  }
  const changed =
    current.price_minor !== input.priceMinor ||
    current.sale_price_minor !== input.salePriceMinor ||
    current.currency !== input.currency ||
    current.shipping_minor !== input.shippingMinor ||
    current.availability !== input.availability;
  statement(
    db,
    `UPDATE offer SET product_id = @productId, price_minor = @priceMinor, sale_price_minor = @salePriceMinor, currency = @currency,
       shipping_minor = @shippingMinor, availability = @availability, url = @url, matched_by = @matchedBy, last_seen = @at,
       gone_at = NULL
     WHERE id = @id`,
  ).run({ ...input, id: current.id });
  if (changed) history.run(current.id, input);
  return changed ? 'changed' : 'unchanged';
}

/** Marks a shop's offers not seen at `at` as gone; their history stays. */
export function markGone(db: Db, shopId: string, at: string): number {
  return statement(db, 'UPDATE offer SET gone_at = ? WHERE shop_id = ? AND last_seen < ? AND gone_at IS NULL').run(at, shopId, at).changes;
}
