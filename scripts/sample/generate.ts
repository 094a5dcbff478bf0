import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { convertMoney } from '../../src/domain/money.ts';
import { cataloguePath, openCatalogue, type Db } from '../catalogue/db.ts';
import { groupFamilies } from '../catalogue/families.ts';
import { categoryIdBySlug, mapShopCategory, saveShopFacts } from '../catalogue/shops.ts';
import { upsertShop } from '../catalogue/store.ts';
import { ingestFeed } from '../ingest/ingest-feed.ts';
import { FEED_EXTENSIONS, writeFeed, type DeliveryPlan, type FeedLine } from './feed-writers.ts';
import type { Availability } from '../../src/domain/availability.ts';
import { simulatePrices, stateOn, type ChangePoint } from './history.ts';
import { countSampleProducts, createMaster, type MasterProduct } from './master.ts';
import { createRandom, hashString } from './random.ts';
import { applyScenario, SCENARIOS, scenarioOf, type Scenario, type ScenarioOffer } from './scenarios.ts';
import { itemIdentifiers, type ItemIdentifiers } from './identifiers.ts';
import { SHOP_TITLE_STYLES } from './shop-styles.ts';
import { shopTitle, type TitleStyle } from './shop-titles.ts';
import { SAMPLE_FACTS, SAMPLE_SHOPS, type SampleShop } from './shops.ts';
import { refreshPictures } from '../pictures/refresh.ts';
import { pictureSummary } from '../pictures/report.ts';
import { startPhotoServer, type PhotoSubject } from './photo-server.ts';
import { runCli } from '../cli.ts';

export interface SampleOptions {
  /** Products to generate; past the real models, variants repeat as numbered batches (benchmarks). */
  products?: number;
  seed?: number;
  /** The last day of the price history (ISO date). */
  asOf?: string;
  /** Days of history (365). */
  days?: number;
  /** The last this many days have daily feeds (120); before them, weekly feeds. */
  dailyDays?: number;
  /** Days between the feeds before the daily ones (7): longer for a large catalogue made quicker (benchmarks). */
  olderFeedEvery?: number;
  /** Scales how often offers' prices and stock change from day to day (1; history.ts). */
  changeRate?: number;
  /** The last this many feed days are written to `feeds/` but not ingested: a day's delivery for `npm run update` (0). */
  holdBack?: number;
  /** Runs the sample shops' photo host, links every line's picture on it and makes the pictures after the ingest, as the daily run does. */
  photos?: boolean;
  log?: (line: string) => void;
}

interface PlannedOffer {
  product: MasterProduct;
  points: ChangePoint[];
  /** The day the shop drops the item from its feed, if it does. */
  dropDay: number | null;
  /** The item's title and identifiers as the shop writes them (shop-titles.ts, identifiers.ts). */
  title: string;
  identifiers: ItemIdentifiers;
}

/**
 * Which products each shop carries and how its prices move over the year, with the cases of
 * `scenarios.ts` written into every third product (a product in the stale case is always
 * carried by the shop with partial feeds).
 */
function planOffers(products: MasterProduct[], seed: number, days: number, changeRate: number) {
  const plan = new Map<SampleShop, PlannedOffer[]>(SAMPLE_SHOPS.map((shop) => [shop, []]));
  const cases = Object.fromEntries(SCENARIOS.map((scenario) => [scenario, [] as number[]])) as Record<Scenario, number[]>;
  products.forEach((product, index) => {
    const random = createRandom(hashString(`${product.name}:${product.id}:${seed}`));
    const scenario = scenarioOf(index);
    const offers: (PlannedOffer & ScenarioOffer)[] = [];
    for (const shop of SAMPLE_SHOPS) {
      const carries = random.chance(shop.range);
      if (!carries && !(scenario === 'stale' && shop.partialFeed)) continue;
      const euros = product.price * shop.priceLevel * (0.97 + random.next() * 0.06);
      const list = convertMoney({ minor: Math.round(euros * 100), currency: 'EUR' }, shop.currency).minor / 100;
      // Shops list a product within a few weeks of its start (days/20 on a short history).
      const start = product.startDay + random.int(0, Math.min(20, Math.floor(days / 20)));
      const points = simulatePrices(random, list, start, days, changeRate);
      const dropDay = random.chance(0.03) ? random.int(Math.floor(days / 2), days - 1) : null;
      const titleRandom = createRandom(hashString(`${shop.id}:${product.id}:title`));
      const title = shopTitle(SHOP_TITLE_STYLES[shop.id] as TitleStyle, product.title, String(100_000 + product.id), titleRandom);
      offers.push({
        shop,
        product,
        points,
        dropDay,
        title,
        identifiers: itemIdentifiers(shop, product, scenario ? null : products[index + 1]),
      });
    }
    if (scenario && offers.length > 0) {
      applyScenario(scenario, offers, createRandom(hashString(`${product.id}:${seed}:${scenario}`)), days);
      cases[scenario].push(product.id);
    }
    for (const { shop, ...offer } of offers) plan.get(shop)?.push(offer);
  });
  return { plan, cases };
}

/**
 * A line's picture link: on the sample's photo host when it runs, else none. Lines name one photo
 * a brand in a category (no model): one a product would take most of the sample's time.
 */
type PhotoLink = (shopId: string, subject: PhotoSubject) => string | null;

function feedLines(shop: SampleShop, offers: PlannedOffer[], day: number, photo: PhotoLink): FeedLine[] {
  const lines: FeedLine[] = [];
  for (const { product, points, dropDay, title, identifiers } of offers) {
    const state = stateOn(points, day);
    if (!state || (dropDay !== null && day >= dropDay)) continue;
    lines.push({
      id: `${shop.id.slice(0, 3).toUpperCase()}-${product.id}`,
      title,
      link: `${shop.url}/proizvod/${product.slug}-${product.id}`,
      image: photo(shop.id, { brand: product.brand, model: '', category: product.categorySlug }),
      priceMinor: state.priceMinor,
      saleMinor: state.saleMinor,
      currency: shop.currency,
      availability: state.availability,
      ...identifiers,
      productType: product.shopCategory,
      shippingMinor: shop.shippingMinor,
      delivery: deliveryOn(shop, state.availability),
    });
  }
  return [...lines, ...accessories(shop, photo)];
}

/** What a shop ships in stock leaves at its own pace; what it must order first takes a working week longer to hand over. */
function deliveryOn(shop: SampleShop, availability: Availability): DeliveryPlan | null {
  if (!shop.delivery) return null;
  if (availability === 'in_stock' || availability === 'out_of_stock') return shop.delivery;
  const [min, max] = shop.delivery.handling;
  return { ...shop.delivery, handling: [min + 5, max + 5] };
}

/** Items every shop sells that the catalogue does not list: they wait in the review queue. */
function accessories(shop: SampleShop, photo: PhotoLink): FeedLine[] {
  return ['USB-C kabl 1 m', 'Zaštitno staklo za telefon'].map((title, index) => ({
    id: `${shop.id.slice(0, 3).toUpperCase()}-ACC-${index + 1}`,
    title,
    link: `${shop.url}/proizvod/dodatak-${index + 1}`,
    image: photo(shop.id, { brand: 'Generic', model: '', category: `dodatak-${index + 1}` }),
    priceMinor: shop.currency === 'EUR' ? 999 : 1990,
    saleMinor: null,
    currency: shop.currency,
    availability: 'in_stock',
    brand: 'Generic',
    gtin: null,
    mpn: `ACC-${index + 1}`,
    productType: 'Dodatna oprema',
    shippingMinor: shop.shippingMinor,
    delivery: deliveryOn(shop, 'in_stock'),
  }));
}

/** Registers the sample shops, each with its category names mapped to the catalogue's categories. */
export function registerSampleShops(db: Db, products: MasterProduct[]): void {
  const shopCategories = new Map(products.map((product) => [product.shopCategory, product.categorySlug]));
  for (const shop of SAMPLE_SHOPS) {
    upsertShop(db, shop);
    saveShopFacts(db, shop.id, SAMPLE_FACTS[shop.id] ?? {});
    for (const [source, slug] of shopCategories) {
      const category = categoryIdBySlug(db, slug);
      if (category !== undefined) mapShopCategory(db, shop.id, source, category);
    }
  }
}

/** Feed days: weekly (or every `every` days) over the older history, then daily for the last `dailyDays`. */
export function feedDays(days: number, dailyDays: number, every = 7): number[] {
  const result: number[] = [];
  const dailyFrom = Math.max(0, days - dailyDays);
  for (let day = 0; day < dailyFrom; day += every) result.push(day);
  for (let day = dailyFrom; day < days; day += 1) result.push(day);
  return result;
}

/**
 * Fills a fresh catalogue the way production fills it: the curated product master, the
 * shops registered, then every shop's daily feed (GMC RSS, Atom, TSV, CNJExport) written
 * and ingested in date order by the real ingest. The last day's feeds stay in `feedsDir`, and
 * so do the held-back days' (`holdBack`), not ingested.
 */
export async function generateSample(db: Db, dataDir: string, options: SampleOptions = {}) {
  const seed = options.seed ?? 1;
  const days = options.days ?? 365;
  const log = options.log ?? (() => {});
  const asOf = Date.parse(`${options.asOf ?? '2026-11-20'}T00:00:00.000Z`);
  const dayAt = (day: number) => new Date(asOf - (days - 1 - day) * 86_400_000).toISOString();
  const products = createMaster(db, join(dataDir, 'images'), createRandom(seed), options.products ?? countSampleProducts(), days, dayAt);
  // The curated catalogue has its families before any feed: matching tells a family's members apart by them.
  groupFamilies(db);
  registerSampleShops(db, products);
  const { plan, cases } = planOffers(products, seed, days, options.changeRate ?? 1);
  const feedsDir = join(dataDir, 'feeds');
  rmSync(feedsDir, { recursive: true, force: true });
  const photos = options.photos ? await startPhotoServer() : null;
  const photo: PhotoLink = photos ? (shopId, subject) => photos.link(shopId, subject) : () => null;
  const totals = { feeds: 0, items: 0, newOffers: 0, priceChanges: 0, rejected: 0, unmatched: 0 };
  const schedule = feedDays(days, options.dailyDays ?? 120, options.olderFeedEvery);
  const kept = schedule.slice(-Math.max(1, options.holdBack ?? 0));
  const heldBack = new Set(schedule.slice(schedule.length - (options.holdBack ?? 0)));
  for (const day of schedule) {
    const date = dayAt(day).slice(0, 10);
    for (const [shop, offers] of plan) {
      if (shop.feedStopsBeforeEnd !== undefined && day >= days - shop.feedStopsBeforeEnd) continue;
      const lines = feedLines(shop, offers, day, photo);
      if (lines.length === 0) continue;
      const file = join(feedsDir, shop.id, `${date}.${FEED_EXTENSIONS[shop.format]}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, writeFeed(shop.format, shop, dayAt(day), lines));
      if (heldBack.has(day)) continue;
      const report = await ingestFeed(db, { shopId: shop.id, file });
      if (!kept.includes(day)) rmSync(file);
      totals.feeds += 1;
      totals.items += report.items;
      totals.newOffers += report.newOffers;
      totals.priceChanges += report.priceChanges;
      totals.rejected += report.rejected;
      totals.unmatched += report.unmatched;
    }
    if (day % 30 === 0) log(`  ${date}: ${totals.feeds} feeds, ${totals.items} items ingested`);
  }
  // A shop whose feed stopped arriving sent none on the last day: no folder of examples.
  for (const shop of SAMPLE_SHOPS) {
    const dir = join(feedsDir, shop.id);
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
  groupFamilies(db);
  const pictures = photos ? await refreshPictures(db, { imagesDir: join(dataDir, 'images') }).finally(() => photos.close()) : null;
  return { products: products.length, ...totals, cases, pictures };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, seed: { type: 'string', default: '1' }, 'as-of': { type: 'string' } },
  });
  const path = cataloguePath();
  const dataDir = dirname(path);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  rmSync(join(dataDir, 'images'), { recursive: true, force: true });
  const started = performance.now();
  const db = openCatalogue(path);
  const result = await generateSample(db, dataDir, {
    products: values.products ? Number(values.products) : undefined,
    seed: Number(values.seed),
    asOf: values['as-of'],
    photos: true,
    log: console.log,
  });
  db.close();
  console.log(
    `Sample catalogue ${path}: ${result.products} products; ${result.feeds} shop feeds ingested (${result.items} items, ` +
      `${result.newOffers} new offers, ${result.priceChanges} changes, ${result.unmatched} unmatched, ${result.rejected} rejected) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s. Cases written in (products): ` +
      SCENARIOS.map((scenario) => `${scenario} ${result.cases[scenario].length}`).join(', '),
  );
  if (result.pictures) for (const line of pictureSummary(result.pictures)) console.log(line);
}

runCli(import.meta.url, main);
