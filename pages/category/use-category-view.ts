import { startTransition, useEffect, useMemo, useOptimistic, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { listCard, queryList, selectionMasks, type RangeCounts } from '../../src/catalogue-list/query.ts';
import type { CategoryList } from '../../src/catalogue-list/list-schema.ts';
import { PAGE_SIZE } from '../../src/catalogue-list/types.ts';
import { DEFAULT_STATE, isFiltered, listQuery, parseListState, type ListState } from '../../src/catalogue-list/url-state.ts';
import type { ProductCardData } from '../../src/components/payload-parts.ts';
import { useLocale } from '../../src/i18n/use-locale.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { arrivedList, loadCategoryList } from './load-list.ts';
import type { CategoryPayload } from './payload.ts';

export interface CategoryView {
  /** The view the controls show: the URL's once hydrated, the default before. */
  state: ListState;
  /** Controls work only once the page has hydrated (without JavaScript they could do nothing). */
  ready: boolean;
  /** The URL asks for filters or a sort whose list has not arrived yet. */
  loading: boolean;
  cards: ProductCardData[];
  /** Per payload facet, per value: the count with that value added; null where the payload has none (price ranges). */
  counts: (number | null)[][];
  /** Per payload facet chosen as a range: what each end's choices leave (RangeCounter); null for the others. */
  rangeCounts: (RangeCounts | null)[];
  total: number;
  page: number;
  pages: number;
  /** Goes to another view (a new history entry, so back returns to this one). */
  change: (next: ListState) => void;
}

/**
 * Keeps the list of the category when one is needed: the URL's view has filters or a sort. A
 * list that arrived earlier in the visit is there from the first render, so a view mounted again
 * (Back from a product) has its cards in place when the scroll position is restored.
 */
function useList(path: string, wanted: boolean): { list: CategoryList | null; failed: boolean } {
  const [loaded, setLoaded] = useState<CategoryList | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const list = loaded?.path === path ? loaded : arrivedList(path);
  useEffect(() => {
    if (!wanted || list) return;
    let live = true;
    loadCategoryList(path).then(
      (arrived) => live && setLoaded(arrived),
      (error: unknown) => {
        console.warn(`Could not load the list of ${path}: ${(error as Error).message}`);
        if (live) setFailed(path);
      },
    );
    return () => {
      live = false;
    };
  }, [path, wanted, list]);
  return { list, failed: failed === path };
}

/**
 * The category's view. The prerendered page is the default view (its facet counts and its
 * page of cards); a query with filters or a sort applies after hydration, once the list file
 * has loaded, so the HTML and the first client render always agree.
 */
export function useCategoryView(payload: CategoryPayload): CategoryView {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const ready = useHydrated();
  const { facets } = payload;
  const urlState = useMemo(() => (ready ? parseListState(params, facets) : DEFAULT_STATE), [ready, params, facets]);
  // A control shows its new value at once, while the router puts it on the URL.
  const [state, setState] = useOptimistic(urlState);
  const filtered = isFiltered(state);
  const { list, failed } = useList(payload.category.path, filtered);
  const result = useMemo(() => {
    if (!list || !filtered) return null;
    const ranges = Object.fromEntries(facets.flatMap((facet) => (facet.range ? [[facet.key, state.ranges[facet.key] ?? null]] : [])));
    return queryList(list, selectionMasks(list, state.selected, state.ranges), state.sort, state.price, ranges);
  }, [list, filtered, state, facets]);
  const change = (next: ListState) => {
    const query = new URLSearchParams([...listQuery(next, facets), ['lang', locale]]);
    startTransition(async () => {
      setState(next);
      await navigate(`${localizedPath(payload.category.path, locale)}?${query}`, { preventScrollReset: true });
    });
  };
  if (!result || !list) {
    const counts = facets.map((facet) => facet.values.map((value) => value.count ?? null));
    const rangeCounts = facets.map((facet) => (facet.from && facet.to ? { from: facet.from, to: facet.to } : null));
    return {
      state,
      ready,
      loading: filtered && !failed,
      cards: payload.products,
      counts,
      rangeCounts,
      total: payload.total,
      page: payload.page,
      pages: payload.pages,
      change,
    };
  }
  const counts = facets.map((facet) => {
    const index = list.facets.findIndex((column) => column.key === facet.key);
    const row = result.counts[index];
    const ids = list.facets[index]?.values ?? [];
    return facet.values.map((value) => (row ? (row[ids.indexOf(value.id)] ?? 0) : 0));
  });
  const rangeCounts = facets.map((facet) => result.ranges[list.facets.findIndex((column) => column.key === facet.key)] ?? null);
  const total = result.order.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(state.page, pages);
  const cards = result.order.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((index) => listCard(list, index));
  return { state, ready, loading: false, cards, counts, rangeCounts, total, page, pages, change };
}
