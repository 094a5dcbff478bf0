import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AppLink } from '../src/components/app-link.tsx';
import { useFeatureTexts, type Feature } from '../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../src/i18n/use-locale.ts';
import { localizedHref } from '../src/lib/paths.ts';
import { useHydrated } from '../src/lib/use-hydrated.ts';

/**
 * A view whose content is the visitor's own (the ids of a comparison in the URL, the followed
 * products in storage), as a chunk of its own: a code chunk that fails to load says so with
 * the feature's `codeFailed` text.
 */
export function browserView<Props extends object>(feature: Feature, importer: () => Promise<ComponentType<Props>>) {
  function CodeFailed() {
    const { t } = usePageTranslation();
    return <p role="alert">{t(`${feature}.codeFailed`)}</p>;
  }
  return lazy(() =>
    importer().then(
      (component) => ({ default: component }),
      () => ({ default: CodeFailed as ComponentType<Props> }),
    ),
  );
}

/**
 * With scripts off, the view never comes: the feature's `noScript` sentence says why, and the
 * categories, which need no script, are a link away. A browser running scripts never shows it.
 */
function NeedsScript({ feature }: { feature: Feature }) {
  const { t, locale } = usePageTranslation();
  return (
    <noscript>
      <div className="needs-script">
        <p>{t(`${feature}.noScript`)}</p>
        <AppLink to={`${localizedHref('/', locale)}#categories`} className="button">
          {t('home.categories')}
        </AppLink>
      </div>
    </noscript>
  );
}

/**
 * The prerendered shell of such a page, the same for every visitor: its title and the
 * feature's `loading` text (hidden when scripts are off), which the view replaces once hydrated.
 */
export function BrowserViewShell({ feature, children }: { feature: Feature; children: ReactNode }) {
  useFeatureTexts(feature);
  const { t } = usePageTranslation();
  const loading = (
    <p aria-busy="true" className="browser-view-loading">
      {t(`${feature}.loading`)}
    </p>
  );
  return (
    <>
      <h1>{t(`${feature}.title`)}</h1>
      <div className={`${feature}-page`}>
        {useHydrated() ? (
          <Suspense fallback={loading}>{children}</Suspense>
        ) : (
          <>
            {loading}
            <NeedsScript feature={feature} />
          </>
        )}
      </div>
    </>
  );
}
