import { loadIndexSource } from '../../src/search/client.ts';
import { cardLimit, readPage } from '../../src/search/paging.ts';
import type { SearchDoc } from '../../src/search/index-format.ts';
import { searchResults } from '../../src/search/results.ts';
import { readFilters } from './search-filters.ts';
import { CARD_SIZES, prefetchPicture } from '../../src/lib/picture.ts';

/**
 * Opened with a query, the search page reads the index parts of its first results and the first
 * cards' pictures while the page hydrates, not after: the results view's own query then finds
 * them fetched (the index client keeps each part's promise). Its code is preloaded with the page
 * (scripts/prerender/assets.ts, SCREEN_CHUNKS). A failure here is left to that query to report.
 */
export async function prefetchResults(url: URL, locale: string): Promise<void> {
  const query = (url.searchParams.get('q') ?? '').trim();
  if (!query) return;
  const source = await loadIndexSource(locale);
  // The columns over every product that a query with more matches than a page reads after its
  // terms: asked for beside them, not a round trip later (4 KB gzip at 100,000 products).
  void source.facetColumns().catch(() => {});
  const asked = new Set<string>();
  const ask = (docs: SearchDoc[]) =>
    docs.slice(0, 2).forEach(([, , image], index) => {
      if (!asked.has(image)) prefetchPicture(image, CARD_SIZES, index === 0);
      asked.add(image);
    });
  // The first cards' pictures as soon as the term shards name them, beside the document shards.
  ask((await searchResults(source, query, readFilters(url.searchParams), cardLimit(readPage(url.searchParams)), ask)).docs);
}
