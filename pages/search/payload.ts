import type { BasePayload, NavLink } from '../../src/components/payload-parts.ts';

/** A brand and the categories that carry most of its products. */
export interface BrandLinks {
  name: string;
  categories: NavLink[];
}

/**
 * Results come from the site's search index (src/search/) after mount. The payload carries the
 * layout and, for a browser without JavaScript, the brands with most products: a bounded list.
 */
export interface SearchPayload extends BasePayload {
  screen: 'search';
  brands: BrandLinks[];
}
