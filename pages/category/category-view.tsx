import { useState } from 'react';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { useLoaderData } from 'react-router';
import { categoryPagePath } from '../../src/catalogue-list/page-path.ts';
import { SORTS, type SortKey } from '../../src/catalogue-list/types.ts';
import {
  activeFilters,
  clearFilters,
  isFiltered,
  listQuery,
  setBounds,
  setRange,
  toggleValue,
} from '../../src/catalogue-list/url-state.ts';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref, localizedPath } from '../../src/lib/paths.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FacetPanel, FACETS_ID } from './facet-panel.tsx';
import { Pagination } from './pagination.tsx';
import type { CategoryPayload } from './payload.ts';
import { useCategoryView } from './use-category-view.ts';

/** The category screen: facets, sort, the filters that are on, cards and pagination (a chunk of its own, see category-page.tsx). */
export function CategoryView() {
  useFeatureTexts('facets');
  const payload = useLoaderData<CategoryPayload>();
  const { t, locale } = usePageTranslation();
  const view = useCategoryView(payload);
  const { state } = view;
  const { facets } = payload;
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosen = activeFilters(state);
  const pageHref = (page: number) =>
    isFiltered(state)
      ? `${localizedPath(payload.category.path, locale)}?${new URLSearchParams([...listQuery({ ...state, page }, facets), ['lang', locale]])}`
      : localizedHref(categoryPagePath(payload.category.path, page), locale);
  return (
    <>
      <Breadcrumb trail={[payload.menu, payload.subMenu, payload.category]} />
      <h1>{payload.page > 1 ? t('category.pageTitle', { name: payload.category.name, page: payload.page }) : payload.category.name}</h1>
      <div className="category">
        <FacetPanel
          facets={facets}
          counts={view.counts}
          rangeCounts={view.rangeCounts}
          state={state}
          disabled={!view.ready}
          total={view.loading ? null : view.total}
          open={sheetOpen}
          setOpen={setSheetOpen}
          onToggle={(key, id) => view.change(toggleValue(state, key, id, facets))}
          onBounds={(bounds) => view.change(setBounds(state, bounds))}
          onRange={(key, range) => view.change(setRange(state, key, range))}
          onClear={() => view.change(clearFilters(state))}
        />
        <section className="results" aria-labelledby="results-count" aria-busy={view.loading}>
          <div className="results-bar">
            <output id="results-count" tabIndex={-1} aria-live="polite">
              {view.loading ? t('category.loading') : t('category.showing', { count: view.total })}
            </output>
            {facets.length > 0 ? (
              <button
                type="button"
                className="button facets-toggle"
                aria-haspopup="dialog"
                aria-controls={FACETS_ID}
                disabled={!view.ready}
                onClick={() => setSheetOpen(true)}
              >
                {chosen > 0 ? `${t('facets.title')} (${chosen})` : t('facets.title')}
              </button>
            ) : null}
            <div className="sort">
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
          </div>
          <ActiveFilters facets={facets} state={state} onChange={view.change} />
          {view.cards.length > 0 ? <ProductGrid cards={view.cards} /> : <p>{t('category.noResults')}</p>}
          {view.pages > 1 ? <p className="page-of">{t('category.pageOf', { page: view.page, pages: view.pages })}</p> : null}
          <Pagination page={view.page} pages={view.pages} href={pageHref} />
        </section>
      </div>
    </>
  );
}
