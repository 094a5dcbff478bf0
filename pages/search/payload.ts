import * as v from 'valibot';
import { BasePayloadSchema, NavLinkSchema } from '../../src/components/payload-parts.ts';

/** A brand and the categories that carry most of its products. */
const BrandLinksSchema = v.object({ name: v.string(), categories: v.array(NavLinkSchema) });
export type BrandLinks = v.InferOutput<typeof BrandLinksSchema>;

/** The language's entry of the search index (src/search/index-format.ts, SearchMeta). */
const IndexEntrySchema = v.object({
  version: v.string(),
  keys: v.array(v.string()),
  products: v.number(),
  categories: v.array(v.tuple([v.string(), v.string()])),
  brands: v.array(v.string()),
});

/**
 * Results come from the site's search index (src/search/) after mount. The payload carries the
 * layout; the index's entry in its language, which a query reads first, so that the page has it
 * in its HTML (docs/decisions/072-search-page-carries-its-index-entry.md); and, for a browser
 * without JavaScript, the brands with most products: a bounded list.
 */
export const SearchPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('search'),
  index: IndexEntrySchema,
  brands: v.array(BrandLinksSchema),
});
export type SearchPayload = v.InferOutput<typeof SearchPayloadSchema>;
