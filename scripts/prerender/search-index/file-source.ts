import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexSource, SearchMeta } from '../../../src/search/index-format.ts';
import {
  categoryTopUrl,
  columnUrl,
  docShardUrl,
  metaUrl,
  priceBandUrl,
  termShardUrl,
  totalBandUrl,
} from '../../../src/search/shard-url.ts';

/**
 * A built site's search index read from its files by the browser's URLs (src/search/client.ts),
 * for tests and benchmarks; `onRead` hears each file's path and text as it is read.
 */
export function fileSource(siteDir: string, locale: string, onRead: (url: string, text: string) => void = () => {}): IndexSource {
  const read = <T>(url: string): T => {
    const text = readFileSync(join(siteDir, url), 'utf8');
    onRead(url, text);
    return JSON.parse(text) as T;
  };
  const meta = read<SearchMeta>(metaUrl(locale));
  const { version } = meta;
  const load = <T>(url: string): Promise<T> => Promise.resolve().then(() => read<T>(url));
  return {
    meta,
    termShard: (key) => load(termShardUrl(version, key)),
    docShard: (number) => load(docShardUrl(version, number)),
    facetColumns: () => load(columnUrl(version, 'f')),
    priceBands: () => load(columnUrl(version, 'p')),
    priceBand: (band) => load(priceBandUrl(version, band)),
    totalBands: () => load(columnUrl(version, 'q')),
    totalBand: (band) => load(totalBandUrl(version, band)),
    deliveryColumn: () => load(columnUrl(version, 'l')),
    missWords: () => load(columnUrl(version, 'w')),
    categoryTop: (category) => load(categoryTopUrl(version, category)),
  };
}
