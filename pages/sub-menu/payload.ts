import type { BasePayload, CategoryLink, NavLink } from '../../src/components/payload-parts.ts';

export interface SubMenuPayload extends BasePayload {
  screen: 'sub-menu';
  menu: NavLink;
  subMenu: NavLink;
  categories: CategoryLink[];
}
