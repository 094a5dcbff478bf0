import type { BasePayload } from '../../src/components/payload-parts.ts';

/** The followed products are in the visitor's browser, loaded after mount; the payload carries the layout only. */
export interface WatchlistPayload extends BasePayload {
  screen: 'watchlist';
}
