import { lazy, Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { markOutdated } from '../../src/deploy/outdated.ts';
import { GridSkeleton } from '../../src/components/product-card.tsx';
import { FeedLink } from '../../src/components/feed-link.tsx';
import type { CategoryPayload } from './payload.ts';

let view: ComponentType | null = null;

/** The category view's chunk (facets, list queries, pagination); the prerender awaits it before rendering a category. */
export async function loadCategoryView(): Promise<ComponentType> {
  view ??= (await import('./category-view.tsx')).CategoryView;
  return view;
}

/** A chunk that fails to load belongs to a replaced deployment: the prerendered page stays as it is. */
const LazyView = lazy(async () => {
  try {
    return { default: await loadCategoryView() };
  } catch {
    markOutdated();
    return new Promise<never>(() => {});
  }
});

/**
 * The category screen outside the other pages' first-load JavaScript (design.md section 7): on a
 * category page the prerendered HTML stays until the chunk arrives, then React hydrates it.
 */
export function CategoryPage() {
  const View = view ?? LazyView;
  const { category } = useLoaderData<CategoryPayload>();
  return (
    <>
      <Suspense fallback={<GridSkeleton />}>
        <View />
      </Suspense>
      <FeedLink path={category.path} />
    </>
  );
}
