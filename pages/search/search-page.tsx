import { lazy, Suspense } from 'react';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { useSearchParams } from 'react-router';
import { SearchForm } from '../../src/components/search-form.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { SearchWithoutScript } from './search-without-script.tsx';

// The index reader and the facets load with the first query, not with every page of the site.
const SearchResultsView = lazy(() =>
  import('./search-results.tsx').then(
    (module) => ({ default: module.SearchResultsView }),
    () => ({ default: ResultsCodeFailed }),
  ),
);

/** The results' code did not load (a deployment replaced it, or the network failed): said so, with a retry. */
function ResultsCodeFailed() {
  const { t } = usePageTranslation();
  return (
    <div role="alert">
      <p>{t('search.failed')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('search.retry')}
      </button>
    </div>
  );
}

export function SearchPage() {
  useFeatureTexts('search');
  const { t } = usePageTranslation();
  const [params] = useSearchParams();
  // The prerendered page has no query; the URL's is used once hydrated.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const loading = <p aria-busy="true">{t('search.loading')}</p>;
  return (
    <>
      <h1>{t('search.title')}</h1>
      <SearchForm id="search-page-input" query={query} landmark={false} />
      {/* Results arrive after load: the space is kept so that nothing below them moves. */}
      <div className="search-results">
        {query ? (
          <Suspense fallback={loading}>
            <SearchResultsView query={query} />
          </Suspense>
        ) : hydrated ? (
          <p>{t('search.prompt')}</p>
        ) : (
          <SearchWithoutScript />
        )}
      </div>
    </>
  );
}
