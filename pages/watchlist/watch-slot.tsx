import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { screenOfRoute } from '../route-table.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { WatchLink } from './watch-link.tsx';

type Props = { refreshCount: boolean };

// The count, the messages and the stored list load after hydration, as a chunk of their own.
const loadChunk = () => import('./header-watch.tsx');
const HeaderWatch = lazy(() =>
  loadChunk().then(
    (module): { default: ComponentType<Props> } => ({ default: module.HeaderWatch }),
    (): { default: ComponentType<Props> } => ({ default: () => <WatchLink /> }),
  ),
);
const WatchNotice = lazy(() =>
  loadChunk().then(
    (module): { default: ComponentType } => ({ default: module.WatchNotice }),
    (): { default: ComponentType } => ({ default: () => null }),
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
        <Suspense fallback={<WatchLink />}>
          <HeaderWatch refreshCount={refreshCount} />
        </Suspense>
      ) : (
        <WatchLink />
      )}
    </span>
  );
}

/** Where the watchlist's messages appear (the layout's dock): nothing in the prerendered page. */
export function WatchNoticeSlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <WatchNotice />
    </Suspense>
  ) : null;
}
