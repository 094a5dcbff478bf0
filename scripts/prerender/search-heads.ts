import { encodePostings, HEAD_DOCS, PREFIX_HEAD, type SearchDoc, type TermKind, type TermShard } from '../../src/search/index-format.ts';

/** Posting lists of the terms of two letters or more, by their first two. */
function byPrefix(terms: Map<string, number[]>): Map<string, number[][]> {
  const groups = new Map<string, number[][]>();
  for (const [term, ids] of terms) {
    if (term.length < 2) continue;
    const group = groups.get(term.slice(0, 2));
    if (group) group.push(ids);
    else groups.set(term.slice(0, 2), [ids]);
  }
  return groups;
}

/** The `count` smallest ids among the first `take` of each list, leaving out `except`. */
function smallest(lists: number[][], take: number, count: number, except: ReadonlySet<number> = new Set()): number[] {
  const ids = new Set<number>();
  for (const list of lists) for (const id of list.slice(0, take)) if (!except.has(id)) ids.add(id);
  return [...ids].sort((a, b) => a - b).slice(0, count);
}

/**
 * What the typeahead's first two letters read from the one shard named by them: the head of a
 * prefix with more names than the typeahead shows (TermShard.p), and the documents of the best
 * products a two-letter word finds (TermShard.d), ranked as src/search/query.ts ranks a
 * one-word query: names, then category words, each by id.
 */
export function addPrefixHeads(
  terms: Record<TermKind, Map<string, number[]>>,
  shards: Map<string, TermShard>,
  docOf: (id: number) => SearchDoc,
): void {
  const names = byPrefix(terms.n);
  const categories = byPrefix(terms.c);
  for (const prefix of new Set([...names.keys(), ...categories.keys()])) {
    const named = names.get(prefix) ?? [];
    let shard = shards.get(prefix);
    if (!shard) shards.set(prefix, (shard = { n: {}, m: {}, c: {} }));
    const head = smallest(named, PREFIX_HEAD, PREFIX_HEAD);
    if (head.length > HEAD_DOCS) shard.p = { [prefix]: encodePostings(head) };
    const best = smallest(named, HEAD_DOCS, HEAD_DOCS);
    // Fewer names than that are all of them; then each category word's first 2 × HEAD_DOCS hold enough others.
    if (best.length < HEAD_DOCS)
      best.push(...smallest(categories.get(prefix) ?? [], 2 * HEAD_DOCS, HEAD_DOCS - best.length, new Set(best)));
    shard.d = Object.fromEntries(best.map((id) => [id, docOf(id)]));
  }
}
