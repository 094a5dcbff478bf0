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

const files = new Map<string, Promise<unknown>>();

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
