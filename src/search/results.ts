import { compareText } from '../lib/compare-text.ts';
import { hasBounds, NO_BOUNDS, type PriceBounds } from '../catalogue-list/price-bounds.ts';
import { docFamilyKey, type IndexSource, type SearchDoc, type SearchMeta } from './index-format.ts';
import { familyLeaders } from './families.ts';
import { describeMatches, type Matches, type OrderColumn } from './match-columns.ts';
import { sortByPrice, sortByPriceBands } from './price-order.ts';
import { loadDocs, rankProducts } from './query.ts';

export type SearchSort = 'relevance' | 'price-asc' | 'price-desc' | 'total';

export interface SearchFilters {
  category: string | null;
  brand: string | null;
  /** Typed bounds of the lowest price, in whole units of the site's currency. */
  price: PriceBounds;
  /** Only what a shop sells now (in stock or to order). */
  buyable: boolean;
  sort: SearchSort;
  /** Only what one buyable offer delivers within this many working days (a DELIVERY_WITHIN choice); null: any. */
  within: number | null;
}

export const NO_FILTERS: SearchFilters = Object.freeze({
  category: null,
  brand: null,
  price: NO_BOUNDS,
  buyable: false,
  sort: 'relevance',
  within: null,
});

/** How many filters narrow the matches (the order does not): the Filters button says it. */
export function filtersCount(filters: SearchFilters): number {
  return [filters.category !== null, filters.brand !== null, hasBounds(filters.price), filters.buyable, filters.within !== null].filter(
    Boolean,
  ).length;
}

/** Whether any filter narrows the matches. */
export function filtersOn(filters: SearchFilters): boolean {
  return filtersCount(filters) > 0;
}

export interface Facet {
  value: string;
  label: string;
  count: number;
}

export interface SearchResults {
  /** Every product the query matched, a family counted once. */
  total: number;
  /** How many of them pass the filters (a family when any of its matching members does). */
  shown: number;
  docs: SearchDoc[];
  categories: Facet[];
  brands: Facet[];
  /** How many a shop sells now, within the other filters. */
  buyable: number;
}

/** Facets of the matches at `positions`, most products first. */
function countBy(positions: number[], values: number[], facetOf: (index: number) => Omit<Facet, 'count'> | undefined): Facet[] {
  const counts = new Map<number, number>();
  for (const position of positions) counts.set(values[position] as number, (counts.get(values[position] as number) ?? 0) + 1);
  const facets: Facet[] = [];
  for (const [index, count] of counts) {
    const facet = facetOf(index);
    if (facet) facets.push({ ...facet, count });
  }
  return facets.sort((a, b) => b.count - a.count || compareText(a.label, b.label));
}

/** The positions of the picked matches in the chosen order (the first `limit` of it exact). */
async function order(source: IndexSource, matches: Matches, picked: number[], sort: SearchSort, limit: number): Promise<number[]> {
  if (sort === 'relevance') return picked;
  const direction = sort === 'price-desc' ? -1 : 1;
  const values = sort === 'total' ? matches.total : matches.price;
  if (values) return sortByPrice(picked, (position) => values[position] as number, direction);
  const readBand = (band: number) => (sort === 'total' ? source.totalBand(band) : source.priceBand(band));
  return sortByPriceBands(readBand, matches.ids, matches.band ?? [], picked, direction, limit);
}

/** What the order sorts by: nothing for relevance, the lowest total with delivery, or the lowest price. */
function orderColumn(sort: SearchSort): OrderColumn {
  return sort === 'relevance' ? null : sort === 'total' ? 'total' : 'price';
}

function chosenIndex(names: string[], chosen: string | null): number | null {
  return chosen === null ? null : names.indexOf(chosen);
}

type Filter = 'category' | 'brand' | 'price' | 'stock' | 'delivery';

function filterAndCount(meta: SearchMeta, matches: Matches, filters: SearchFilters) {
  const category = chosenIndex(
    meta.categories.map(([, path]) => path),
    filters.category,
  );
  const brand = chosenIndex(meta.brands, filters.brand);
  const fits: Record<Filter, (position: number) => boolean> = {
    category: (position) => category === null || matches.category[position] === category,
    brand: (position) => brand === null || matches.brand[position] === brand,
    price: (position) => matches.inBounds[position] === true,
    stock: (position) => !filters.buyable || matches.buyable[position] === true,
    delivery: (position) => matches.inDelivery[position] === true,
  };
  const all = Object.keys(fits) as Filter[];
  // Each facet counts within the other filters, so that its own choices stay visible; a family
  // counts once, led by its first member (in rank order) that passes them.
  const passing = (but: Filter | null) =>
    matches.ids.flatMap((_, position) => (all.every((name) => name === but || fits[name](position)) ? [position] : []));
  const within = (but: Filter | null) => familyLeaders(passing(but), matches.family);
  return {
    total: familyLeaders(
      matches.ids.map((_, position) => position),
      matches.family,
    ).length,
    picked: within(null),
    categories: countBy(within('category'), matches.category, (index) => {
      const [label, value] = meta.categories[index] ?? [];
      return value === undefined || label === undefined ? undefined : { value, label };
    }),
    brands: countBy(within('brand'), matches.brand, (index) => {
      const name = meta.brands[index];
      return name === undefined ? undefined : { value: name, label: name };
    }),
    buyable: familyLeaders(
      passing('stock').filter((position) => matches.buyable[position]),
      matches.family,
    ).length,
  };
}

/**
 * The documents of the first `count` cards of a query in its own order with no filter, as far as
 * the term shards brought them: the first card's picture can be asked for before the rest of the
 * results are worked out. Stops at the first card whose document is not known.
 */
function leadingDocs(ids: number[], docs: ReadonlyMap<number, SearchDoc>, count: number): SearchDoc[] {
  const families = new Set<number>();
  const leading: SearchDoc[] = [];
  for (const id of ids) {
    const doc = docs.get(id);
    if (!doc || leading.length === count) break;
    if (families.has(docFamilyKey(doc, id))) continue;
    families.add(docFamilyKey(doc, id));
    leading.push(doc);
  }
  return leading;
}

/**
 * The latest answers of an index (by its meta, one object per page load), by query, filters and
 * limit: the search page's early script works the URL's query out while the page hydrates, and
 * the results view then finds it done rather than working it out again. A failed answer is
 * forgotten, so that a retry works it out afresh.
 */
const answers = new WeakMap<SearchMeta, Map<string, Promise<SearchResults>>>();
const ANSWERS_KEPT = 8;

/** The answer kept for `key` in `meta`'s index, else `work`'s, kept. */
function keptAnswer(meta: SearchMeta, key: string, work: () => Promise<SearchResults>): Promise<SearchResults> {
  let kept = answers.get(meta);
  if (!kept) answers.set(meta, (kept = new Map<string, Promise<SearchResults>>()));
  let answer = kept.get(key);
  if (!answer) {
    answer = work();
    kept.set(key, answer);
    answer.catch(() => kept.delete(key));
    if (kept.size > ANSWERS_KEPT) kept.delete(kept.keys().next().value as string);
  }
  return answer;
}

/**
 * The results page's view of a query: the count, facets by category, brand and availability, and the first
 * `limit` cards in the chosen order, all over every match.
 */
export function searchResults(
  source: IndexSource,
  query: string,
  filters: SearchFilters,
  limit: number,
  /** Told the first cards' documents as soon as they are known, when the order is the query's own and nothing filters. */
  onLeading?: (docs: SearchDoc[]) => void,
): Promise<SearchResults> {
  return keptAnswer(source.meta, JSON.stringify([query, filters, limit]), async () => {
    const { ids, docs } = await rankProducts(source, query);
    if (onLeading && filters.sort === 'relevance' && !filtersOn(filters)) onLeading(leadingDocs(ids, docs, 2));
    const matches = await describeMatches(
      source,
      ids,
      docs,
      { by: orderColumn(filters.sort), bounds: filters.price, within: filters.within },
      limit,
    );
    const { picked, total, ...facets } = filterAndCount(source.meta, matches, filters);
    const ordered = await order(source, matches, picked, filters.sort, limit);
    const cards = ordered.slice(0, limit).map((position) => ids[position] as number);
    return { total, shown: picked.length, docs: await loadDocs(source, cards, docs), ...facets };
  });
}
