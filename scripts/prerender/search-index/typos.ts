import type { TermKind, TermShard } from '../../../src/search/index-format.ts';
import { forgivesTypos } from '../../../src/search/edits.ts';

/**
 * Every term that forgives a typo (three letters or more, no digit), listed in the two-letter
 * shards of its second and third letters and of its first and third (TermShard.s), so that a word
 * typed with another first letter, with one added before it or with its first dropped finds it
 * (`xamsung`, `asamsung` and `amsung` read the shard of `am`, which lists `samsung`), and so does
 * one with its second letter wrong or dropped (`sqmsung` and `smsung` read `sm`).
 */
export function addFirstLetterTypos(terms: Record<TermKind, Map<string, number[]>>, shards: Map<string, TermShard>): void {
  const byLetters = new Map<string, Set<string>>();
  const list = (key: string, term: string) => {
    const listed = byLetters.get(key);
    if (listed) listed.add(term);
    else byLetters.set(key, new Set([term]));
  };
  for (const kind of ['n', 'a', 'c'] as const) {
    for (const term of terms[kind].keys()) {
      if (!forgivesTypos(term)) continue;
      list(term.slice(1, 3), term);
      list(`${term[0] ?? ''}${term[2] ?? ''}`, term);
    }
  }
  for (const [key, listed] of byLetters) {
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { n: {}, m: {}, c: {} }));
    shard.s = [...listed].sort();
  }
}
