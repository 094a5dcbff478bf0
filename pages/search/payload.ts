import type { BasePayload } from '../../src/components/payload-parts.ts';

/** Results come from the site's search index after mount; the payload carries the layout only. */
export interface SearchPayload extends BasePayload {
  screen: 'search';
}

/** One row of `/search-index.json`: [path, name, image, lowest price in minor units or -1, shops]. */
export type SearchRow = [string, string, string, number, number];
