import { sharedCode } from './codes.ts';
import { decidePair, type Verdict } from './decide.ts';
import type { LabelledPair } from './labelled-set.ts';
import { plainWords, profileOf } from './profile.ts';
import { BRANDS } from './vocabulary.ts';

/** How the matcher did on one kind of pair (or all): "same" as the positive class. */
export interface KindFigures {
  kind: string;
  pairs: number;
  labelledSame: number;
  decidedSame: number;
  trueSame: number;
  unsure: number;
  /** Labelled same and sharing a model code: the pairs the recall budget is about. */
  codeSame: number;
  codeSameFound: number;
}

/** What went wrong on a pair: decided same when different (a wrong match), or missed. */
export interface Miss {
  pair: LabelledPair;
  verdict: Verdict;
  why: string;
}

const empty = (kind: string): KindFigures => ({
  kind,
  pairs: 0,
  labelledSame: 0,
  decidedSame: 0,
  trueSame: 0,
  unsure: 0,
  codeSame: 0,
  codeSameFound: 0,
});

/** Decides every labelled pair and counts, by kind and over all. */
export function measurePairs(pairs: LabelledPair[]): { kinds: KindFigures[]; all: KindFigures; wrong: Miss[]; missed: Miss[] } {
  const byKind = new Map<string, KindFigures>();
  const all = empty('all');
  const wrong: Miss[] = [];
  const missed: Miss[] = [];
  for (const pair of pairs) {
    const known = { brands: BRANDS, words: plainWords([pair.left.title, pair.right.title]) };
    const left = profileOf(pair.left, known);
    const right = profileOf(pair.right, known);
    const { verdict, why } = decidePair(left, right);
    const figures = byKind.get(pair.kind) ?? empty(pair.kind);
    byKind.set(pair.kind, figures);
    const same = pair.label === 'same';
    const shares = same && sharedCode(left.codes, right.codes) !== null;
    for (const target of [figures, all]) {
      target.pairs += 1;
      if (same) target.labelledSame += 1;
      if (verdict === 'same') target.decidedSame += 1;
      if (verdict === 'same' && same) target.trueSame += 1;
      if (verdict === 'unsure') target.unsure += 1;
      if (shares) target.codeSame += 1;
      if (shares && verdict === 'same') target.codeSameFound += 1;
    }
    if (verdict === 'same' && !same) wrong.push({ pair, verdict, why });
    if (same && verdict !== 'same') missed.push({ pair, verdict, why });
  }
  return { kinds: [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind)), all, wrong, missed };
}

/** Precision of "same": 1 when nothing was decided same (no wrong match). */
export const precision = (figures: KindFigures) => (figures.decidedSame === 0 ? 1 : figures.trueSame / figures.decidedSame);
export const recall = (figures: KindFigures) => (figures.labelledSame === 0 ? 1 : figures.trueSame / figures.labelledSame);
export const codeRecall = (figures: KindFigures) => (figures.codeSame === 0 ? 1 : figures.codeSameFound / figures.codeSame);
export function f1(figures: KindFigures): number {
  const p = precision(figures);
  const r = recall(figures);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}
