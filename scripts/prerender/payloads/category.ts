import type { CategoryPayload } from '../../../pages/payload.ts';
import { PAGE_SIZE } from '../../../src/catalogue-list/types.ts';
import type { Facet } from '../../../src/catalogue-list/types.ts';
import type { Snapshot, SnapshotNode } from '../../catalogue/snapshot.ts';
import { formatSpecValue } from '../../../src/lib/spec-value.ts';
import type { CategoryParts } from './category-list.ts';
import { localizeFacets } from './category-list.ts';
import { nodeLink, type PageScope } from './common.ts';

/** Pages of a category of `products` products: PAGE_SIZE cards each, at least one. */
export function pageCount(products: number): number {
  return Math.max(1, Math.ceil(products / PAGE_SIZE));
}

/** The facets in the scope's language (once per category and language, shared by its pages). */
export function categoryFacets(parts: CategoryParts, scope: PageScope): Facet[] {
  const labels: Snapshot['specLabels'] = scope.snapshot.specLabels;
  return localizeFacets(
    parts.facets,
    (spec) => labels.get(spec)?.names[scope.locale] || spec,
    (spec, value) => formatSpecValue(value, labels.get(spec)?.unit ?? '', scope.locale),
  );
}

/** One page (1-based) of a category's cards with its facets. */
export function buildCategoryPayload(
  scope: PageScope,
  trail: [SnapshotNode, SnapshotNode, SnapshotNode],
  parts: CategoryParts,
  facets: Facet[],
  page: number,
): CategoryPayload {
  const [menu, subMenu, category] = trail;
  return {
    screen: 'category',
    locale: scope.locale,
    navFile: scope.navFile,
    menu: nodeLink(menu, scope.locale),
    subMenu: nodeLink(subMenu, scope.locale),
    category: nodeLink(category, scope.locale),
    products: parts.cards.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: parts.cards.length,
    page,
    pages: pageCount(parts.cards.length),
    facets,
  };
}
