import type { Availability } from '../../src/domain/availability.ts';
import type { MatchedBy } from '../../src/domain/matched-by.ts';
import type { Country, Currency } from '../../sites/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { statement, type Db } from './db.ts';

export interface TreeInput {
  slug: string;
  names: Partial<Record<Locale, string>>;
  children?: TreeInput[];
  /** A category's words for search besides its names, in any language (migration 015). */
  searchWords?: string[];
  /** Whether a category's products are accessories of others (games, controllers, chargers). */
  accessory?: boolean;
}

/** Adds menus with their sub-menus and categories; returns category ids by slug. */
export function insertTree(db: Db, menus: TreeInput[]): Map<string, number> {
  const node = statement(db, 'INSERT INTO nav_node (parent_id, level, slug, position, search_words, accessory) VALUES (?, ?, ?, ?, ?, ?)');
  const name = statement(db, 'INSERT INTO nav_node_name (node_id, locale, name) VALUES (?, ?, ?)');
  const categories = new Map<string, number>();
  const add = (items: TreeInput[], parentId: number | null, level: number) => {
    items.forEach((item, position) => {
      const id = Number(
        node.run(parentId, level, item.slug, position, (item.searchWords ?? []).join(' '), item.accessory ? 1 : 0).lastInsertRowid,
      );
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
    statement(
      db,
      `INSERT INTO product (id, category_id, slug, brand, model, name, gtin, mpn, image, created_at)
         VALUES (max(ifnull((SELECT max(id) FROM product), 0), ifnull((SELECT max(id) FROM removed_product), 0)) + 1,
           @categoryId, @slug, @brand, @model, @name, @gtin, @mpn, @image, @createdAt)`,
    ).run(product).lastInsertRowid,
  );
  const spec = statement(db, 'INSERT INTO product_spec (product_id, key, value, position) VALUES (?, ?, ?, ?)');
  product.specs.forEach(([key, value], position) => spec.run(id, key, value, position));
  return id;
}

/** Sets a product's picture (a path under the site's images). */
export function setProductImage(db: Db, productId: number, image: string): void {
  statement(db, 'UPDATE product SET image = ? WHERE id = ?').run(image, productId);
}

/** Offers still listed by their shops, over all shops. */
export function listedOfferCount(db: Db): number {
  return (statement(db, 'SELECT count(*) AS n FROM offer WHERE gone_at IS NULL').get() as { n: number }).n;
}

export interface ShopInput {
  id: string;
  name: string;
  country: Country;
  url: string;
  shippingMinor: number;
  isSample: boolean;
  /** Its feeds list only what changed (nothing missing from one is gone). */
  partialFeed?: boolean;
}

export function upsertShop(db: Db, shop: ShopInput): void {
  statement(
    db,
    `INSERT INTO shop (id, name, country, url, shipping_minor, is_sample, partial_feed)
       VALUES (@id, @name, @country, @url, @shippingMinor, @isSample, @partialFeed)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, country = excluded.country, url = excluded.url,
       shipping_minor = excluded.shipping_minor, is_sample = excluded.is_sample, partial_feed = excluded.partial_feed`,
  ).run({ ...shop, isSample: shop.isSample ? 1 : 0, partialFeed: shop.partialFeed ? 1 : 0 });
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
  /** Working days to arrive, fewest and most, as the feed states them; null (or left out): unknown. */
  deliveryMinDays?: number | null;
  deliveryMaxDays?: number | null;
  availability: Availability;
  url: string;
  /** How a feed item was matched to the product; `curated` when set by hand or by the sample. */
  matchedBy?: MatchedBy;
  /** What an automatic match rests on, shown with it: the model code (`SM-S921B`); null for the others. */
  matchEvidence?: string | null;
  /** The item's picture as the feed names it (an http(s) URL checked by the ingest); null: none. */
  imageUrl?: string | null;
}

export type OfferChange = 'new' | 'changed' | 'unchanged';

/** A row of the `offer` table (migrations/), as SQLite returns it: what each reader picks from. */
export interface OfferRow {
  id: number;
  product_id: number;
  shop_id: string;
  shop_item_id: string;
  price_minor: number;
  sale_price_minor: number | null;
  currency: Currency;
  shipping_minor: number;
  delivery_min_days: number | null;
  delivery_max_days: number | null;
  availability: Availability;
  url: string;
  first_seen: string;
  last_seen: string;
  gone_at: string | null;
  matched_by: MatchedBy;
  match_evidence: string | null;
  image_url: string | null;
}

/** An offer as stored: what the next feed is compared with. */
export type OfferState = Omit<OfferRow, 'shop_id' | 'shop_item_id' | 'first_seen' | 'last_seen'>;

const OFFER_STATE = `SELECT id, shop_item_id, product_id, url, matched_by, match_evidence, gone_at, price_minor, sale_price_minor, currency,
  shipping_minor, delivery_min_days, delivery_max_days, availability, image_url FROM offer`;

/** Every offer of a shop by the shop's item id, read in one query (an ingest compares against it). */
export function readShopOffers(db: Db, shopId: string): Map<string, OfferState> {
  const rows = statement(db, `${OFFER_STATE} WHERE shop_id = ?`).all(shopId) as (OfferState & Pick<OfferRow, 'shop_item_id'>)[];
  return new Map(rows.map((row) => [row.shop_item_id, row]));
}

function normalise(offer: OfferInput) {
  return {
    ...offer,
    salePriceMinor: offer.salePriceMinor ?? null,
    deliveryMinDays: offer.deliveryMinDays ?? null,
    deliveryMaxDays: offer.deliveryMaxDays ?? null,
    matchedBy: offer.matchedBy ?? 'curated',
    matchEvidence: offer.matchEvidence ?? null,
    imageUrl: offer.imageUrl ?? null,
  };
}

/** `price`: a change worth a history row; `details`: only product, links or match changed; `none`. */
export function compareOffer(current: OfferState, offer: OfferInput): 'price' | 'details' | 'none' {
  const input = normalise(offer);
  if (
    current.price_minor !== input.priceMinor ||
    current.sale_price_minor !== input.salePriceMinor ||
    current.currency !== input.currency ||
    current.shipping_minor !== input.shippingMinor ||
    current.delivery_min_days !== input.deliveryMinDays ||
    current.delivery_max_days !== input.deliveryMaxDays ||
    current.availability !== input.availability
  ) {
    return 'price';
  }
  const same =
    current.product_id === input.productId &&
    current.url === input.url &&
    current.matched_by === input.matchedBy &&
    current.match_evidence === input.matchEvidence &&
    current.image_url === input.imageUrl &&
    current.gone_at === null;
  return same ? 'none' : 'details';
}

/**
 * Records what a shop offers at time `at`: the offer's current state is updated, and a
 * price-history row is added only when price, sale price, shipping, delivery time or availability changed.
 * `current` saves the lookup when the caller already has the stored state (null: none).
 */
export function recordOffer(db: Db, offer: OfferInput, at: string, current?: OfferState | null): OfferChange {
  const input = { ...normalise(offer), at };
  const stored =
    current === undefined
      ? (statement(db, `${OFFER_STATE} WHERE shop_id = ? AND shop_item_id = ?`).get(offer.shopId, offer.shopItemId) as
          OfferState | undefined)
      : current;
  const history = statement(
    db,
    `INSERT OR REPLACE INTO price_history (offer_id, at, price_minor, sale_price_minor, currency, shipping_minor, availability,
       delivery_min_days, delivery_max_days)
     VALUES (?, @at, @priceMinor, @salePriceMinor, @currency, @shippingMinor, @availability, @deliveryMinDays, @deliveryMaxDays)`,
  );
  if (!stored) {
    const id = statement(
      db,
      `INSERT INTO offer (product_id, shop_id, shop_item_id, price_minor, sale_price_minor, currency, shipping_minor, availability,
         url, matched_by, match_evidence, first_seen, last_seen, delivery_min_days, delivery_max_days, image_url)
       VALUES (@productId, @shopId, @shopItemId, @priceMinor, @salePriceMinor, @currency, @shippingMinor, @availability,
         @url, @matchedBy, @matchEvidence, @at, @at, @deliveryMinDays, @deliveryMaxDays, @imageUrl)`,
    ).run(input).lastInsertRowid;
    history.run(id, input);
    return 'new';
  }
  const difference = compareOffer(stored, offer);
  if (difference === 'none') {
    statement(db, 'UPDATE offer SET last_seen = ? WHERE id = ?').run(at, stored.id);
    return 'unchanged';
  }
  statement(
    db,
    `UPDATE offer SET product_id = @productId, price_minor = @priceMinor, sale_price_minor = @salePriceMinor, currency = @currency,
       shipping_minor = @shippingMinor, availability = @availability, url = @url, matched_by = @matchedBy,
       match_evidence = @matchEvidence, last_seen = @at,
       gone_at = NULL, delivery_min_days = @deliveryMinDays, delivery_max_days = @deliveryMaxDays, image_url = @imageUrl
     WHERE id = @id`,
  ).run({ ...input, id: stored.id });
  if (difference === 'price') history.run(stored.id, input);
  return difference === 'price' ? 'changed' : 'unchanged';
}

/** Marks offers seen at `at` in one statement (the unchanged majority of a daily feed). */
export function markSeen(db: Db, offerIds: number[], at: string): void {
  if (offerIds.length === 0) return;
  statement(db, 'UPDATE offer SET last_seen = ? WHERE id IN (SELECT value FROM json_each(?))').run(at, JSON.stringify(offerIds));
}

/** Marks a shop's offers not seen at `at` as gone; their history stays. */
export function markGone(db: Db, shopId: string, at: string): number {
  return statement(db, 'UPDATE offer SET gone_at = ? WHERE shop_id = ? AND last_seen < ? AND gone_at IS NULL').run(at, shopId, at).changes;
}
