import type { BasePayload, NavLink, ProductCardData } from '../../src/components/payload-parts.ts';

export interface CategoryPayload extends BasePayload {
  screen: 'category';
  menu: NavLink;
  subMenu: NavLink;
  category: NavLink;
  products: ProductCardData[];
}
