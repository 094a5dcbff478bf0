import { HEAD_DOCS, type IndexSource, type SearchDoc, type SearchMeta } from './index-format.ts';
import type { FamilySpan } from '../domain/family.ts';
import { familyLeadDocs } from './families.ts';
import { queryWords, rankProducts } from './query.ts';
import { searchWords } from './text.ts';

export type Suggestion =
  | { kind: 'product'; name: string; path: string; image: string; priceMinor: number; spans?: FamilySpan[] }
  | { kind: 'category'; name: string; path: string }
  | { kind: 'brand'; name: string };

const MAX_SUGGESTIONS = HEAD_DOCS;
const MAX_CATEGORIES = 2;
const MAX_BRANDS = 1;

/** Whether every query word starts a word of `name` (category and brand names in the page's language). */
function namesMatch(words: string[], name: string): boolean {
  const own = searchWords(name);
  return words.length > 0 && words.every((word) => own.some((part) => part.startsWith(word)));
}

function matchingCategories(meta: SearchMeta, words: string[]): Suggestion[] {
  return meta.categories
    .filter(([name]) => namesMatch(words, name))
    .slice(0, MAX_CATEGORIES)
    .map(([name, path]) => ({ kind: 'category', name, path }));
}

function matchingBrands(meta: SearchMeta, words: string[]): Suggestion[] {
  return meta.brands
    .filter((brand) => namesMatch(words, brand))
    .slice(0, MAX_BRANDS)
    .map((name) => ({ kind: 'brand', name }));
}

/** A product, or a family under its name with what its variants span, led by its best match (families.ts). */
function productSuggestion(doc: SearchDoc): Suggestion {
  const [path, name, image, priceMinor, , , , , , family] = doc;
  return family
    ? { kind: 'product', name: family[2], path, image, priceMinor, spans: family[4] }
    : { kind: 'product', name, path, image, priceMinor };
}

/** Up to 8 suggestions for a query as typed: categories and a brand whose names match, then the best products, a family once. */
export async function suggest(source: IndexSource, query: string): Promise<Suggestion[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const names = [...matchingCategories(source.meta, words), ...matchingBrands(source.meta, words)];
  const ranked = await rankProducts(source, query, { quick: true });
  const docs = await familyLeadDocs(source, ranked.ids, ranked.docs, MAX_SUGGESTIONS - Math.min(names.length, 3));
  return [...names.slice(0, 3), ...docs.map(productSuggestion)].slice(0, MAX_SUGGESTIONS);
}
