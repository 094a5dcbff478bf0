import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { cardLimit, nextPage, PAGE_SIZE, readPage, withPage } from '../../src/search/paging.ts';
import { filtersCount, searchResults, type SearchResults } from '../../src/search/results.ts';
import { useIndexQuery } from '../../src/search/use-index-query.ts';
import { COUNT_ID, SearchChips } from './search-chips.tsx';
import { SearchFacets } from './search-facets.tsx';
import { FilterSheet } from '../../src/components/filter-sheet.tsx';
import { readFilters } from './search-filters.ts';
import { SearchMiss } from './search-miss.tsx';
import { useDocCards } from './use-search-href.ts';

/** The search's filters: beside the results, or on a phone a sheet over them (FilterSheet). */
const SEARCH_FILTERS_ID = 'search-filters';

/** Results with the query and filters they answer (`base`), so that more of them can show while the next page loads. */
interface Answer {
  base: string;
  page: number;
  results: SearchResults;
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = usePageTranslation();
  return (
    <div role="alert">
      <p>{t('search.failed')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('search.retry')}
      </button>
    </div>
  );
}

/** The results of the URL's query: a chunk of its own, loaded once there is a query. */
export function SearchResultsView({ query }: { query: string }) {
  const { t, locale } = usePageTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const base = JSON.stringify([query, filters]);
  const { state, retry, last } = useIndexQuery<Answer>('results', locale, JSON.stringify([base, page]), async (source) => ({
    base,
    page,
    results: await searchResults(source, query, filters, cardLimit(page)),
  }));
  // The cards shown stay while more load (or fail to); another query or filter starts afresh.
  const answer = state.status === 'ready' ? state.value : last?.base === base ? last : undefined;
  const grid = useRef<HTMLDivElement>(null);
  // Set by "Show more": the page it asks for and that page's first card, which takes the focus once shown.
  const [asked, setAsked] = useState<{ base: string; page: number; focus: number } | null>(null);
  const pending = asked?.base === base ? asked : null;
  // The filter sheet (a phone's) is open for the results it was opened on: choosing a filter shows its results.
  const [sheetFor, setSheetFor] = useState<string | null>(null);
  const sheetOpen = sheetFor === base;
  const setSheetOpen = (open: boolean) => setSheetFor(open ? base : null);
  const arrived = state.status === 'ready' && pending !== null && state.value.page >= pending.page;
  const focused = useRef<object | null>(null);
  useEffect(() => {
    if (!arrived || !pending || focused.current === pending) return;
    focused.current = pending;
    grid.current?.querySelectorAll<HTMLElement>('.card-link')[pending.focus]?.focus();
  }, [arrived, pending]);

  const cards = useDocCards(answer?.results.docs ?? []);
  if (!answer) return state.status === 'failed' ? <Failed retry={retry} /> : <p aria-busy="true">{t('search.loading')}</p>;
  const { results } = answer;
  if (results.total === 0) return <SearchMiss query={query} />;
  const chosen = filtersCount(filters);
  const count = chosen > 0 ? results.shown : results.total;
  const more = nextPage(answer.page, results.shown);
  // From the click: the router's navigation comes before the new page's query.
  const loadingMore = pending !== null && !arrived && state.status !== 'failed';
  const showMore = () => {
    if (loadingMore || more === null) return;
    setAsked({ base, page: more, focus: cards.length });
    // Replaced, not pushed: Back from a product returns to every card shown, and Back from here leaves the search.
    setParams(withPage(params, more), { replace: true, preventScrollReset: true });
  };
  return (
    <div data-query={query}>
      <div className="results-bar">
        <p role="status" id={COUNT_ID} tabIndex={-1}>
          {results.shown === 0 ? t('search.filteredOut', { query }) : t('search.results', { count, query })}
        </p>
        <button
          type="button"
          className="button facets-toggle"
          aria-haspopup="dialog"
          aria-controls={SEARCH_FILTERS_ID}
          onClick={() => setSheetOpen(true)}
        >
          {chosen > 0 ? `${t('search.filters')} (${chosen})` : t('search.filters')}
        </button>
      </div>
      <FilterSheet
        id={SEARCH_FILTERS_ID}
        title={t('search.filters')}
        closeLabel={t('search.closeFilters')}
        showLabel={t('search.showResults')}
        open={sheetOpen}
        setOpen={setSheetOpen}
      >
        <SearchFacets query={query} filters={filters} results={results} />
      </FilterSheet>
      <SearchChips query={query} filters={filters} results={results} />
      <div ref={grid}>
        <ProductGrid cards={cards} />
      </div>
      {results.shown > PAGE_SIZE ? (
        <div className="search-more">
          {/* Polite: said after the new cards, without taking the focus from them. */}
          <p aria-live="polite" aria-atomic="true">
            {t('search.shown', { shown: cards.length, count: results.shown })}
          </p>
          {state.status === 'failed' ? <Failed retry={retry} /> : null}
          {more !== null && state.status !== 'failed' ? (
            <button type="button" className="button" onClick={showMore} aria-disabled={loadingMore || undefined}>
              {loadingMore ? t('search.loading') : t('search.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
