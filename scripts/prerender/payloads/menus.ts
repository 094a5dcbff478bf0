import type { MenuPayload, SubMenuPayload } from '../../../pages/payload.ts';
import type { SnapshotNode } from '../../catalogue/snapshot.ts';
import type { PageScope } from './common.ts';
import { categoryLink, hasProducts, nodeLink } from './common.ts';

export function buildMenuPayload(scope: PageScope, menu: SnapshotNode): MenuPayload {
  return {
    screen: 'menu',
    locale: scope.locale,
    navFile: scope.navFile,
    menu: nodeLink(menu, scope.locale),
    subMenus: menu.children.filter(hasProducts).map((subMenu) => ({
      ...nodeLink(subMenu, scope.locale),
      categories: subMenu.children.filter(hasProducts).map((category) => categoryLink(category, scope.locale)),
    })),
  };
}

export function buildSubMenuPayload(scope: PageScope, menu: SnapshotNode, subMenu: SnapshotNode): SubMenuPayload {
  return {
    screen: 'sub-menu',
    locale: scope.locale,
    navFile: scope.navFile,
    menu: nodeLink(menu, scope.locale),
    subMenu: nodeLink(subMenu, scope.locale),
    categories: subMenu.children.filter(hasProducts).map((category) => categoryLink(category, scope.locale)),
  };
}
