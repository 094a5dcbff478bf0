import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchRow } from '../../pages/search/payload.ts';
import { SEARCH_INDEX_URL } from '../../pages/search/search-index.ts';
import type { Site } from '../../sites/index.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import { lowestPrice, productPath } from './payloads/common.ts';

/** The simple search's index: one row per product on sale, most shops first. */
export function buildSearchRows(snapshot: Snapshot, site: Site): SearchRow[] {
  const rows: SearchRow[] = [];
  for (const category of snapshot.categories) {
    for (const product of category.products) {
      const price = lowestPrice(product, site);
      rows.push([productPath(category, product), product.name, product.image, price ? price.minor : -1, product.offers.length]);
    }
  }
  return rows.sort((a, b) => b[4] - a[4] || a[1].localeCompare(b[1], 'en'));
}

export function writeSearchIndex(siteDir: string, snapshot: Snapshot, site: Site): number {
  const rows = buildSearchRows(snapshot, site);
  writeFileSync(join(siteDir, SEARCH_INDEX_URL.slice(1)), JSON.stringify(rows));
  return rows.length;
}
