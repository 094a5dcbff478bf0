import { sharedCode, type Code, type CodeAgreement } from './codes.ts';
import { findConflict } from './conflicts.ts';
import type { Profile } from './profile.ts';

export type Verdict = 'same' | 'different' | 'unsure';

/** What the matcher decides of two sides, with its score (0..1) and why, in words an operator reads. */
export interface Decision {
  verdict: Verdict;
  score: number;
  why: string;
  /** The evidence an automatic match records: how, and the code or GTIN it rests on. */
  evidence: { by: 'gtin' | 'model-code' | 'title'; value: string } | null;
}

/**
 * The thresholds (docs/decisions/039-matching-offers.md): at or above `SAME` a pair is one
 * product, matched automatically; from `UNSURE` up it goes to the review queue with its score.
 * Measured by `npm run bench:matching` (docs/benchmarks.md).
 */
export const SAME = 0.75;
export const UNSURE = 0.3;

/** What a shared code is worth: the whole code, its end, or the start of a part number. */
const CODE_WEIGHT: Record<CodeAgreement, number> = { exact: 0.5, suffix: 0.5, stem: 0.4 };
/** A whole code of six characters or more names one model among thousands (`SM-S921B`, `S2721DGF`); a shorter one (`G305`) less surely. */
const LONG_CODE = 6;
const LONG_CODE_BONUS = 0.15;
/** Both sides of one brand (a conflict else); half of it when one side names none. */
const BRAND_WEIGHT = 0.1;
const TITLE_WEIGHT = 0.25;

/** Two words one letter apart (dropped, added, changed or swapped), both of five letters or more: a typo. */
function nearWord(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  if (endA - start <= 1 && endB - start <= 1) return true;
  return endA - start === 2 && endB - start === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** The share of a side's words and model numbers that another side's title has too, typos forgiven; 1 when it has none. */
export function coverage(of: Profile, within: Profile): number {
  const tokens = [...of.words, ...of.numbers];
  if (tokens.length === 0) return 1;
  const found = tokens.filter((word) => within.allWords.has(word) || [...within.allWords].some((other) => nearWord(word, other))).length;
  return found / tokens.length;
}

/** The coverage of the side with fewer words (the better of the two when they have as many): a shop's title carries words of its own, which say nothing against the match. */
function titleOverlap(a: Profile, b: Profile): number {
  const sizeA = a.words.size + a.numbers.size;
  const sizeB = b.words.size + b.numbers.size;
  if (sizeA === sizeB) return Math.max(coverage(a, b), coverage(b, a));
  return sizeA < sizeB ? coverage(a, b) : coverage(b, a);
}

const shorter = (code: { left: Code; right: Code }) => Math.min(code.left.value.length, code.right.value.length);

const round = (score: number) => Math.round(score * 1000) / 1000;

/**
 * Decides whether two sides are one product. A conflict (conflicts.ts) makes them different
 * whatever else agrees, a shared GTIN too. Same only with a shared GTIN, or a shared model code
 * and the titles' other words in agreement: never on title words alone, which at best make a
 * pair worth reviewing. Two valid GTINs that differ leave it unsure at best.
 */
export function decidePair(a: Profile, b: Profile): Decision {
  const code = sharedCode(a.codes, b.codes);
  const conflict = findConflict(a, b, code);
  if (conflict) return { verdict: 'different', score: 0, why: `conflict: ${conflict}`, evidence: null };
  if (a.gtin && a.gtin === b.gtin)
    return { verdict: 'same', score: 1, why: `same GTIN ${a.gtin}`, evidence: { by: 'gtin', value: a.gtin } };
  const overlap = titleOverlap(a, b);
  const brand = a.brand && b.brand ? BRAND_WEIGHT : BRAND_WEIGHT / 2;
  const codeWeight = code
    ? CODE_WEIGHT[code.agreement] + (code.agreement !== 'stem' && shorter(code) >= LONG_CODE ? LONG_CODE_BONUS : 0)
    : 0;
  const score = round(codeWeight + TITLE_WEIGHT * overlap + brand);
  const words = `${Math.round(overlap * 100)}% of the title's words`;
  const gtinsDiffer = a.gtin !== null && b.gtin !== null;
  if (!code) {
    const why = `no shared model code; ${words}`;
    return { verdict: score >= UNSURE ? 'unsure' : 'different', score, why, evidence: { by: 'title', value: '' } };
  }
  const shown = code.right.value === code.left.value ? code.left.shown : `${code.left.shown} ~ ${code.right.shown}`;
  const why = `model code ${shown} (${code.agreement}); ${words}${gtinsDiffer ? '; the GTINs differ' : ''}`;
  const verdict = score >= SAME && !gtinsDiffer ? 'same' : score >= UNSURE ? 'unsure' : 'different';
  return { verdict, score, why, evidence: { by: 'model-code', value: code.left.shown } };
}
