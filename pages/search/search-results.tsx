import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { searchResults, type SearchFilters, type SearchResults, type SearchSort } from '../../src/search/results.ts';
import { useIndexQuery } from '../../src/search/use-index-query.ts';
import { SearchFacets } from './search-facets.tsx';

const PAGE_SIZE = 48;
const SORTS: SearchSort[] = ['relevance', 'price-asc', 'price-desc'];

function readFilters(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort') as SearchSort;
  return { category: params.get('category'), brand: params.get('brand'), sort: SORTS.includes(sort) ? sort : 'relevance' };
}

/** The results of the URL's query: a chunk of its own, loaded once there is a query. */
export function SearchResultsView({ query }: { query: string }) {
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const key = JSON.stringify([query, filters]);
  const { state, retry } = useIndexQuery<SearchResults>(locale, key, (source) => searchResults(source, query, filters, PAGE_SIZE));
  if (state.status === 'failed') {
    return (
      <div role="alert">
        <p>{t('search.failed')}</p>
        <button type="button" onClick={retry}>
          {t('search.retry')}
        </button>
      </div>
    );
  }
  if (state.status !== 'ready') return <p aria-busy="true">{t('search.loading')}</p>;
  const results = state.value;
  if (results.total === 0) return <p role="status">{t('search.none', { query })}</p>;
  const cards = results.docs.map(([path, name, image, minor, shops]) => ({
    path,
    name,
    image,
    price: minor >= 0 ? { minor, currency: site.currency } : null,
    shops,
  }));
  const count = filters.category || filters.brand ? results.shown : results.total;
  return (
    <div data-query={query}>
      <p role="status">{t('search.results', { count, query })}</p>
      <SearchFacets query={query} filters={filters} results={results} />
      <ProductGrid cards={cards} />
    </div>
  );
}
