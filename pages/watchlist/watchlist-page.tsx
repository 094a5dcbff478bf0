import { lazy, Suspense } from 'react';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';

// The stored list, the loader and the table are a chunk of their own.
const WatchlistView = lazy(() =>
  import('./watchlist-view.tsx').then(
    (module) => ({ default: module.WatchlistView }),
    () => ({ default: CodeFailed }),
  ),
);

function CodeFailed() {
  const { t } = usePageTranslation();
  return <p role="alert">{t('watchlist.codeFailed')}</p>;
}

/** The prerendered shell is the same for every visitor: what they follow is in their browser, read once hydrated. */
export function WatchlistPage() {
  useFeatureTexts('watchlist');
  const { t } = usePageTranslation();
  const loading = <p aria-busy="true">{t('watchlist.loading')}</p>;
  return (
    <>
      <h1>{t('watchlist.title')}</h1>
      <div className="watchlist-page">{useHydrated() ? <Suspense fallback={loading}>{<WatchlistView />}</Suspense> : loading}</div>
    </>
  );
}
