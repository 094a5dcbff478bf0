import { docFamilyKey, TOP_DOCS, type MissWords, type SearchDoc } from '../../../src/search/index-format.ts';

/**
 * How many words `w.json` lists: the words most products have, enough for every brand, line and
 * category word of a large catalogue, about 10 KB gzip with their aliases.
 */
export const MISS_WORDS = 2_000;

/** A word worth offering after a miss: letters first, two or more characters (not `15`, `x`). */
const OFFERED = /^\p{L}[\p{L}\p{N}]+$/u;

/**
 * MissWords: the words of names and of category names, by how many products have them, and the
 * aliases of the words kept. A word has its products' count from the kind that gives it most.
 */
export function buildMissWords(terms: Map<string, number[]>[], aliases: Map<string, string[]>): MissWords {
  const counts = new Map<string, number>();
  for (const kind of terms) {
    for (const [term, ids] of kind) if (OFFERED.test(term)) counts.set(term, Math.max(counts.get(term) ?? 0, ids.length));
  }
  const w = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en'))
    .slice(0, MISS_WORDS)
    .map(([term]) => term);
  const a: Record<string, string> = {};
  for (const word of w) for (const alias of aliases.get(word) ?? []) if (!counts.has(alias)) a[alias] = word;
  return { w, a };
}

/** Each category's TOP_DOCS best documents (`docs` by id, in static rank), one per family, by category index. */
export function buildCategoryTops(docs: SearchDoc[], categories: number): SearchDoc[][] {
  const tops: SearchDoc[][] = Array.from({ length: categories }, () => []);
  docs.forEach((doc, id) => {
    const top = tops[doc[5]];
    if (top && top.length < TOP_DOCS && docFamilyKey(doc, id) === id) top.push(doc);
  });
  return tops;
}
