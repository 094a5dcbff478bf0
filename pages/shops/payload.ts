import * as v from 'valibot';
import { BasePayloadSchema, HttpUrlSchema, InternalPathSchema } from '../../src/components/payload-parts.ts';
import { CountSchema, MoneySchema, ShopRecordSchema, TimeSchema } from '../../src/domain/schemas.ts';
import { ShopFactsSchema } from '../../src/domain/shop-facts.ts';

/** A shop as the shops list shows it. */
const ShopSummarySchema = v.object({
  /** The shop's id, as in its page's path and its feeds' folder. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/)),
  name: v.string(),
  /** Unprefixed path of its page (`/shops/<id>`). */
  path: InternalPathSchema,
  /** Its offers listed on this site, and the categories they are in. */
  offers: CountSchema,
  categories: CountSchema,
});
export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;

export const ShopsPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('shops'),
  shops: v.array(ShopSummarySchema),
});
export type ShopsPayload = v.InferOutput<typeof ShopsPayloadSchema>;

export const ShopPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('shop'),
  shop: v.object({
    ...ShopSummarySchema.entries,
    /** The shop's own site, http(s) only (null when what it gave is not such a link). */
    url: v.nullable(HttpUrlSchema),
    /** What its offers' delivery costs, lowest and highest (null: no offers); and its default for items whose feed says none. */
    shipping: v.nullable(v.object({ lowest: MoneySchema, highest: MoneySchema })),
    defaultShipping: MoneySchema,
    /** The site's as-of (ISO): the record runs to it. */
    asOf: TimeSchema,
    record: ShopRecordSchema,
    /** What the operator entered about it, only what the shop gave (src/domain/shop-facts.ts). */
    facts: ShopFactsSchema,
  }),
});
export type ShopPayload = v.InferOutput<typeof ShopPayloadSchema>;
