import type { BasePayload, CategoryLink, ProductCardData } from '../../src/components/payload-parts.ts';

export interface HomePayload extends BasePayload {
  screen: 'home';
  /** The biggest price drops of the last 30 days. */
  drops: ProductCardData[];
  categories: CategoryLink[];
}
