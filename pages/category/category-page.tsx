import { lazyPart } from '../../src/lib/lazy-part.tsx';
import { GridSkeleton } from '../../src/components/product-card.tsx';

/**
 * The category screen outside the other pages' first-load JavaScript (design.md section 7): on a
 * category page the prerendered HTML stays until the chunk arrives, then React hydrates it.
 */
const view = lazyPart(() => import('./category-view.tsx').then((module) => module.CategoryView), <GridSkeleton />);

export const CategoryPage = view.Part;
export const loadCategoryView = view.load;
