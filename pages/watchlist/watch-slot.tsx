import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { screenOfRoute } from '../route-table.ts';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';

type Props = { refreshCount: boolean };

function PlainLink() {
  const { t } = usePageTranslation();
  return (
    <LocaleLink to="/watchlist" className="watch-link">
      {t('watchlist.link')}
    </LocaleLink>
  );
}

// The count and the stored list load after hydration, as a chunk of their own.
const HeaderWatch = lazy(() =>
  import('./header-watch.tsx').then(
    (module): { default: ComponentType<Props> } => ({ default: module.HeaderWatch }),
    (): { default: ComponentType<Props> } => ({ default: PlainLink }),
  ),
);

/**
 * The header's watchlist link: prerendered plain; once hydrated, with the count of followed
 * products changed since the last visit or at their target (refreshed here at most hourly,
 * but not on the watchlist page, which computes it itself).
 */
export function WatchSlot() {
  const route = useMatches().at(-1)?.id;
  const refreshCount = !route || screenOfRoute(route) !== 'watchlist';
  return (
    <span className="watch">
      {useHydrated() ? (
        <Suspense fallback={<PlainLink />}>
          <HeaderWatch refreshCount={refreshCount} />
        </Suspense>
      ) : (
        <PlainLink />
      )}
    </span>
  );
}
