import * as v from 'valibot';
/** At most this many products side by side (docs/decisions/013-compare-and-watchlist.md). */
export const MAX_COMPARE = 4;

/** Ids are positive integers as the catalogue numbers products; anything longer is not one. */
const ID = /^[1-9]\d{0,9}$/;

/**
 * The product ids of a compare URL's `ids` query value (`12,57,301`): bad values, repeats and
 * any beyond the fourth are ignored, never an error.
 */
export function parseCompareIds(value: string | null): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (!Number.isSafeInteger(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}

/** An unprefixed article path (`/<menu>/<sub-menu>/<category>/<id>-<slug>`) split into its product id and category path. */
export function articleOfPath(path: string): { id: number; category: string } | null {
  const match = /^((?:\/[^/\\?#\s\p{Cc}]+){3})\/([1-9]\d{0,9})-[^/\\?#\s\p{Cc}]*$/u.exec(path);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { id, category: match[1] as string } : null;
}

/** The compare page's query for these ids. */
export function compareQuery(ids: number[]): Record<string, string> {
  return { ids: ids.join(',') };
}

/**
 * The product index (compare and the watchlist read it): id -> article path, one file per 100 ids,
 * so a lookup reads one small file at any catalogue size. Its folder keeps the name it was
 * published under, so pages of an older build open in a visitor's browser still find it.
 */
export const PRODUCT_INDEX_BASE = '/compare-index';

/** One file of the product index (`/compare-index/<n>.json`): product id -> its article path, for at most PRODUCT_INDEX_BUCKET ids. */
export const ProductIndexBucketSchema = v.record(v.pipe(v.string(), v.regex(/^[1-9]\d*$/)), v.pipe(v.string(), v.startsWith('/')));

export type ProductIndexBucket = v.InferOutput<typeof ProductIndexBucketSchema>;
export const PRODUCT_INDEX_BUCKET = 100;

export function productIndexFile(id: number): string {
  return `${PRODUCT_INDEX_BASE}/${Math.floor(id / PRODUCT_INDEX_BUCKET)}.json`;
}
