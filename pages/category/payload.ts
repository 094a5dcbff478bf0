import type { Facet } from '../../src/catalogue-list/types.ts';
import type { BasePayload, NavLink, ProductCardData } from '../../src/components/payload-parts.ts';

export interface CategoryPayload extends BasePayload {
  screen: 'category';
  menu: NavLink;
  subMenu: NavLink;
  category: NavLink;
  /** This page's cards (at most PAGE_SIZE), in the default order. */
  products: ProductCardData[];
  /** Products in the category. */
  total: number;
  /** 1-based; pages after the first live at `<category>/page/<n>`. */
  page: number;
  pages: number;
  /** Brand, price, shop, stock and the category's common specs, counted with no filter on. */
  facets: Facet[];
}
