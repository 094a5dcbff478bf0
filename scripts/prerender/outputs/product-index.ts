import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_INDEX_BUCKET, PRODUCT_INDEX_BASE, type ProductIndexBucket } from '../../../src/compare/ids.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { productPath } from '../payloads/common.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/** Product id -> unprefixed article path, split into one object per bucket of 100 ids. */
export function productIndexBuckets(snapshot: Snapshot): Map<number, ProductIndexBucket> {
  const buckets = new Map<number, ProductIndexBucket>();
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const bucket = Math.floor(product.id / PRODUCT_INDEX_BUCKET);
      let paths = buckets.get(bucket);
      if (!paths) buckets.set(bucket, (paths = {}));
      paths[product.id] = productPath(category, product);
    }
  }
  return buckets;
}

/** The dev server's answer for `pathname`: the index file's JSON, null for no such file, undefined when not an index path. */
export function readProductIndexFile(snapshot: Snapshot, pathname: string): string | null | undefined {
  if (!pathname.startsWith(`${PRODUCT_INDEX_BASE}/`)) return undefined;
  const match = /^\/(\d{1,8})\.json$/.exec(pathname.slice(PRODUCT_INDEX_BASE.length));
  const paths = match ? productIndexBuckets(snapshot).get(Number(match[1])) : undefined;
  return paths ? JSON.stringify(paths) : null;
}

/**
 * `/compare-index/<floor(id / 100)>.json` ({ "<id>": "<article path>" }) for every product with
 * an article page on the site: compare and the watchlist find a product by id in one file of
 * at most 100 entries, whatever the catalogue's size.
 */
export const productIndexOutput: Output = {
  name: 'product index',
  files: '`/compare-index/<n>.json`',
  key: 'none: written afresh',
  writtenWhole: [PRODUCT_INDEX_BASE.slice(1)],
  open: ({ dir, snapshot }) => ({
    write: () => {
      const buckets = productIndexBuckets(snapshot);
      mkdirSync(join(dir, PRODUCT_INDEX_BASE), { recursive: true });
      for (const [bucket, paths] of buckets) writeFile(join(dir, PRODUCT_INDEX_BASE, `${bucket}.json`), JSON.stringify(paths));
      return { detail: `${buckets.size} files` };
    },
  }),
  serve: ({ snapshot, pathname }) => fileAnswer(readProductIndexFile(snapshot(), pathname)),
};
