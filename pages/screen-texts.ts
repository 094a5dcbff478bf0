import type { Feature } from '../src/i18n/feature-texts.ts';
import type { Screen } from './payload.ts';

/**
 * The texts of a feature a screen shows at once (its parts wait for them): the client loads them
 * with the screen's chunk before it hydrates, so no part of the first page waits for them after.
 */
export const SCREEN_TEXTS: Partial<Record<Screen, Feature>> = {
  category: 'facets',
  search: 'search',
  compare: 'compare',
  watchlist: 'watchlist',
  shops: 'shops',
  shop: 'shops',
  privacy: 'privacy',
};
