import type { InferOutput } from 'valibot';
import type { Currency } from '../../sites/index.ts';
import type { FamilySpan } from '../domain/family.ts';
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
  /** Lowest total with delivery (src/domain/offers.ts) in minor units of `currency`, or -1 when nothing is buyable. */
  totals: number[];
  shops: number[];
  /** The card's honest drop in whole percent, 0 when none. */
  drops: number[];
  /** Day (days since 1970-01-01) the product was first listed on the site. */
  listed: number[];
  /** The card's key specs (ProductCardData's `specs`), none for a product without them. */
  specs: string[][];
  facets: ListFacet[];
  /** Per product, its family's index in `families`; -1 when it is alone. A family's products are next to each other. */
  family: number[];
  /** The families of the list: what their cards show besides their cheapest variant's (ProductCardData `family`), and their shops. */
  families: ListFamily[];
}

export interface ListFamily {
  name: string;
  /** Shops that sell any of its variants. */
  shops: number;
  variants: number;
  spans: FamilySpan[];
}

export interface ListFacet {
  key: string;
  /** Value ids, in the payload facet's order. */
  values: string[];
  /** Per product: the value's index (-1 none), or with `multi` a bit mask of value indexes (shops). */
  multi: boolean;
  column: number[];
}
