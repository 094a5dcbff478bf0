import * as v from 'valibot';
import { FacetSchema } from '../../src/catalogue-list/facet-schema.ts';
import { BasePayloadSchema, NavLinkSchema, ProductCardSchema } from '../../src/components/payload-parts.ts';
import { CountSchema } from '../../src/domain/schemas.ts';

export const CategoryPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('category'),
  menu: NavLinkSchema,
  subMenu: NavLinkSchema,
  category: NavLinkSchema,
  /** This page's cards (at most PAGE_SIZE), in the default order. */
  products: v.array(ProductCardSchema),
  /** Products in the category. */
  total: CountSchema,
  /** 1-based; pages after the first live at `<category>/page/<n>`. */
  page: CountSchema,
  pages: CountSchema,
  /** Brand, price, shop, stock and the category's common specs, counted with no filter on. */
  facets: v.array(FacetSchema),
});
export type CategoryPayload = v.InferOutput<typeof CategoryPayloadSchema>;
