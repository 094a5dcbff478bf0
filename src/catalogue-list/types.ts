import type { Currency } from '../../sites/index.ts';

/** The sorts a category offers; the first is the default, the order pages are prerendered in. */
export const SORTS = ['offers', 'price-asc', 'price-desc', 'drop', 'newest'] as const;

export type SortKey = (typeof SORTS)[number];

export const DEFAULT_SORT: SortKey = 'offers';

/** A category's list file, beside its unprefixed page: `<category>/list.json`. */
export const LIST_FILE = 'list.json';

/** Cards on one page of a category, prerendered or filtered. */
export const PAGE_SIZE = 48;

/** At most this many values per facet (the most common), so a value is a bit of a 31-bit mask. */
export const MAX_FACET_VALUES = 30;

export const FACET_KINDS = ['brand', 'price', 'shop', 'stock', 'spec'] as const;

export type FacetKind = (typeof FACET_KINDS)[number];

export interface FacetValue {
  /** What the URL says: a brand, `0-450` (major units), a shop id, `in_stock`, a spec value. */
  id: string;
  /** Shown as is; brand and stock values are shown from their id (stock through the messages). */
  label?: string;
  /** Products with this value and no filter on; none on price ranges (`showsCounts`). */
  count?: number;
}

/**
 * Price ranges show no counts, as Amazon's and Google Shopping's do not: they split a category
 * into about equal fifths by design, so a count says little, and it is the count that moves most
 * from day to day (a product crossing a bound); shown on every page of a category, it made a
 * day's rebuild render a fifth more category pages (docs/decisions/012-category-pages.md).
 */
export const showsCounts = (kind: FacetKind): boolean => kind !== 'price';

/** A facet as the category payload carries it: the values and their counts with no filter on. */
export interface Facet {
  /** The query parameter: `brand`, `price`, `shop`, `stock`, or `s-<spec key>`. */
  key: string;
  kind: FacetKind;
  /** The spec's label in the page's language (spec facets only). */
  label?: string;
  values: FacetValue[];
}

/**
 * A category's products in columns (`<category>/list.json`, one per site): the cards of every
 * product in the default order, the sort keys, and per facet which value each product has.
 */
export interface CategoryList {
  /** The category's unprefixed path; a product's path is `<path>/<item>`. */
  path: string;
  currency: Currency;
  /** `<id>-<slug>` per product. */
  items: string[];
  names: string[];
  images: string[];
  /** Lowest price in minor units of `currency`, or -1 when nothing is buyable. */
  prices: number[];
  shops: number[];
  /** The card's honest drop in whole percent, 0 when none. */
  drops: number[];
  /** Day (days since 1970-01-01) the product was first listed on the site. */
  listed: number[];
  /** The card's key specs (ProductCardData's `specs`), none for a product without them. */
  specs: string[][];
  facets: ListFacet[];
}

export interface ListFacet {
  key: string;
  /** Value ids, in the payload facet's order. */
  values: string[];
  /** Per product: the value's index (-1 none), or with `multi` a bit mask of value indexes (shops). */
  multi: boolean;
  column: number[];
}
