import * as v from 'valibot';
import { VARIANT_AXES } from '../domain/family.ts';
import { CountSchema, MoneySchema } from '../domain/schemas.ts';
import { LOCALES } from '../i18n/locales.ts';
import { safeHttpUrl } from '../lib/safe-url.ts';

/*
 * The parts every screen's payload is made of, as schemas; their types are inferred from them.
 * Code that loads with a page imports the types only: the schemas load with the payload check
 * (docs/decisions/007-untrusted-input-in-the-browser.md).
 */

/**
 * An unprefixed path inside the site: one leading slash, never `//host` or `/\host`, and no
 * control character, space or backslash anywhere (browsers drop tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`).
 */
export const InternalPathSchema = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\p{Cc} \\]*$/u));

/** An absolute http(s) link, never `javascript:`, `data:` or relative. */
export const HttpUrlSchema = v.pipe(
  v.string(),
  v.check((value) => safeHttpUrl(value) !== null),
);

/** A link inside the site: `path` is unprefixed (`/racunari/laptopovi`); the locale is added when rendered. */
export const NavLinkSchema = v.object({ name: v.string(), path: InternalPathSchema });
export type NavLink = v.InferOutput<typeof NavLinkSchema>;

export const NavMenuSchema = v.object({ ...NavLinkSchema.entries, subMenus: v.array(NavLinkSchema) });
export type NavMenu = v.InferOutput<typeof NavMenuSchema>;

/** A shared menu file (scripts/prerender/payloads/common.ts, siteNav), and what it holds. */
export const NavSchema = v.array(NavMenuSchema);

/** What the shared layout shows; every payload carries it. */
export const BasePayloadSchema = v.object({
  locale: v.picklist(LOCALES),
  /**
   * The site's menu in this language is one shared, content-named file (`/nav/<locale>-<hash>.json`),
   * not repeated in every payload (docs/decisions/004-payloads-and-routes.md).
   */
  navFile: v.pipe(v.string(), v.regex(/^\/nav\/[\w-]+\.json$/)),
  /**
   * The menu itself: never in `_payload.json`. The prerender embeds it in the page with the payload
   * (the first page hydrates without a request), and the client's loader joins it from `navFile`.
   */
  nav: v.optional(NavSchema),
});
export type BasePayload = v.InferOutput<typeof BasePayloadSchema>;

/** A product as a card in a list. */
export const ProductCardSchema = v.object({
  path: InternalPathSchema,
  name: v.string(),
  image: v.string(),
  /** Lowest price among the offers, in the site's currency. */
  price: v.nullable(MoneySchema),
  /** Lowest total with delivery (src/domain/offers.ts), only where it differs from `price`. */
  total: v.optional(MoneySchema),
  /** Where the lowest total is the lowest price: the cheapest offer delivers free (a card says so). */
  freeDelivery: v.optional(v.literal(true)),
  shops: CountSchema,
  /** The product's honest drop (src/domain/drop.ts) in whole percent, only when > 0 (home page). */
  dropPercent: v.optional(v.pipe(v.number(), v.finite())),
  /** Up to three key specs (storage, memory, screen...), numbers in no language (src/lib/spec-value.ts); none when it has none. */
  specs: v.optional(v.array(v.string())),
  /**
   * A family's card (docs/decisions/036-product-families.md): the family's name, how many of its
   * variants the list has, and per axis on which they differ its first and last value and their
   * count. The card's path, name, price and total are its cheapest variant's (the one it leads to);
   * its shops are the family's.
   */
  family: v.optional(
    v.object({
      name: v.string(),
      variants: CountSchema,
      spans: v.array(v.tuple([v.picklist(VARIANT_AXES), v.string(), v.string(), CountSchema])),
    }),
  ),
});
export type ProductCardData = v.InferOutput<typeof ProductCardSchema>;

export const CategoryLinkSchema = v.object({ ...NavLinkSchema.entries, products: CountSchema });
export type CategoryLink = v.InferOutput<typeof CategoryLinkSchema>;
