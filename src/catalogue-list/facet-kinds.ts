/** What a facet filters by; a facet's kind names its texts. */
export const FACET_KINDS = ['brand', 'price', 'shop', 'stock', 'spec'] as const;

export type FacetKind = (typeof FACET_KINDS)[number];

/**
 * Price ranges show no counts, as Amazon's and Google Shopping's do not: they split a category
 * into about equal fifths by design, so a count says little, and it is the count that moves most
 * from day to day (a product crossing a bound); shown on every page of a category, it made a
 * day's rebuild render a fifth more category pages (docs/decisions/012-category-pages.md).
 */
export const showsCounts = (kind: FacetKind): boolean => kind !== 'price';
