import { boundsQuery, parseBounds } from '../../src/catalogue-list/price-bounds.ts';
import { DELIVERY_WITHIN } from '../../src/domain/delivery.ts';
import type { SearchFilters, SearchSort } from '../../src/search/results.ts';

/** The results page's orders, as its sort menu lists them. */
export const SEARCH_SORTS: SearchSort[] = ['relevance', 'price-asc', 'price-desc', 'total'];

/** The URL's value of `stock` that keeps only what a shop sells now. */
const BUYABLE = 'buyable';

/** The results page's filters and sort, as its URL says them (the price bounds as the category pages write them). */
export function readFilters(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort') as SearchSort;
  return {
    category: params.get('category'),
    brand: params.get('brand'),
    price: parseBounds(params),
    buyable: params.get('stock') === BUYABLE,
    sort: SEARCH_SORTS.includes(sort) ? sort : 'relevance',
    within: DELIVERY_WITHIN.find((days) => String(days) === params.get('delivery')) ?? null,
  };
}

/** The URL parameters of a query with its filters: what readFilters reads back. */
export function filterParams(query: string, filters: SearchFilters): Record<string, string> {
  const params: Record<string, string> = { q: query };
  if (filters.category) params.category = filters.category;
  if (filters.brand) params.brand = filters.brand;
  for (const [name, value] of boundsQuery(filters.price)) params[name] = value;
  if (filters.buyable) params.stock = BUYABLE;
  if (filters.sort !== 'relevance') params.sort = filters.sort;
  if (filters.within !== null) params.delivery = String(filters.within);
  return params;
}
