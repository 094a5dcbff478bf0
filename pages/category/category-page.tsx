import { lazy, Suspense, type ComponentType } from 'react';
import { markOutdated } from '../../src/deploy/outdated.ts';
import { GridSkeleton } from '../../src/components/product-card.tsx';

let view: ComponentType | null = null;

/** The category view's chunk (facets, list queries, pagination); the prerender awaits it before rendering a category. */
export async function loadCategoryView(): Promise<ComponentType> {
  view ??= (await import('./category-view.tsx')).CategoryView;
  return view;
}

/**
 * One lazy component for the module's life, so a re-render never swaps the component type (which
 * would remount the view and drop the focus). Already loaded (the prerender), it resolves at once:
 * React reads a thenable that calls back synchronously as resolved. A chunk that fails to load
 * belongs to a replaced deployment: the prerendered page then stays as it is.
 */
const LazyView = lazy((): Promise<{ default: ComponentType }> => {
  if (view) {
    const loaded = { default: view };
    return { then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as Promise<typeof loaded>;
  }
  return loadCategoryView().then(
    (component) => ({ default: component }),
    () => {
      markOutdated();
      return new Promise<never>(() => {});
    },
  );
});

/**
 * The category screen outside the other pages' first-load JavaScript (design.md section 7): on a
 * category page the prerendered HTML stays until the chunk arrives, then React hydrates it.
 */
export function CategoryPage() {
  return (
    <Suspense fallback={<GridSkeleton />}>
      <LazyView />
    </Suspense>
  );
}
