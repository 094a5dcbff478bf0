import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

// The tray and the stored list load after hydration, as a chunk of their own.
const CompareTray = lazy(() =>
  import('./tray.tsx').then(
    (module): { default: ComponentType } => ({ default: module.CompareTray }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

/** Where the compare tray appears (the layout's): nothing in the prerendered page. */
export function CompareTraySlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
