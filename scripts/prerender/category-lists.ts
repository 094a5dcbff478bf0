import { join } from 'node:path';
import { LIST_FILE } from '../../src/catalogue-list/types.ts';
import type { Site } from '../../sites/index.ts';
import type { Snapshot, SnapshotNode } from '../catalogue/snapshot.ts';
import { buildCategoryParts, type CategoryParts } from './payloads/category-list.ts';
import { hasProducts } from './payloads/common.ts';
import { writeFile } from './write-file.ts';

/**
 * Writes a category's `list.json` beside its unprefixed page: one per site, since names,
 * prices and facet values are the same in every language. Returns its size in bytes.
 */
export function writeCategoryList(siteDir: string, category: SnapshotNode, parts: CategoryParts): number {
  const json = JSON.stringify(parts.list);
  writeFile(join(siteDir, category.path, LIST_FILE), json);
  return json.length;
}

/** For the dev server: the list file at `pathname` (`<category>/list.json`) as the build would write it; undefined for another path. */
export function readCategoryListFile(snapshot: Snapshot, site: Site, pathname: string): string | undefined {
  if (!pathname.endsWith(`/${LIST_FILE}`)) return undefined;
  const path = pathname.slice(0, -LIST_FILE.length - 1);
  const category = snapshot.categories.find((node) => node.path === path && hasProducts(node));
  return category ? JSON.stringify(buildCategoryParts(category, site, snapshot.specLabels).list) : undefined;
}
