import * as v from 'valibot';
import { BasePayloadSchema, HttpUrlSchema, InternalPathSchema, NavLinkSchema } from '../../src/components/payload-parts.ts';
import { AVAILABILITIES } from '../../src/domain/availability.ts';
import { VARIANT_AXES } from '../../src/domain/family.ts';
import { MATCHED_BY } from '../../src/domain/matched-by.ts';
import { OfferFactsSchema } from '../../src/domain/shop-facts.ts';
import {
  DeliveryDaysSchema,
  MoneySchema,
  PriceCheckSchema,
  PriceHistorySchema,
  TimeSchema,
  WholeSchema,
} from '../../src/domain/schemas.ts';

/** The reduction a shop advertises now (src/domain/discount.ts), in whole percentage points. */
const OfferDiscountSchema = v.object({
  /** Against the shop's regular price during a sale, else the price before the drop. */
  claimed: WholeSchema,
  /** Against the shop's lowest price of the 30 days before the reduction (negative: above it); null without a day of history then. */
  honest: v.nullable(WholeSchema),
  /** The claimed discount is more than 5 points above the honest one. */
  fake: v.boolean(),
});
export type OfferDiscount = v.InferOutput<typeof OfferDiscountSchema>;

/** The longest match evidence a page takes, as the catalogue bounds it (migration 007). */
const MATCH_EVIDENCE_MAX = 80;

const OfferRowSchema = v.object({
  shop: v.string(),
  shopId: v.string(),
  price: MoneySchema,
  shipping: MoneySchema,
  total: MoneySchema,
  /** The shop priced it in the other currency; shown converted at the display rate. */
  converted: v.boolean(),
  availability: v.picklist(AVAILABILITIES),
  /** Outbound link to the shop, http(s) only. */
  url: HttpUrlSchema,
  /**
   * ISO time the shop's feed last confirmed the offer; null while the offer is in its shop's
   * latest feed and fresh (that feed's time is in `builds/freshness.json`, so the payload stays
   * the same while the shop keeps confirming it).
   */
  lastSeen: v.nullable(TimeSchema),
  /** Not confirmed for more than 3 days before the catalogue's newest change; listed after the fresh offers. */
  stale: v.boolean(),
  matchedBy: v.picklist(MATCHED_BY),
  /**
   * The model code a `model-code` match rests on, shown with it (`SM-S921B`); null for the other
   * methods. It is the shop's feed's text: bounded here, and printed by React as text only.
   */
  matchEvidence: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(MATCH_EVIDENCE_MAX))),
  /** Null when the shop advertises no reduction. */
  discount: v.nullable(OfferDiscountSchema),
  /** Working days to arrive as the shop's feed states them (src/domain/delivery.ts); null when it says nothing. */
  delivery: v.nullable(DeliveryDaysSchema),
  /** What its shop told us that a shopper weighs at a glance (src/domain/shop-facts.ts); null when nothing. */
  facts: v.nullable(OfferFactsSchema),
});
export type OfferRow = v.InferOutput<typeof OfferRowSchema>;

/**
 * The product on the other site (cjenovnik.me / cjenovnik.ba), when it is listed there. Its
 * price there is not in the page: it is in `<product path>/other-market.json`, so that the other
 * site's daily price changes do not re-render this site's pages (docs/decisions/011-other-market.md).
 * Where the link may lead depends on the page context: `linksOnlyTo`.
 */
const OtherMarketSchema = v.object({
  /** The other site's domain. */
  domain: v.string(),
  /** The product's page there in this page's language: absolute, to `domain` only. */
  url: v.string(),
});
export type OtherMarket = v.InferOutput<typeof OtherMarketSchema>;

/**
 * Whether the link to the other site leads to exactly `domain` (the page context's other domain;
 * none: nowhere): absolute http(s), no credentials, no other port, already in its normal form, with
 * a path like an internal one.
 */
export function linksOnlyTo(market: OtherMarket, domain: string | undefined): boolean {
  if (!domain || market.domain !== domain) return false;
  let url: URL;
  try {
    url = new URL(market.url);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.host === domain &&
    url.href === market.url &&
    !url.username &&
    !url.password &&
    v.is(InternalPathSchema, url.pathname)
  );
}

/** The file beside a product's page (unprefixed: one per site) with its price on the other site. */
export const OTHER_MARKET_FILE = 'other-market.json';

/** What `OTHER_MARKET_FILE` holds. */
export const OtherMarketPriceSchema = v.object({
  /**
   * The lowest buyable price there: as that site shows it (`original`, its currency) and
   * converted into this site's currency at the display rate. Null when nothing there is buyable now.
   */
  lowest: v.nullable(v.object({ original: MoneySchema, converted: MoneySchema })),
});
export type OtherMarketPrice = v.InferOutput<typeof OtherMarketPriceSchema>;

/**
 * The product's family (src/domain/family.ts): per axis on which its members differ, the values,
 * each with the page of the member that has it and keeps this one's other values (null: no
 * shop sells that combination). The members' prices are in `file`, read after hydration, so a
 * member's daily price change rewrites one small file, not every member's page.
 */
export const FamilySchema = v.object({
  name: v.string(),
  /** `/family/<key>.json` (one per site): `FamilyPricesSchema`. */
  file: v.pipe(v.string(), v.regex(/^\/family\/\d+\.json$/)),
  axes: v.array(
    v.object({
      axis: v.picklist(VARIANT_AXES),
      /** `selected`: only on the current variant's option. */
      options: v.array(v.object({ value: v.string(), path: v.nullable(InternalPathSchema), selected: v.optional(v.literal(true)) })),
    }),
  ),
});
export type Family = v.InferOutput<typeof FamilySchema>;

/** A family's file: each member's lowest price by its page's path, as its card shows it (src/domain/offers.ts `lowestOfferPrice`); null without offers. */
export const FamilyPricesSchema = v.record(InternalPathSchema, v.nullable(MoneySchema));
export type FamilyPrices = v.InferOutput<typeof FamilyPricesSchema>;

/** Where a family's prices are: its key is the smallest product id among its members on the site. */
export function familyFile(key: number): string {
  return `/family/${key}.json`;
}

export const ArticlePayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('article'),
  menu: NavLinkSchema,
  subMenu: NavLinkSchema,
  category: NavLinkSchema,
  product: v.object({
    path: InternalPathSchema,
    name: v.string(),
    brand: v.string(),
    gtin: v.nullable(v.string()),
    mpn: v.nullable(v.string()),
    image: v.string(),
    /** `key` is the catalogue's spec key; `number` its value when that is a plain number (for the compare page). */
    specs: v.array(
      v.object({ key: v.optional(v.string()), label: v.string(), value: v.string(), number: v.optional(v.pipe(v.number(), v.finite())) }),
    ),
  }),
  lowest: v.nullable(MoneySchema),
  /** Cheapest total (price + shipping) first. */
  offers: v.array(OfferRowSchema),
  history: PriceHistorySchema,
  priceCheck: PriceCheckSchema,
  otherMarket: v.nullable(OtherMarketSchema),
  family: v.nullable(FamilySchema),
});
export type ArticlePayload = v.InferOutput<typeof ArticlePayloadSchema>;
