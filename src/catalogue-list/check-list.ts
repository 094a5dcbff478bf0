import { CURRENCIES } from '../../sites/countries.ts';
import { isVariantAxis } from '../domain/family.ts';
import { MAX_FACET_VALUES, type CategoryList } from './types.ts';

const isStrings = (value: unknown, length: number) =>
  Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'string');
const isStringLists = (value: unknown, length: number) =>
  Array.isArray(value) && value.length === length && value.every((item) => Array.isArray(item) && isStrings(item, item.length));
const isInts = (value: unknown, length: number, min: number) =>
  Array.isArray(value) && value.length === length && value.every((item) => Number.isSafeInteger(item) && (item as number) >= min);

const isSpan = (span: unknown) =>
  Array.isArray(span) &&
  span.length === 4 &&
  typeof span[0] === 'string' &&
  isVariantAxis(span[0]) &&
  typeof span[1] === 'string' &&
  typeof span[2] === 'string' &&
  Number.isSafeInteger(span[3]);

/** The list's families: a name, shop and variant counts, and what their variants span. */
function isFamilies(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((family: unknown) => {
      if (typeof family !== 'object' || family === null) return false;
      const { name, shops, variants, spans } = family as Record<string, unknown>;
      return typeof name === 'string' && isInts([shops, variants], 2, 0) && Array.isArray(spans) && spans.every(isSpan);
    })
  );
}

/** One path segment: no slash, backslash, query, fragment, space or control character. */
const isItem = (item: string) => /^[^/\\?#\p{Cc} ]+$/u.test(item);

/**
 * Whether a fetched `list.json` is the category's list as the build writes it: columns of one
 * length, value indexes inside their facet, product paths that stay inside the category. Like
 * the payload check, it keeps a wrong or hostile answer from reaching the page.
 */
export function isCategoryList(value: unknown, path: string): value is CategoryList {
  if (typeof value !== 'object' || value === null) return false;
  const list = value as Record<string, unknown>;
  const items = list.items;
  if (list.path !== path || !(CURRENCIES as readonly unknown[]).includes(list.currency) || !Array.isArray(items)) return false;
  const n = items.length;
  if (!isStrings(items, n) || !(items as string[]).every(isItem)) return false;
  if (!isStrings(list.names, n) || !isStrings(list.images, n)) return false;
  if (!isInts(list.prices, n, -1) || !isInts(list.shops, n, 0) || !isInts(list.drops, n, 0) || !isInts(list.listed, n, 0)) return false;
  if (!isStringLists(list.specs, n)) return false;
  if (!isInts(list.totals, n, -1)) return false;
  if (!isFamilies(list.families) || !isInts(list.family, n, -1)) return false;
  if (!(list.family as number[]).every((family) => family < (list.families as unknown[]).length)) return false;
  if (!Array.isArray(list.facets)) return false;
  return list.facets.every((facet: unknown) => {
    if (typeof facet !== 'object' || facet === null) return false;
    const { key, values, multi, column } = facet as Record<string, unknown>;
    if (typeof key !== 'string' || typeof multi !== 'boolean' || !Array.isArray(values)) return false;
    if (values.length > MAX_FACET_VALUES || !isStrings(values, values.length)) return false;
    if (!isInts(column, n, multi ? 0 : -1)) return false;
    const limit = multi ? 2 ** values.length : values.length;
    return (column as number[]).every((cell) => cell < limit);
  });
}
