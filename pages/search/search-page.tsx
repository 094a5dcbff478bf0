import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { useLoaderData, useSearchParams } from 'react-router';
import { SearchForm } from '../../src/components/search-form.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { knowIndexEntry } from '../../src/search/client.ts';
import type { SearchPayload } from './payload.ts';
import { SearchResultsView } from './search-results.tsx';
import { SearchWithoutScript } from './search-without-script.tsx';

export function SearchPage() {
  useFeatureTexts('search');
  const { t } = usePageTranslation();
  const [params] = useSearchParams();
  // The index's entry comes with the page: a query's first fetch is its term shards.
  const { locale, index } = useLoaderData<SearchPayload>();
  knowIndexEntry(locale, index);
  // The prerendered page has no query; the URL's is used once hydrated.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  return (
    <>
      <h1>{t('search.title')}</h1>
      <SearchForm id="search-page-input" query={query} landmark={false} />
      {/* Results arrive after load: the space is kept so that nothing below them moves. */}
      <div className="search-results">
        {/* The results view is part of the search screen's chunk, not a lazy one: a Suspense
            boundary mounted with the query would show its fallback, and React holds back what
            replaces a fallback for 300 ms (npm run bench:slow-phone). */}
        {query ? <SearchResultsView query={query} /> : hydrated ? <p>{t('search.prompt')}</p> : <SearchWithoutScript />}
      </div>
    </>
  );
}
