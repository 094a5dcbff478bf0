import type { BasePayload } from '../../src/components/payload-parts.ts';

/** Results come from the site's search index (src/search/) after mount; the payload carries the layout only. */
export interface SearchPayload extends BasePayload {
  screen: 'search';
}
