import type { CategoryList } from '../../src/catalogue-list/list-schema.ts';
import { LIST_FILE } from '../../src/catalogue-list/types.ts';
import { sameOriginUrl } from '../../src/lib/paths.ts';

/** Each category's list, fetched once per visit (pages of one category share it). */
const lists = new Map<string, Promise<CategoryList>>();
/** The lists that have arrived, for a view that mounts again (Back from a product) to render at once. */
const arrived = new Map<string, CategoryList>();

/** The category's list if it has arrived in this visit. */
export function arrivedList(path: string): CategoryList | null {
  return arrived.get(path) ?? null;
}

/**
 * The list file of the category at the unprefixed `path`, from this origin only, its shape
 * checked. A failure is forgotten, so the next filter use tries again.
 */
export function loadCategoryList(path: string): Promise<CategoryList> {
  let list = lists.get(path);
  if (!list) {
    list = fetchList(path);
    list.then(
      (value) => arrived.set(path, value),
      () => lists.delete(path),
    );
    lists.set(path, list);
  }
  return list;
}

async function fetchList(path: string): Promise<CategoryList> {
  const url = sameOriginUrl(`${path}/${LIST_FILE}`, window.location.origin);
  if (!url) throw new Error(`${path} is not a path on this site`);
  // With the check's schema: out of the page's first scripts, fetched with the first list.
  const [{ http }, { isCategoryList }] = await Promise.all([
    import('../../src/lib/http.ts'),
    import('../../src/catalogue-list/list-schema.ts'),
  ]);
  const list: unknown = await http(url.href, { redirect: 'error', responseType: 'json', headers: { accept: 'application/json' } });
  if (!isCategoryList(list, path)) throw new Error(`${url.pathname} is not the category's list`);
  return list;
}
