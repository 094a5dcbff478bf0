import type { InferOutput } from 'valibot';
import type { FacetSchema } from './facet-schema.ts';

/** The sorts a category offers; the first is the default, the order pages are prerendered in. */
export const SORTS = ['offers', 'price-asc', 'price-desc', 'total', 'drop', 'newest'] as const;

export type SortKey = (typeof SORTS)[number];

export const DEFAULT_SORT: SortKey = 'offers';

/** A category's list file, beside its unprefixed page: `<category>/list.json`. */
export const LIST_FILE = 'list.json';

/** Cards on one page of a category, prerendered or filtered. */
export const PAGE_SIZE = 48;

/** At most this many values per facet (the most common), so a value is a bit of a 31-bit mask. */
export const MAX_FACET_VALUES = 30;

export type FacetValue = Facet['values'][number];

/** A facet as the category payload carries it (facet-schema.ts). */
export type Facet = InferOutput<typeof FacetSchema>;
