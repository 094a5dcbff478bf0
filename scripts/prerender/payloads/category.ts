import type { CategoryPayload } from '../../../pages/payload.ts';
import type { SnapshotNode } from '../../catalogue/snapshot.ts';
import { nodeLink, productCard, type PageScope } from './common.ts';

export function buildCategoryPayload(scope: PageScope, trail: [SnapshotNode, SnapshotNode, SnapshotNode]): CategoryPayload {
  const [menu, subMenu, category] = trail;
  return {
    screen: 'category',
    locale: scope.locale,
    nav: scope.nav,
    menu: nodeLink(menu, scope.locale),
    subMenu: nodeLink(subMenu, scope.locale),
    category: nodeLink(category, scope.locale),
    products: category.products.map((product) => productCard(category, product, scope.site)),
  };
}
