import { splitLocale } from '../../src/lib/paths.ts';
import type { SearchMeta } from '../../src/search/index-format.ts';
import { knowIndexEntry } from '../../src/search/client.ts';
import { prefetchResults } from './prefetch-results.ts';

/**
 * The search page's early script (scripts/prerender/assets.ts, SCREEN_EARLY), built on its own and
 * inlined in the page after the app's markup: as soon as the page has arrived, with the index's
 * entry the page carries (`#__early`), it starts the query's index parts and first pictures,
 * sharing no bandwidth with the app's scripts for its own code
 * (docs/decisions/072-search-page-carries-its-index-entry.md).
 */
const { locale } = splitLocale(window.location.pathname);
const entry = document.getElementById('__early')?.textContent;
if (entry) knowIndexEntry(locale, JSON.parse(entry) as SearchMeta);
void prefetchResults(new URL(window.location.href), locale).catch(() => {});
