import * as v from 'valibot';
import { BasePayloadSchema, NavLinkSchema } from '../../src/components/payload-parts.ts';

/** A brand and the categories that carry most of its products. */
const BrandLinksSchema = v.object({ name: v.string(), categories: v.array(NavLinkSchema) });
export type BrandLinks = v.InferOutput<typeof BrandLinksSchema>;

/**
 * Results come from the site's search index (src/search/) after mount. The payload carries the
 * layout and, for a browser without JavaScript, the brands with most products: a bounded list.
 */
export const SearchPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('search'),
  brands: v.array(BrandLinksSchema),
});
export type SearchPayload = v.InferOutput<typeof SearchPayloadSchema>;
