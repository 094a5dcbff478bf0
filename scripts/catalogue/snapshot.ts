import type { Country, Currency } from '../../sites/index.ts';
import type { Availability } from '../../src/domain/availability.ts';
import { deliveryOf, type DeliveryDays } from '../../src/domain/delivery.ts';
import type { MatchedBy } from '../../src/domain/matched-by.ts';
import type { Money } from '../../src/domain/money.ts';
import { DAY_MS } from '../../src/domain/days.ts';
import type { VariantAxis } from '../../src/domain/family.ts';
import { effectivePriceMinor } from '../../src/domain/offers.ts';
import { YEAR_DAYS } from '../../src/domain/rules.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import type { Db } from './db.ts';
import type { OfferRow } from './store.ts';
import { HistoryPacker, type HistoryRow, type PackedHistory } from './offer-history.ts';
import { otherCountry, readMarketPrices } from './other-market.ts';
import { readFamilies } from './families.ts';
import { readRedirects, type Redirect } from './former-addresses.ts';
import { readSiteShops, type SiteShop } from './shops.ts';

export type LocaleNames = Record<Locale, string>;

export interface SnapshotNode {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  slug: string;
  /** Unprefixed path, e.g. `/racunari/laptopovi`. */
  path: string;
  names: LocaleNames;
  /** Words search finds a category by besides its names, and whether its products are accessories (migration 015). */
  searchWords: string[];
  accessory: boolean;
  children: SnapshotNode[];
  /** Products on sale in the site's country (categories only). */
  products: SnapshotProduct[];
}

export interface SnapshotOffer {
  /** The shop's id (ties between shops go to the smaller id) and its name. */
  shopId: string;
  shop: string;
  /** The effective price (src/domain/offers.ts): the sale price while one is set, else the price. */
  priceMinor: number;
  currency: Currency;
  shippingMinor: number;
  /** Working days to arrive as the shop's feed states them; null when it says nothing. */
  delivery: DeliveryDays | null;
  availability: Availability;
  url: string;
  lastSeen: string;
  /** The offer's latest price or availability change. */
  changedAt: string;
  /** How the offer was matched to its product (matched-by.ts). */
  matchedBy: MatchedBy;
  /** What an automatic match rests on, as the shop's feed wrote it (the model code, `SM-S921B`); null when none was kept. */
  matchEvidence: string | null;
  /** The offer's change points, oldest first, packed (offer-history.ts). */
  history: PackedHistory;
}

export interface SnapshotProduct {
  id: number;
  slug: string;
  brand: string;
  name: string;
  gtin: string | null;
  mpn: string | null;
  image: string;
  specs: { key: string; value: string }[];
  offers: SnapshotOffer[];
  /** Its values on the variant axes (families.ts); empty when it has none. */
  variant: Partial<Record<VariantAxis, string>>;
  /** Its family when two or more members are on sale on the site; null otherwise. */
  family: SnapshotFamily | null;
}

/** Products that differ only by variant values, as far as the site sells them. */
export interface SnapshotFamily {
  name: string;
  /** Its members on the site, by name. */
  members: SnapshotProduct[];
}

/** Everything one site's pages show, read from the catalogue in a few bulk queries. */
export interface Snapshot {
  menus: SnapshotNode[];
  categories: SnapshotNode[];
  specLabels: Map<string, { unit: string; names: LocaleNames }>;
  /** The latest feed of the site's shops (the newest of `shopFeeds`); "now" for price statistics, so builds are reproducible. */
  asOf: string;
  /** By product id, the buyable prices of its offers in the other country (other-market.ts). */
  otherMarket: Map<number, Money[]>;
  /** By shop id, the time of its latest feed: the newest `lastSeen` of its listed offers. */
  shopFeeds: Map<string, string>;
  /** The site's shops, each with its feed log of the year before the as-of (a day more, for the gaps). */
  shops: SiteShop[];
  /** Products' former addresses and where they lead now (former-addresses.ts). */
  redirects: Redirect[];
}

interface ProductRow {
  id: number;
  category_id: number;
  slug: string;
  brand: string;
  name: string;
  gtin: string | null;
  mpn: string | null;
  image: string | null;
}

/** A current offer as the snapshot reads it: with its shop's name and its last change. */
type CurrentOffer = Omit<OfferRow, 'shop_item_id' | 'first_seen' | 'gone_at' | 'image_url'> & { shop: string; changed_at: string };

function emptyNames(): LocaleNames {
  return Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as LocaleNames;
}

function readTree(db: Db): { menus: SnapshotNode[]; categories: SnapshotNode[] } {
  const nodes = new Map<number, SnapshotNode>();
  const rows = db
    .prepare('SELECT id, parent_id, level, slug, search_words, accessory FROM nav_node ORDER BY level, position, slug')
    .all() as {
    id: number;
    parent_id: number | null;
    level: 1 | 2 | 3;
    slug: string;
    search_words: string;
    accessory: 0 | 1;
  }[];
  const menus: SnapshotNode[] = [];
  for (const row of rows) {
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    const node: SnapshotNode = {
      id: row.id,
      parentId: row.parent_id,
      level: row.level,
      slug: row.slug,
      path: `${parent?.path ?? ''}/${row.slug}`,
      names: emptyNames(),
      searchWords: row.search_words.split(' ').filter(Boolean),
      accessory: row.accessory === 1,
      children: [],
      products: [],
    };
    nodes.set(row.id, node);
    if (parent) parent.children.push(node);
    else menus.push(node);
  }
  for (const row of db.prepare('SELECT node_id, locale, name FROM nav_node_name').iterate() as Iterable<{
    node_id: number;
    locale: Locale;
    name: string;
  }>) {
    const node = nodes.get(row.node_id);
    if (node && row.locale in node.names) node.names[row.locale] = row.name;
  }
  return { menus, categories: menus.flatMap((menu) => menu.children.flatMap((subMenu) => subMenu.children)) };
}

function readSpecLabels(db: Db): Snapshot['specLabels'] {
  const labels: Snapshot['specLabels'] = new Map();
  for (const row of db.prepare('SELECT key, locale, label, unit FROM spec_label').iterate() as Iterable<{
    key: string;
    locale: Locale;
    label: string;
    unit: string;
  }>) {
    let entry = labels.get(row.key);
    if (!entry) labels.set(row.key, (entry = { unit: row.unit, names: emptyNames() }));
    entry.names[row.locale] = row.label;
  }
  return labels;
}

const EMPTY_HISTORY: PackedHistory = new Uint32Array(0);

/** Every listed offer's change points in one ordered pass (no query per product), packed per offer. */
function readHistories(db: Db, country: Country, byOffer: Map<number, SnapshotOffer>): void {
  // Rows as arrays: better-sqlite3 makes no object with named keys for each of the half a million
  // points (1.2 s against 1.7-2.2 s at 20,000 products).
  const rows = db
    .prepare(
      `SELECT h.offer_id, h.at, h.price_minor, h.sale_price_minor, h.shipping_minor, h.currency, h.availability,
       h.delivery_min_days, h.delivery_max_days
     FROM price_history h JOIN offer o ON o.id = h.offer_id JOIN shop s ON s.id = o.shop_id
     WHERE s.country = ? AND o.gone_at IS NULL
     ORDER BY h.offer_id, h.at`,
    )
    .raw(true);
  const packer = new HistoryPacker();
  let current: SnapshotOffer | undefined;
  type Row = [
    number,
    string,
    number,
    number | null,
    number,
    HistoryRow['currency'],
    HistoryRow['availability'],
    number | null,
    number | null,
  ];
  for (const [offerId, at, price, sale, shipping, currency, availability, minDays, maxDays] of rows.iterate(country) as Iterable<Row>) {
    const offer = byOffer.get(offerId);
    if (offer !== current) {
      if (current) current.history = packer.take();
      current = offer;
    }
    if (offer) {
      packer.add({
        at,
        price_minor: price,
        sale_price_minor: sale,
        shipping_minor: shipping,
        currency,
        availability,
        delivery_min_days: minDays,
        delivery_max_days: maxDays,
      });
    }
  }
  if (current) current.history = packer.take();
}

/**
 * One copy of each repeated text (SQLite hands every row its own): shop names, brands, feed
 * times, spec keys and values: memory grows with the distinct texts, not with the rows (docs/benchmarks.md).
 */
function interner(): <T extends string>(text: T) => T {
  const texts = new Map<string, string>();
  return <T extends string>(text: T): T => {
    const known = texts.get(text);
    if (known !== undefined) return known as T;
    texts.set(text, text);
    return text;
  };
}

/** Gives the site's products their variant values, and their family where two or more of its members are on sale on the site. */
function linkFamilies(
  read: ReturnType<typeof readFamilies>,
  products: Map<number, SnapshotProduct>,
  same: <T extends string>(text: T) => T,
): void {
  for (const [id, values] of read.values) {
    const product = products.get(id);
    if (product) for (const [axis, value] of Object.entries(values) as [VariantAxis, string][]) product.variant[axis] = same(value);
  }
  for (const { name, members } of read.families) {
    const onSite = members.map((id) => products.get(id)).filter((product): product is SnapshotProduct => product !== undefined);
    if (onSite.length < 2) continue;
    const family: SnapshotFamily = { name, members: onSite.sort((a, b) => a.name.localeCompare(b.name, 'en')) };
    for (const member of onSite) member.family = family;
  }
}

/** Reads the catalogue for one country: the tree, the products on sale there and their current offers. */
export function readSnapshot(db: Db, country: Country): Snapshot {
  const same = interner();
  const { menus, categories } = readTree(db);
  const byCategory = new Map(categories.map((node) => [node.id, node]));
  const all = new Map<number, { product: SnapshotProduct; categoryId: number }>();
  for (const p of db
    .prepare('SELECT id, category_id, slug, brand, name, gtin, mpn, image FROM product')
    .iterate() as Iterable<ProductRow>) {
    const product: SnapshotProduct = {
      id: p.id,
      slug: p.slug,
      brand: same(p.brand),
      name: p.name,
      gtin: p.gtin,
      mpn: p.mpn,
      image: p.image ?? '',
      specs: [],
      offers: [],
      variant: {},
      family: null,
    };
    all.set(p.id, { product, categoryId: p.category_id });
  }
  const products = new Map<number, SnapshotProduct>();
  const offers = db.prepare(
    `SELECT o.id, o.product_id, s.id AS shop_id, s.name AS shop, o.price_minor, o.sale_price_minor, o.currency, o.shipping_minor, o.availability, o.url, o.last_seen, o.matched_by, o.match_evidence,
       o.delivery_min_days, o.delivery_max_days,
       (SELECT max(h.at) FROM price_history h WHERE h.offer_id = o.id) AS changed_at
     FROM offer o JOIN shop s ON s.id = o.shop_id
     WHERE s.country = ? AND o.gone_at IS NULL
     ORDER BY o.product_id, o.id`,
  );
  const byOffer = new Map<number, SnapshotOffer>();
  const shopFeeds = new Map<string, string>();
  for (const row of offers.iterate(country) as Iterable<CurrentOffer>) {
    if (row.last_seen > (shopFeeds.get(row.shop_id) ?? '')) shopFeeds.set(row.shop_id, row.last_seen);
    let product = products.get(row.product_id);
    if (!product) {
      const entry = all.get(row.product_id);
      const category = entry && byCategory.get(entry.categoryId);
      if (!entry || !category) continue;
      product = entry.product;
      products.set(product.id, product);
      category.products.push(product);
    }
    const offer: SnapshotOffer = {
      shopId: same(row.shop_id),
      shop: same(row.shop),
      priceMinor: effectivePriceMinor(row.price_minor, row.sale_price_minor),
      currency: same(row.currency),
      shippingMinor: row.shipping_minor,
      delivery: deliveryOf(row.delivery_min_days, row.delivery_max_days),
      availability: same(row.availability),
      url: row.url,
      lastSeen: same(row.last_seen),
      changedAt: same(row.changed_at),
      matchedBy: same(row.matched_by),
      matchEvidence: row.match_evidence === null ? null : same(row.match_evidence),
      history: EMPTY_HISTORY,
    };
    product.offers.push(offer);
    byOffer.set(row.id, offer);
  }
  // The site's as-of: the latest feed of its own shops. Feed times are never stored later than
  // their ingest (checkFeedTime), so no shop's clock can move it past the moment data arrived.
  let asOf = new Date(0).toISOString();
  for (const seen of shopFeeds.values()) if (seen > asOf) asOf = seen;
  readHistories(db, country, byOffer);
  for (const row of db.prepare('SELECT product_id, key, value FROM product_spec ORDER BY product_id, position').iterate() as Iterable<{
    product_id: number;
    key: string;
    value: string;
  }>) {
    products.get(row.product_id)?.specs.push({ key: same(row.key), value: same(row.value) });
  }
  linkFamilies(readFamilies(db), products, same);
  for (const category of categories) category.products.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {
    menus,
    categories,
    specLabels: readSpecLabels(db),
    asOf,
    otherMarket: readMarketPrices(db, otherCountry(country)),
    shopFeeds,
    shops: readSiteShops(db, country, new Date(Date.parse(asOf) - (YEAR_DAYS + 1) * DAY_MS).toISOString()),
    redirects: readRedirects(db, categories),
  };
}
