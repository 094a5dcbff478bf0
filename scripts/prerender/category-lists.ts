import { join } from 'node:path';
import { LIST_FILE } from '../../src/catalogue-list/types.ts';
import type { SnapshotNode } from '../catalogue/snapshot.ts';
import type { CategoryParts } from './payloads/category-list.ts';
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
