import { SEARCH_INDEX_BASE } from './index-format.ts';

/** A shard key as a file name: ASCII only (`%` escapes as `_`), so that servers and URLs agree. */
export function shardFileName(key: string): string {
  return `${encodeURIComponent(key).replace(/%/g, '_')}.json`;
}

export function metaUrl(locale: string): string {
  return `${SEARCH_INDEX_BASE}/${locale}.json`;
}

export function termShardUrl(version: string, key: string): string {
  return `${SEARCH_INDEX_BASE}/${version}/t/${shardFileName(key)}`;
}

export function docShardUrl(version: string, number: number): string {
  return `${SEARCH_INDEX_BASE}/${version}/d/${number}.json`;
}

/**
 * The results page's columns over every product: FacetColumns (`f`), price bands (`p`), total
 * bands (`q`), delivery (`l`); the words a miss reads (`w`).
 */
export function columnUrl(version: string, column: 'f' | 'p' | 'q' | 'w' | 'l'): string {
  return `${SEARCH_INDEX_BASE}/${version}/${column}.json`;
}

export function priceBandUrl(version: string, band: number): string {
  return `${SEARCH_INDEX_BASE}/${version}/p/${band}.json`;
}

export function totalBandUrl(version: string, band: number): string {
  return `${SEARCH_INDEX_BASE}/${version}/q/${band}.json`;
}

export function categoryTopUrl(version: string, category: number): string {
  return `${SEARCH_INDEX_BASE}/${version}/top/${category}.json`;
}
