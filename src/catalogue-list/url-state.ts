import { boundsQuery, hasBounds, NO_BOUNDS, parseBounds, type PriceBounds } from './price-bounds.ts';
import { choosesOne, type FacetKind } from './facet-kinds.ts';
import { parseSpecRange, rangeQuery, type SpecRange } from './spec-range.ts';
import { DEFAULT_SORT, SORTS, type SortKey } from './types.ts';

/** What the query string says about a category's view. */
export interface ListState {
  /** Per facet key, the chosen value ids in the facet's order. */
  selected: Record<string, string[]>;
  /** The price range typed in, beside the price facet's fixed ranges. */
  price: PriceBounds;
  /** Per range facet (a numeric spec) with a range chosen, the range. */
  ranges: Record<string, SpecRange>;
  sort: SortKey;
  /** 1-based; a filtered or re-sorted view's page. */
  page: number;
}

export const DEFAULT_STATE: ListState = Object.freeze({
  selected: Object.freeze({}),
  price: NO_BOUNDS,
  ranges: Object.freeze({}),
  sort: DEFAULT_SORT,
  page: 1,
});

/** A facet as far as the URL is concerned: its key and its value ids (and its kind, where it takes one choice). */
export interface FacetIds {
  key: string;
  values: { id: string }[];
  kind?: FacetKind;
  range?: true;
}

/**
 * Reads a view from the query string. Anything it does not know (a facet, a value, a sort, a
 * page that is not a whole number from 1) is ignored, never an error: a shared link from an
 * older build still opens the category.
 */
export function parseListState(params: URLSearchParams, facets: FacetIds[]): ListState {
  const selected: Record<string, string[]> = {};
  const ranges: Record<string, SpecRange> = {};
  for (const facet of facets) {
    if (facet.range) {
      const range = parseSpecRange(params, facet.key);
      if (range) ranges[facet.key] = range;
      continue;
    }
    const wanted = new Set(params.getAll(facet.key));
    const ids = facet.values.map((value) => value.id).filter((id) => wanted.has(id));
    if (ids.length > 0) selected[facet.key] = ids;
  }
  const sortParam = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortKey) : DEFAULT_SORT;
  const pageParam = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  return { selected, price: parseBounds(params), ranges, sort, page };
}

/** Filters or a sort other than the default: the view needs the list file. */
export function isFiltered(state: ListState): boolean {
  return activeFilters(state) > 0 || state.sort !== DEFAULT_SORT;
}

/** How many filters are on: each chosen value, the typed price range as one, and each spec's range as one. */
export function activeFilters(state: ListState): number {
  const values = Object.values(state.selected).reduce((sum, ids) => sum + ids.length, 0);
  return values + (hasBounds(state.price) ? 1 : 0) + Object.keys(state.ranges).length;
}

/** The view with no filter on, its sort kept. */
export function clearFilters(state: ListState): ListState {
  return { ...state, selected: {}, price: NO_BOUNDS, ranges: {}, page: 1 };
}

/** The view with a spec's range replaced (removed when it has no end); back to the first page. */
export function setRange(state: ListState, key: string, range: SpecRange): ListState {
  const ranges = { ...state.ranges };
  if (range.min === null && range.max === null) delete ranges[key];
  else ranges[key] = range;
  return { ...state, ranges, page: 1 };
}

/** The view with the typed price range replaced; back to the first page. */
export function setBounds(state: ListState, price: PriceBounds): ListState {
  return { ...state, price, page: 1 };
}

/** The query of a view (without `lang`): facets in the payload's order, then the typed price range, defaults left out. */
export function listQuery(state: ListState, facets: FacetIds[]): [string, string][] {
  const query: [string, string][] = [];
  for (const facet of facets) {
    const range = state.ranges[facet.key];
    if (range) query.push(...rangeQuery(facet.key, range));
    for (const id of state.selected[facet.key] ?? []) query.push([facet.key, id]);
  }
  query.push(...boundsQuery(state.price));
  if (state.sort !== DEFAULT_SORT) query.push(['sort', state.sort]);
  if (state.page > 1) query.push(['page', String(state.page)]);
  return query;
}

/** The view with one value switched on or off (on alone, in a facet that takes one choice); back to the first page. */
export function toggleValue(state: ListState, key: string, id: string, facets: FacetIds[]): ListState {
  const current = state.selected[key] ?? [];
  const facet = facets.find((entry) => entry.key === key);
  const others = choosesOne(facet?.kind) ? [] : current.filter((value) => value !== id);
  const next = current.includes(id) ? current.filter((value) => value !== id) : [...others, id];
  const order = facet?.values.map((value) => value.id) ?? [];
  const selected = { ...state.selected, [key]: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
  if (next.length === 0) delete selected[key];
  return { ...state, selected, page: 1 };
}
