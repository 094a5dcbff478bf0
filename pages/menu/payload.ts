import type { BasePayload, CategoryLink, NavLink } from '../../src/components/payload-parts.ts';

export interface MenuPayload extends BasePayload {
  screen: 'menu';
  menu: NavLink;
  subMenus: (NavLink & { categories: CategoryLink[] })[];
}
