import type { TermKind, TermShard } from '../../src/search/index-format.ts';
import { forgivesTypos } from '../../src/search/text.ts';

/**
 * Every term that forgives a typo (five letters or more, no digit), listed in the two-letter
 * shard of its second and third letters (TermShard.s), so that a word typed with another first
 * letter, with one added before it or with its first dropped finds it: `xamsung`, `asamsung` and
 * `amsung` read the shard of `am`, which lists `samsung`.
 */
export function addFirstLetterTypos(terms: Record<TermKind, Map<string, number[]>>, shards: Map<string, TermShard>): void {
  const byLetters = new Map<string, Set<string>>();
  for (const kind of ['n', 'c'] as const) {
    for (const term of terms[kind].keys()) {
      if (!forgivesTypos(term)) continue;
      const key = term.slice(1, 3);
      const listed = byLetters.get(key);
      if (listed) listed.add(term);
      else byLetters.set(key, new Set([term]));
    }
  }
  for (const [key, listed] of byLetters) {
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { n: {}, m: {}, c: {} }));
    shard.s = [...listed].sort();
  }
}
