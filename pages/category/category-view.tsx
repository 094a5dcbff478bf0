import { useEffect, useRef } from 'react';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { useLoaderData } from 'react-router';
import { categoryPagePath } from '../../src/catalogue-list/page-path.ts';
import { SORTS, type SortKey } from '../../src/catalogue-list/types.ts';
import { isFiltered, listQuery, toggleValue } from '../../src/catalogue-list/url-state.ts';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref, localizedPath } from '../../src/lib/paths.ts';
import { FacetPanel } from './facet-panel.tsx';
import { Pagination } from './pagination.tsx';
import type { CategoryPayload } from './payload.ts';
import { useCategoryView } from './use-category-view.ts';

/** Brings the top of the results into view when the page of results changes (not on arrival). */
function useScrollOnPageChange(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    heading.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  return heading;
}

/** The category screen: facets, sort, cards and pagination (a chunk of its own, see category-page.tsx). */
export function CategoryView() {
  useFeatureTexts('facets');
  const payload = useLoaderData<CategoryPayload>();
  const { t, locale } = usePageTranslation();
  const view = useCategoryView(payload);
  const { state } = view;
  const { facets } = payload;
  const filtered = isFiltered(state);
  const heading = useScrollOnPageChange(`${payload.category.path}:${view.page}`);
  const pageHref = (page: number) =>
    filtered
      ? `${localizedPath(payload.category.path, locale)}?${new URLSearchParams([...listQuery({ ...state, page }, facets), ['lang', locale]])}`
      : localizedHref(categoryPagePath(payload.category.path, page), locale);
  return (
    <>
      <Breadcrumb trail={[payload.menu, payload.subMenu, payload.category]} />
      <h1 ref={heading}>
        {payload.page > 1 ? t('category.pageTitle', { name: payload.category.name, page: payload.page }) : payload.category.name}
      </h1>
      <div className="category">
        <FacetPanel
          facets={facets}
          counts={view.counts}
          state={state}
          disabled={!view.ready}
          onToggle={(key, id) => view.change(toggleValue(state, key, id, facets))}
          onClear={() => view.change({ ...state, selected: {}, page: 1 })}
        />
        <section className="results" aria-labelledby="results-count" aria-busy={view.loading}>
          <div className="results-bar">
            <output id="results-count" aria-live="polite">
              {view.loading ? t('category.loading') : t('category.showing', { count: view.total })}
            </output>
            <label htmlFor="category-sort">{t('facets.sort')}</label>
            <select
              id="category-sort"
              value={state.sort}
              disabled={!view.ready}
              onChange={(event) => view.change({ ...state, sort: event.target.value as SortKey, page: 1 })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`facets.sort-${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {view.cards.length > 0 ? <ProductGrid cards={view.cards} /> : <p>{t('category.noResults')}</p>}
          {view.pages > 1 ? <p className="page-of">{t('category.pageOf', { page: view.page, pages: view.pages })}</p> : null}
          <Pagination page={view.page} pages={view.pages} href={pageHref} />
        </section>
      </div>
    </>
  );
}
