import {
  docFamilyKey,
  encodePostings,
  HEAD_DOCS,
  MAX_KEY_LENGTH,
  PREFIX_HEAD,
  type SearchDoc,
  type TermKind,
  type TermShard,
} from '../../../src/search/index-format.ts';

/** Posting lists of the terms each key starts: every two-letter prefix, and every longer shard key. */
function byKey(terms: Map<string, number[]>, keys: ReadonlySet<string>): Map<string, number[][]> {
  const groups = new Map<string, number[][]>();
  for (const [term, ids] of terms) {
    for (let length = 2; length <= Math.min(term.length, MAX_KEY_LENGTH); length += 1) {
      const key = term.slice(0, length);
      if (length > 2 && !keys.has(key)) continue;
      const group = groups.get(key);
      if (group) group.push(ids);
      else groups.set(key, [ids]);
    }
  }
  return groups;
}

/**
 * The `count` smallest ids among the first `take` of each list, one per family (its smallest,
 * the cheapest of its members there: `familyOf` gives a family's first id), leaving out
 * `except`. A list is read until it has given `take` families, so that one family's many
 * members leave room for the next.
 */
function smallest(
  lists: number[][],
  take: number,
  count: number,
  familyOf: (id: number) => number,
  except: ReadonlySet<number> = new Set(),
): number[] {
  const ids = new Set<number>();
  for (const list of lists) {
    const families = new Set<number>();
    for (const id of list) {
      if (!families.has(familyOf(id)) && families.size === take) break;
      families.add(familyOf(id));
      if (!except.has(id)) ids.add(id);
    }
  }
  const seen = new Set([...except].map(familyOf));
  const out: number[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    if (out.length === count) break;
    if (seen.has(familyOf(id))) continue;
    seen.add(familyOf(id));
    out.push(id);
  }
  return out;
}

/**
 * What a word the typeahead reads from one shard needs with it, in the shard of every
 * two-letter prefix and every longer key: the documents of the best products the key as a word
 * finds, one per family (TermShard.d), ranked as src/search/query.ts ranks a one-word query (names, then
 * aliases, then category words, each by id), so that its suggestions need no document shard; and for a
 * two-letter prefix with more names than the typeahead shows, the head of its best products
 * (TermShard.p).
 */
export function addPrefixHeads(
  terms: Record<TermKind, Map<string, number[]>>,
  shards: Map<string, TermShard>,
  docOf: (id: number) => SearchDoc,
): void {
  const keys = new Set(shards.keys());
  const familyOf = (id: number) => docFamilyKey(docOf(id), id);
  const names = byKey(terms.n, keys);
  const aliases = byKey(terms.a, keys);
  const categories = byKey(terms.c, keys);
  for (const key of new Set([...names.keys(), ...aliases.keys(), ...categories.keys()])) {
    const named = names.get(key) ?? [];
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { n: {}, m: {}, c: {} }));
    const head = key.length === 2 ? smallest(named, PREFIX_HEAD, PREFIX_HEAD, (id) => id) : [];
    if (head.length > HEAD_DOCS) shard.p = { [key]: encodePostings(head) };
    const best = smallest(named, HEAD_DOCS, HEAD_DOCS, familyOf);
    // Fewer names than that are all of them; then each alias's and category word's first 2 × HEAD_DOCS hold enough others.
    for (const others of [aliases, categories])
      if (best.length < HEAD_DOCS)
        best.push(...smallest(others.get(key) ?? [], 2 * HEAD_DOCS, HEAD_DOCS - best.length, familyOf, new Set(best)));
    shard.d = Object.fromEntries(best.map((id) => [id, docOf(id)]));
  }
}
