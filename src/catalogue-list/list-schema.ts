import * as v from 'valibot';
import { CURRENCIES } from '../../sites/countries.ts';
import { VARIANT_AXES } from '../domain/family.ts';
import { CountSchema, WholeSchema } from '../domain/schemas.ts';
import { MAX_FACET_VALUES } from './types.ts';

/*
 * The columns hold a value per product, thousands in a large category: they are checked by one
 * loop each rather than a schema per value, which was 8 times slower (docs/decisions/041-list-file-check.md).
 */
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const ints = (min: number) =>
  v.custom<number[]>((value) => Array.isArray(value) && value.every((item) => Number.isSafeInteger(item) && (item as number) >= min));
const strings = v.custom<string[]>(isStrings);

/** One path segment per product: no slash, backslash, query, fragment, space or control character. */
const ITEM = /^[^/\\?#\p{Cc} ]+$/u;
const items = v.custom<string[]>((value) => Array.isArray(value) && value.every((item) => typeof item === 'string' && ITEM.test(item)));

const ListFacetSchema = v.pipe(
  v.object({
    key: v.string(),
    /** Value ids, in the payload facet's order. */
    values: v.pipe(v.array(v.string()), v.maxLength(MAX_FACET_VALUES)),
    /** Per product: the value's index (-1 none), or with `multi` a bit mask of value indexes (shops). */
    multi: v.boolean(),
    column: ints(-1),
  }),
  v.check(({ values, multi, column }) => {
    const limit = multi ? 2 ** values.length : values.length;
    return column.every((cell) => cell < limit && (!multi || cell >= 0));
  }),
);

const ListFamilySchema = v.object({
  name: v.string(),
  /** Shops that sell any of its variants. */
  shops: CountSchema,
  variants: CountSchema,
  /** What its variants span (src/domain/family.ts `FamilySpan`). */
  spans: v.array(v.tuple([v.picklist(VARIANT_AXES), v.string(), v.string(), WholeSchema])),
});

const COLUMNS = ['names', 'images', 'prices', 'totals', 'shops', 'drops', 'listed', 'specs', 'family'] as const;

/**
 * A category's products in columns (`<category>/list.json`, one per site): the cards of every
 * product in the default order, the sort keys, and per facet which value each product has.
 * A fetched list passes only as the build writes it: columns of one length, value indexes inside
 * their facet, families that are in the list, product paths that stay inside the category.
 * Like the payload check, it keeps a wrong or hostile answer from reaching the page.
 */
export const CategoryListSchema = v.pipe(
  v.object({
    /** The category's unprefixed path; a product's path is `<path>/<item>`. */
    path: v.string(),
    currency: v.picklist(CURRENCIES),
    /** `<id>-<slug>` per product. */
    items,
    names: strings,
    images: strings,
    /** Lowest price in minor units of `currency`, or -1 when nothing is buyable. */
    prices: ints(-1),
    /** Lowest total with delivery (src/domain/offers.ts) in minor units of `currency`, or -1 when nothing is buyable. */
    totals: ints(-1),
    shops: ints(0),
    /** The card's honest drop in whole percent, 0 when none. */
    drops: ints(0),
    /** Day (days since 1970-01-01) the product was first listed on the site. */
    listed: ints(0),
    /** The card's key specs (ProductCardData's `specs`), none for a product without them. */
    specs: v.custom<string[][]>((value) => Array.isArray(value) && value.every(isStrings)),
    facets: v.array(ListFacetSchema),
    /** Per product, its family's index in `families`; -1 when it is alone. A family's products are next to each other. */
    family: ints(-1),
    /** The families of the list: what their cards show besides their cheapest variant's (ProductCardData `family`), and their shops. */
    families: v.array(ListFamilySchema),
  }),
  v.check((list) => {
    const n = list.items.length;
    return (
      COLUMNS.every((column) => list[column].length === n) &&
      list.facets.every((facet) => facet.column.length === n) &&
      list.family.every((family) => family < list.families.length)
    );
  }),
);

export type CategoryList = v.InferOutput<typeof CategoryListSchema>;
export type ListFacet = v.InferOutput<typeof ListFacetSchema>;
export type ListFamily = v.InferOutput<typeof ListFamilySchema>;

/** Whether a fetched `list.json` is the list of the category at `path`. */
export function isCategoryList(value: unknown, path: string): value is CategoryList {
  return v.is(CategoryListSchema, value) && value.path === path;
}
