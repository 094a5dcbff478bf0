import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPARE_BUCKET_SIZE, COMPARE_INDEX_BASE } from '../../src/compare/ids.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import { productPath } from './payloads/common.ts';

/** Product id -> unprefixed article path, split into one object per bucket of 100 ids. */
function compareIndexBuckets(snapshot: Snapshot): Map<number, Record<string, string>> {
  const buckets = new Map<number, Record<string, string>>();
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const bucket = Math.floor(product.id / COMPARE_BUCKET_SIZE);
      let paths = buckets.get(bucket);
      if (!paths) buckets.set(bucket, (paths = {}));
      paths[product.id] = productPath(category, product);
    }
  }
  return buckets;
}

/**
 * Writes `/compare-index/<floor(id / 100)>.json` ({ "<id>": "<article path>" }) for every
 * product with an article page on the site: the compare page finds a shared URL's products
 * by id in one file of at most 100 entries each, whatever the catalogue's size. Returns the file count.
 */
export function writeCompareIndex(siteDir: string, snapshot: Snapshot): number {
  const root = join(siteDir, COMPARE_INDEX_BASE.slice(1));
  mkdirSync(root, { recursive: true });
  const buckets = compareIndexBuckets(snapshot);
  for (const [bucket, paths] of buckets) writeFileSync(join(root, `${bucket}.json`), JSON.stringify(paths));
  return buckets.size;
}

/** The dev server's answer for `pathname`: the index file's JSON, null for no such file, undefined when not an index path. */
export function readCompareIndexFile(snapshot: Snapshot, pathname: string): string | null | undefined {
  if (!pathname.startsWith(`${COMPARE_INDEX_BASE}/`)) return undefined;
  const match = /^\/(\d{1,8})\.json$/.exec(pathname.slice(COMPARE_INDEX_BASE.length));
  const paths = match ? compareIndexBuckets(snapshot).get(Number(match[1])) : undefined;
  return paths ? JSON.stringify(paths) : null;
}
