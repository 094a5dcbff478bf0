import { DEFAULT_SORT, SORTS, type SortKey } from './types.ts';

/** What the query string says about a category's view. */
export interface ListState {
  /** Per facet key, the chosen value ids in the facet's order. */
  selected: Record<string, string[]>;
  sort: SortKey;
  /** 1-based; a filtered or re-sorted view's page. */
  page: number;
}

export const DEFAULT_STATE: ListState = Object.freeze({ selected: Object.freeze({}), sort: DEFAULT_SORT, page: 1 });

/** A facet as far as the URL is concerned: its key and its value ids. */
export interface FacetIds {
  key: string;
  values: { id: string }[];
}

/**
 * Reads a view from the query string. Anything it does not know (a facet, a value, a sort, a
 * page that is not a whole number from 1) is ignored, never an error: a shared link from an
 * older build still opens the category.
 */
export function parseListState(params: URLSearchParams, facets: FacetIds[]): ListState {
  const selected: Record<string, string[]> = {};
  for (const facet of facets) {
    const wanted = new Set(params.getAll(facet.key));
    const ids = facet.values.map((value) => value.id).filter((id) => wanted.has(id));
    if (ids.length > 0) selected[facet.key] = ids;
  }
  const sortParam = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortKey) : DEFAULT_SORT;
  const pageParam = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  return { selected, sort, page };
}

/** Filters or a sort other than the default: the view needs the list file. */
export function isFiltered(state: ListState): boolean {
  return Object.keys(state.selected).length > 0 || state.sort !== DEFAULT_SORT;
}

/** The query of a view (without `lang`): facets in the payload's order, defaults left out. */
export function listQuery(state: ListState, facets: FacetIds[]): [string, string][] {
  const query: [string, string][] = [];
  for (const facet of facets) for (const id of state.selected[facet.key] ?? []) query.push([facet.key, id]);
  if (state.sort !== DEFAULT_SORT) query.push(['sort', state.sort]);
  if (state.page > 1) query.push(['page', String(state.page)]);
  return query;
}

/** The view with one value switched on or off; back to the first page. */
export function toggleValue(state: ListState, key: string, id: string, facets: FacetIds[]): ListState {
  const current = state.selected[key] ?? [];
  const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  const order = facets.find((facet) => facet.key === key)?.values.map((value) => value.id) ?? [];
  const selected = { ...state.selected, [key]: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
  if (next.length === 0) delete selected[key];
  return { ...state, selected, page: 1 };
}
