import { useLoaderData } from 'react-router';
import { FeedLink } from '../../src/components/feed-link.tsx';
import { lazyPart } from '../../src/lib/lazy-part.tsx';
import { GridSkeleton } from '../../src/components/grid-skeleton.tsx';
import type { CategoryPayload } from './payload.ts';

/**
 * The category screen outside the other pages' first-load JavaScript (docs/benchmarks.md): on a
 * category page the prerendered HTML stays until the chunk arrives, then React hydrates it.
 */
const view = lazyPart(() => import('./category-view.tsx').then((module) => module.CategoryView), <GridSkeleton />);

/** The category's page with the visible link to its Atom feed (docs/decisions/014-atom-feeds.md) below the view. */
export function CategoryPage() {
  return (
    <>
      <view.Part />
      <CategoryFeedLink />
    </>
  );
}

function CategoryFeedLink() {
  const { category } = useLoaderData<CategoryPayload>();
  return <FeedLink path={category.path} />;
}
export const loadCategoryView = view.load;
