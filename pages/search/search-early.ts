import { splitLocale } from '../../src/lib/paths.ts';
import { prefetchResults } from './prefetch-results.ts';

/**
 * The search page's early script, an entry of the client build of its own (scripts/prerender/assets.ts,
 * SCREEN_EARLY): run as soon as it arrives, beside the app's entry script rather than after it,
 * it starts the query's index parts, results view and first pictures while the page hydrates.
 */
void prefetchResults(new URL(window.location.href), splitLocale(window.location.pathname).locale).catch(() => {});
