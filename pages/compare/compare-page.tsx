import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';

// The loader and the table are a chunk of their own, not every page's first-load JavaScript.
const CompareView = lazy(() =>
  import('./compare-view.tsx').then(
    (module) => ({ default: module.CompareView }),
    () => ({ default: CodeFailed }),
  ),
);

function CodeFailed() {
  const { t } = usePageTranslation();
  return <p role="alert">{t('compare.codeFailed')}</p>;
}

/** The prerendered shell is the same for every comparison: the products are in the URL's `ids`, read once hydrated. */
export function ComparePage() {
  useFeatureTexts('compare');
  const { t } = usePageTranslation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const loading = <p aria-busy="true">{t('compare.loading')}</p>;
  return (
    <>
      <h1>{t('compare.title')}</h1>
      <div className="compare-page">
        {hydrated ? (
          <Suspense fallback={loading}>
            <CompareView query={params.get('ids')} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </>
  );
}
