import { foldText } from './paths.ts';

/** A name folded as search folds it, but đ and ı as the d and i a collator orders them with (search spells đ dj, as typed). */
function sortKey(text: string): string {
  return foldText(text.replace(/[đĐ]/g, 'd').replace(/ı/g, 'i'));
}

/**
 * Names in alphabetical order as an English collator orders them where their letters differ
 * (compared folded, without accents and case: Č with C, a with A); names alike but for accents or
 * case by their code points, so that no two names tie. The same in Node and every browser,
 * without a collator: a page's first `localeCompare` makes the browser load its collation data,
 * 10-17 ms of the main thread on this machine and four times that on a phone
 * (docs/decisions/069-hydration-in-parts.md).
 */
export function compareText(a: string, b: string): number {
  const first = sortKey(a);
  const second = sortKey(b);
  if (first !== second) return first < second ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
