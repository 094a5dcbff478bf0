import type { IndexSource, SearchDoc } from './index-format.ts';
import { loadDocs, rankProducts } from './query.ts';

/** Facets and price order cover this many best matches; the count covers all (README Decisions, "Search index"). */
export const RESULT_WINDOW = 240;

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
  /** How many of the window pass the filters. */
  shown: number;
  docs: SearchDoc[];
  categories: Facet[];
  brands: Facet[];
  windowed: boolean;
}

function countBy(docs: SearchDoc[], valueOf: (doc: SearchDoc) => [string, string]): Facet[] {
  const facets = new Map<string, Facet>();
  for (const doc of docs) {
    const [value, label] = valueOf(doc);
    const facet = facets.get(value);
    if (facet) facet.count += 1;
    else facets.set(value, { value, label, count: 1 });
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function byPrice(direction: 1 | -1) {
  // Products without a price go last either way.
  return (a: SearchDoc, b: SearchDoc) => (a[3] < 0 ? 1 : 0) - (b[3] < 0 ? 1 : 0) || direction * (a[3] - b[3]);
}

/** The results page's view of a query: the count, facets by category and brand, filtered and sorted cards. */
export async function searchResults(source: IndexSource, query: string, filters: SearchFilters, limit: number): Promise<SearchResults> {
  const { ids, docs } = await rankProducts(source, query);
  const window = await loadDocs(source, ids.slice(0, RESULT_WINDOW), docs);
  const { categories, brands } = source.meta;
  const categoryOf = (doc: SearchDoc): [string, string] => {
    const [name, path] = categories[doc[5]] ?? ['', ''];
    return [path, name];
  };
  const brandOf = (doc: SearchDoc): [string, string] => [brands[doc[6]] ?? '', brands[doc[6]] ?? ''];
  const inCategory = window.filter((doc) => !filters.category || categoryOf(doc)[0] === filters.category);
  const inBrand = window.filter((doc) => !filters.brand || brandOf(doc)[0] === filters.brand);
  let picked = inCategory.filter((doc) => !filters.brand || brandOf(doc)[0] === filters.brand);
  if (filters.sort !== 'relevance') picked = [...picked].sort(byPrice(filters.sort === 'price-asc' ? 1 : -1));
  return {
    total: ids.length,
    shown: picked.length,
    docs: picked.slice(0, limit),
    // Each facet counts within the other's filter, so its own choices stay visible.
    categories: countBy(inBrand, categoryOf),
    brands: countBy(inCategory, brandOf),
    windowed: ids.length > RESULT_WINDOW,
  };
}
