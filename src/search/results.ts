import type { IndexSource, SearchDoc, SearchMeta } from './index-format.ts';
import { sortByPrice, sortByPriceBands } from './price-order.ts';
import { loadDocs, rankProducts } from './query.ts';

export type SearchSort = 'relevance' | 'price-asc' | 'price-desc';

export interface SearchFilters {
  category: string | null;
  brand: string | null;
  sort: SearchSort;
}

export interface Facet {
  value: string;
  label: string;
  count: number;
}

export interface SearchResults {
  /** Every product the query matched. */
  total: number;
  /** How many of them pass the filters. */
  shown: number;
  docs: SearchDoc[];
  categories: Facet[];
  brands: Facet[];
}

/** Every match's category and brand (indexes into SearchMeta's lists) and price, in rank order. */
interface Matches {
  ids: number[];
  category: number[];
  brand: number[];
  /** Prices in minor units (-1: none), when the documents gave them. */
  price: number[] | null;
  /** Price bands (index-format.ts, PRICE_BANDS), when read from the index for a price order. */
  band: number[] | null;
}

/**
 * What the filters and the order need of every match: from the documents when the matches fit
 * one page (the page shows them all anyway), else from the index's columns over every product
 * (FacetColumns; the price bands only for a price order).
 */
async function describeMatches(
  source: IndexSource,
  ids: number[],
  known: Map<number, SearchDoc>,
  sort: SearchSort,
  limit: number,
): Promise<Matches> {
  if (ids.length <= limit) {
    const docs = await loadDocs(source, ids, known);
    // Kept for the cards, which are these documents in another order.
    docs.forEach((doc, index) => known.set(ids[index] as number, doc));
    const [category, brand, price] = [5, 6, 3].map((field) => docs.map((doc) => doc[field] as number)) as [number[], number[], number[]];
    return { ids, category, brand, price, band: null };
  }
  const [facets, bands] = await Promise.all([source.facetColumns(), sort === 'relevance' ? null : source.priceBands()]);
  return {
    ids,
    category: ids.map((id) => facets.pairs[facets.of[id] as number]?.[0] ?? -1),
    brand: ids.map((id) => facets.pairs[facets.of[id] as number]?.[1] ?? -1),
    price: null,
    band: bands ? ids.map((id) => bands[id] as number) : null,
  };
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
  return facets.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The positions of the picked matches in the chosen order (the first `limit` of it exact). */
async function order(source: IndexSource, matches: Matches, picked: number[], sort: SearchSort, limit: number): Promise<number[]> {
  if (sort === 'relevance') return picked;
  const direction = sort === 'price-asc' ? 1 : -1;
  const { price, band } = matches;
  if (price) return sortByPrice(picked, (position) => price[position] as number, direction);
  return sortByPriceBands(source, matches.ids, band ?? [], picked, direction, limit);
}

function chosenIndex(names: string[], chosen: string | null): number | null {
  return chosen === null ? null : names.indexOf(chosen);
}

function filterAndCount(meta: SearchMeta, matches: Matches, filters: SearchFilters) {
  const category = chosenIndex(
    meta.categories.map(([, path]) => path),
    filters.category,
  );
  const brand = chosenIndex(meta.brands, filters.brand);
  const inCategory: number[] = [];
  const inBrand: number[] = [];
  const picked: number[] = [];
  matches.ids.forEach((_, position) => {
    const categoryFits = category === null || matches.category[position] === category;
    const brandFits = brand === null || matches.brand[position] === brand;
    if (categoryFits) inCategory.push(position);
    if (brandFits) inBrand.push(position);
    if (categoryFits && brandFits) picked.push(position);
  });
  return {
    picked,
    // Each facet counts within the other's filter, so that its own choices stay visible.
    categories: countBy(inBrand, matches.category, (index) => {
      const [label, value] = meta.categories[index] ?? [];
      return value === undefined || label === undefined ? undefined : { value, label };
    }),
    brands: countBy(inCategory, matches.brand, (index) => {
      const name = meta.brands[index];
      return name === undefined ? undefined : { value: name, label: name };
    }),
  };
}

/**
 * The results page's view of a query: the count, facets by category and brand, and the first
 * `limit` cards in the chosen order, all over every match.
 */
export async function searchResults(source: IndexSource, query: string, filters: SearchFilters, limit: number): Promise<SearchResults> {
  const { ids, docs } = await rankProducts(source, query);
  // Unfiltered in rank order, the cards are known at once: their documents load beside the facets.
  const unfiltered = filters.sort === 'relevance' && !filters.category && !filters.brand;
  const first = unfiltered ? loadDocs(source, ids.slice(0, limit), docs) : null;
  // Awaited below; should the facets fail first, its failure is already the page's.
  first?.catch(() => {});
  const matches = await describeMatches(source, ids, docs, filters.sort, limit);
  const { picked, categories, brands } = filterAndCount(source.meta, matches, filters);
  const ordered = await order(source, matches, picked, filters.sort, limit);
  const cards = ordered.slice(0, limit).map((position) => ids[position] as number);
  return { total: ids.length, shown: picked.length, docs: await (first ?? loadDocs(source, cards, docs)), categories, brands };
}
