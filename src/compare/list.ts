import { storedJson } from '../lib/stored-state.ts';
import { articleOfPath, MAX_COMPARE } from './ids.ts';

/** A product picked for comparison: its id, article path (unprefixed) and name for the tray. */
export interface CompareItem {
  id: number;
  path: string;
  name: string;
}

/** The picked products, all of one category (its unprefixed path; empty while nothing is picked). */
export interface CompareList {
  category: string;
  items: CompareItem[];
}

export const EMPTY_LIST: CompareList = { category: '', items: [] };

/** The localStorage key and the version of what it holds: another version is read as nothing picked. */
export const STORAGE_KEY = 'cjenovnik.compare';
const STORAGE_VERSION = 1;

/** Longest product name kept (a feed's name is hostile, and the quota small). */
const MAX_NAME = 200;

export type AddResult = { list: CompareList } | { refused: 'limit' | 'other-category' | 'not-a-product' };

/** Adds a product: refused beyond four, or when it is of another category than those picked. */
export function addItem(list: CompareList, path: string, name: string): AddResult {
  const article = articleOfPath(path);
  if (!article) return { refused: 'not-a-product' };
  if (list.items.some((item) => item.id === article.id)) return { list };
  if (list.items.length > 0 && list.category !== article.category) return { refused: 'other-category' };
  if (list.items.length >= MAX_COMPARE) return { refused: 'limit' };
  const item = { id: article.id, path, name: name.slice(0, MAX_NAME) };
  return { list: { category: article.category, items: [...list.items, item] } };
}

export function removeItem(list: CompareList, id: number): CompareList {
  const items = list.items.filter((item) => item.id !== id);
  return items.length > 0 ? { ...list, items } : EMPTY_LIST;
}

/** A new comparison that holds only this product. */
export function startWith(path: string, name: string): CompareList {
  const result = addItem(EMPTY_LIST, path, name);
  return 'list' in result ? result.list : EMPTY_LIST;
}

export function serializeList(list: CompareList): string {
  return JSON.stringify({ v: STORAGE_VERSION, category: list.category, items: list.items });
}

/**
 * What localStorage held, checked: `null` when nothing; `corrupt` for anything that is not
 * this version's format (another site's data under the key, a hand edit, an old version).
 * Items are re-derived from their paths, so a stored id or category cannot disagree with its path.
 */
export function parseList(text: string | null): CompareList | 'corrupt' | null {
  const json = storedJson(text);
  if (json === null || json === 'corrupt') return json;
  const { data } = json;
  if (typeof data !== 'object' || data === null) return 'corrupt';
  const { v, items } = data as { v?: unknown; items?: unknown };
  if (v !== STORAGE_VERSION || !Array.isArray(items) || items.length > MAX_COMPARE) return 'corrupt';
  let list = EMPTY_LIST;
  for (const item of items as unknown[]) {
    const { path, name } = (item ?? {}) as { path?: unknown; name?: unknown };
    if (typeof path !== 'string' || typeof name !== 'string') return 'corrupt';
    const result = addItem(list, path, name);
    if (!('list' in result) || result.list === list) return 'corrupt';
    list = result.list;
  }
  return list;
}
