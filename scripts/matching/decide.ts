import { sharedCode, type CodeAgreement } from './codes.ts';
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
export const SAME = 0.9;
export const UNSURE = 0.35;

/** What a shared code is worth: the whole code, its end, or the start of a part number. */
const CODE_WEIGHT: Record<CodeAgreement, number> = { exact: 0.55, suffix: 0.55, stem: 0.45 };
const TITLE_WEIGHT = 0.4;
const BRAND_WEIGHT = 0.05;

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

/** The share of the smaller side's words (and model numbers) that the other side has too, typos forgiven. */
export function titleOverlap(a: Profile, b: Profile): number {
  const left = [...a.words, ...a.numbers];
  const right = [...b.words, ...b.numbers];
  const [small, large] = left.length <= right.length ? [left, b.allWords] : [right, a.allWords];
  if (small.length === 0) return 0;
  const found = small.filter((word) => large.has(word) || [...large].some((other) => nearWord(word, other))).length;
  return found / small.length;
}

/** The codes a title names (not its MPN field's): two titles that name different ones name different models. */
const titleCodes = (profile: Profile) => profile.codes.filter((code) => !code.fromMpn).map((code) => code.shown);

const round = (score: number) => Math.round(score * 1000) / 1000;

/**
 * Decides whether two sides are one product. A conflict (conflicts.ts) makes them different
 * whatever else agrees, a shared GTIN too. Same only with a shared GTIN, or a shared model code
 * and the titles' other words in agreement: never on title words alone, which at best make a
 * pair worth reviewing. Two valid GTINs that differ leave it unsure at best.
 */
export function decidePair(a: Profile, b: Profile): Decision {
  const code = sharedCode(a.codes, b.codes);
  const conflict = findConflict(a, b, code !== null);
  if (conflict) return { verdict: 'different', score: 0, why: `conflict: ${conflict}`, evidence: null };
  const codesDiffer = !code && titleCodes(a).length > 0 && titleCodes(b).length > 0;
  if (codesDiffer) {
    const why = `conflict: model code ${titleCodes(a).join(', ')} / ${titleCodes(b).join(', ')}`;
    return { verdict: 'different', score: 0, why, evidence: null };
  }
  if (a.gtin && a.gtin === b.gtin)
    return { verdict: 'same', score: 1, why: `same GTIN ${a.gtin}`, evidence: { by: 'gtin', value: a.gtin } };
  const overlap = titleOverlap(a, b);
  const brand = a.brand && a.brand === b.brand ? BRAND_WEIGHT : 0;
  const score = round((code ? CODE_WEIGHT[code.agreement] : 0) + TITLE_WEIGHT * overlap + brand);
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
