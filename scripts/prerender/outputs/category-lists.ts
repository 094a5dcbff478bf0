import { join } from 'node:path';
import { LIST_FILE } from '../../../src/catalogue-list/types.ts';
import { buildCategoryParts } from '../payloads/category-list.ts';
import { hasProducts } from '../payloads/common.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/**
 * A category's `list.json` beside its unprefixed page: one per site, since names, prices and
 * facet values are the same in every language. Written as the pages output builds each
 * category's parts, which its pages share.
 */
export const categoryListsOutput: Output = {
  name: 'category lists',
  files: '`<category>/list.json`',
  key: 'none: written afresh with their category pages',
  filesOf: (path) => [join(path, LIST_FILE)],
  open: ({ dir, keys }) => {
    let count = 0;
    return {
      onCategory: (category, parts) => {
        writeFile(join(dir, category.path, LIST_FILE), JSON.stringify(parts.list));
        keys.written(category.path);
        count += 1;
      },
      write: () => ({ detail: `${count} files, written with the pages` }),
    };
  },
  serve: ({ index, pathname }) => {
    if (!pathname.endsWith(`/${LIST_FILE}`)) return undefined;
    const path = pathname.slice(0, -LIST_FILE.length - 1);
    const category = index().snapshot.categories.find((node) => node.path === path && hasProducts(node));
    // No such category: the pages' 404.
    return category && fileAnswer(JSON.stringify(buildCategoryParts(category, index()).list));
  },
};
