import type { SearchFilters, SearchSort } from '../../src/search/results.ts';

const SORTS: SearchSort[] = ['relevance', 'price-asc', 'price-desc'];

/** The results page's filters and sort, as its URL says them. */
export function readFilters(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort') as SearchSort;
  return { category: params.get('category'), brand: params.get('brand'), sort: SORTS.includes(sort) ? sort : 'relevance' };
}
