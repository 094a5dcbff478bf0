/** What a facet filters by; a facet's kind names its texts. */
export const FACET_KINDS = ['brand', 'price', 'shop', 'stock', 'spec', 'delivery'] as const;

export type FacetKind = (typeof FACET_KINDS)[number];

/**
 * Price ranges show no counts, as Amazon's and Google Shopping's do not: they split a category
 * into about equal fifths by design, so a count says little, and it is the count that moves most
 * from day to day (a product crossing a bound); shown on every page of a category, it made a
 * day's rebuild render a fifth more category pages (docs/decisions/012-category-pages.md).
 */
export const showsCounts = (kind: FacetKind): boolean => kind !== 'price';

/**
 * "Delivers within N days" takes one choice: the choices nest (within 2 days is within 3), so a
 * second would only widen the first. Choosing another replaces it.
 */
export const choosesOne = (kind: FacetKind | undefined): boolean => kind === 'delivery';
