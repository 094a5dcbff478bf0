import type { Site } from '../../sites/index.ts';
import { marketDropPercent } from '../../src/domain/drop.ts';
import type { FiguresSpan } from '../../src/domain/price-check.ts';
import { offerFacts, type OfferFacts } from '../../src/domain/shop-facts.ts';
import type { ShopHistory } from '../../src/domain/history.ts';
import { shopRecord, type ShopRecord } from '../../src/domain/shop-record.ts';
import { productHistories } from '../catalogue/product-histories.ts';
import type { SiteShop } from '../catalogue/shops.ts';
import type { Snapshot, SnapshotNode, SnapshotOffer, SnapshotProduct } from '../catalogue/snapshot.ts';

/** Enough brands to be useful without JavaScript; bounded however large the catalogue grows. */
export const TOP_BRANDS = 12;
export const BRAND_CATEGORIES = 3;

export interface BrandTally {
  name: string;
  products: number;
  categories: SnapshotNode[];
}

export interface ShopOffers {
  /** Each offer with its product, whose histories are unpacked only for the shop's record. */
  offers: { offer: SnapshotOffer; product: SnapshotProduct; index: number; category: number }[];
  categories: Set<number>;
}

/**
 * What a site's pages share that is worked out from its whole snapshot, once per build (or per
 * dev request): each part when first asked for, so that a build that carries a page over never
 * pays for what only that page needed. Built right after `readSnapshot`; a new snapshot, a new index.
 */
export class SiteIndex {
  #categoryOf?: Map<SnapshotProduct, SnapshotNode>;
  #shopOffers?: Map<string, ShopOffers>;
  #brands?: BrandTally[];
  readonly #drops = new Map<SnapshotProduct, number>();
  readonly #figures = new Map<SnapshotProduct, FiguresSpan>();
  #offerFacts?: Map<string, OfferFacts | null>;
  readonly #records = new Map<string, ShopRecord>();

  constructor(
    readonly snapshot: Snapshot,
    readonly site: Site,
  ) {}

  /** The category a product is listed in: a family's members may be in other categories (a family set by hand). */
  categoryOf(product: SnapshotProduct): SnapshotNode {
    this.#categoryOf ??= new Map(
      this.snapshot.categories.flatMap((category) => category.products.map((member) => [member, category] as const)),
    );
    return this.#categoryOf.get(product) as SnapshotNode;
  }

  /** A shop's listed offers on the site and the categories they are in. */
  shopOffers(shopId: string): ShopOffers | undefined {
    if (!this.#shopOffers) {
      const byShop = new Map<string, ShopOffers>(this.snapshot.shops.map((shop) => [shop.id, { offers: [], categories: new Set() }]));
      for (const category of this.snapshot.categories) {
        for (const product of category.products) {
          product.offers.forEach((offer, index) => {
            const entry = byShop.get(offer.shopId);
            entry?.offers.push({ offer, product, index, category: category.id });
            entry?.categories.add(category.id);
          });
        }
      }
      this.#shopOffers = byShop;
    }
    return this.#shopOffers.get(shopId);
  }

  /** The product's honest drop in whole percent (src/domain/drop.ts); 0 when none. */
  drop(product: SnapshotProduct): number {
    let percent = this.#drops.get(product);
    if (percent === undefined) {
      percent = marketDropPercent(productHistories(product), this.site.currency);
      this.#drops.set(product, percent);
    }
    return percent;
  }

  /** A drop known without judging the histories again (the live build's, for the same offers and code: carryDrop). */
  knowDrop(product: SnapshotProduct, percent: number): void {
    this.#drops.set(product, percent);
  }

  /** What an offer row shows of its shop's facts (src/domain/shop-facts.ts); null when none. */
  offerFacts(shopId: string): OfferFacts | null {
    this.#offerFacts ??= new Map(this.snapshot.shops.map((shop) => [shop.id, offerFacts(shop.facts, this.site.country)]));
    return this.#offerFacts.get(shopId) ?? null;
  }

  /** The days the product's price check holds its figures (payloads/price-history.ts's productFigures): `work` out when not known. */
  figures(product: SnapshotProduct, work: () => FiguresSpan): FiguresSpan {
    let span = this.#figures.get(product);
    if (!span) this.#figures.set(product, (span = work()));
    return span;
  }

  /** The figures' span the live build noted, while it lasts (carryArticle). */
  knowFigures(product: SnapshotProduct, span: FiguresSpan): void {
    this.#figures.set(product, span);
  }

  /** A shop's record over the year (src/domain/shop-record.ts): the same in every language. */
  shopRecord(shop: SiteShop): ShopRecord {
    let record = this.#records.get(shop.id);
    if (!record) {
      const offers = this.shopOffers(shop.id)?.offers ?? [];
      record = shopRecord(
        {
          feeds: shop.feeds,
          offers: offers.map(({ offer, product, index }) => ({
            history: productHistories(product)[index] as ShopHistory,
            lastSeen: offer.lastSeen,
          })),
        },
        this.site.currency,
        this.snapshot.asOf,
      );
      this.#records.set(shop.id, record);
    }
    return record;
  }

  /** The brands with most products, each with the categories holding most of them: the same in every locale. */
  topBrands(): BrandTally[] {
    this.#brands ??= tallyBrands(this.snapshot);
    return this.#brands;
  }
}

function tallyBrands(snapshot: Snapshot): BrandTally[] {
  const counts = new Map<string, Map<SnapshotNode, number>>();
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      if (!product.brand) continue;
      const perCategory = counts.get(product.brand) ?? new Map<SnapshotNode, number>();
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      counts.set(product.brand, perCategory);
    }
  }
  return [...counts]
    .map(([name, perCategory]) => ({
      name,
      products: [...perCategory.values()].reduce((sum, count) => sum + count, 0),
      // A stable sort: equal counts keep the catalogue's category order.
      categories: [...perCategory]
        .sort((a, b) => b[1] - a[1])
        .slice(0, BRAND_CATEGORIES)
        .map(([category]) => category),
    }))
    .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name))
    .slice(0, TOP_BRANDS);
}
