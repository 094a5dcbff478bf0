import type {
  DeliveryColumn,
  FacetColumns,
  IndexSource,
  MissWords,
  PriceBand,
  PriceColumn,
  SearchDoc,
  SearchMeta,
  TermShard,
} from './index-format.ts';
import { categoryTopUrl, columnUrl, docShardUrl, metaUrl, priceBandUrl, termShardUrl, totalBandUrl } from './shard-url.ts';

/**
 * The parts this page has asked for, each once. Shared through the window with the search page's
 * early script, a copy of this module inlined in the page (scripts/prerender/assets.ts,
 * SCREEN_EARLY), whose fetches the app then finds under way.
 */
const files = ((globalThis as { __indexParts?: Map<string, Promise<unknown>> }).__indexParts ??= new Map<string, Promise<unknown>>());

/** A part of the index, fetched once per page load; a failed part is forgotten so that a retry fetches it again. */
function fetchPart<T>(url: string): Promise<T> {
  let part = files.get(url);
  if (!part) {
    part = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
      return response.json() as Promise<unknown>;
    });
    part.catch(() => files.delete(url));
    files.set(url, part);
  }
  return part as Promise<T>;
}

/** A locale's index entry that the page carries (the search page's payload), taken instead of fetching it. */
export function knowIndexEntry(locale: string, entry: SearchMeta): void {
  const url = metaUrl(locale);
  if (!files.has(url)) files.set(url, Promise.resolve(entry));
}

/** The site's search index in a locale, read from the network a shard at a time. */
export async function loadIndexSource(locale: string): Promise<IndexSource> {
  const meta = await fetchPart<SearchMeta>(metaUrl(locale));
  return {
    meta,
    termShard: (key) => fetchPart<TermShard>(termShardUrl(meta.version, key)),
    docShard: (number) => fetchPart<SearchDoc[]>(docShardUrl(meta.version, number)),
    facetColumns: () => fetchPart<FacetColumns>(columnUrl(meta.version, 'f')),
    priceBands: () => fetchPart<PriceColumn>(columnUrl(meta.version, 'p')),
    priceBand: (band) => fetchPart<PriceBand>(priceBandUrl(meta.version, band)),
    totalBands: () => fetchPart<PriceColumn>(columnUrl(meta.version, 'q')),
    totalBand: (band) => fetchPart<PriceBand>(totalBandUrl(meta.version, band)),
    deliveryColumn: () => fetchPart<DeliveryColumn>(columnUrl(meta.version, 'l')),
    missWords: () => fetchPart<MissWords>(columnUrl(meta.version, 'w')),
    categoryTop: (category) => fetchPart<SearchDoc[]>(categoryTopUrl(meta.version, category)),
  };
}
