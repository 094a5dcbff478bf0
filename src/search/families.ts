import { docFamilyKey, type IndexSource, type SearchDoc } from './index-format.ts';
import { loadDocs } from './query.ts';

/**
 * Search shows one entry per family (docs/decisions/038-search-by-family.md). A family's members
 * have consecutive ids, cheapest first, so in rank order (tier, then id) the first member a query
 * matches is its best: the best matching, then the cheapest. A family is named by its first id.
 */

/** Each of `ids`' family (its first id, or the id itself for a product alone), from FacetColumns `runs`. */
export function familyKeys(runs: number[], ids: number[]): number[] {
  const firsts: number[] = [];
  const ends: number[] = [];
  for (let index = 0, first = 0; index + 1 < runs.length; index += 2) {
    first += runs[index] as number;
    firsts.push(first);
    ends.push(first + (runs[index + 1] as number));
  }
  return ids.map((id) => {
    // The last family starting at or before `id`.
    let [low, high] = [0, firsts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((firsts[middle] as number) <= id) low = middle;
      else high = middle - 1;
    }
    return (firsts[low] ?? Infinity) <= id && id < (ends[low] as number) ? (firsts[low] as number) : id;
  });
}

/** The positions that lead their family: the first of each, in the given order. */
export function familyLeaders(positions: number[], familyOf: readonly number[]): number[] {
  const seen = new Set<number>();
  return positions.filter((position) => {
    const family = familyOf[position] as number;
    if (seen.has(family)) return false;
    seen.add(family);
    return true;
  });
}

/**
 * The documents of the first `count` families among `ids` (in rank order), each its first match's:
 * a document tells its family's ids, so the family's other matches need none of their own.
 * Documents not `known` are loaded a few at a time, as many as entries are still wanted.
 */
export async function familyLeadDocs(
  source: IndexSource,
  ids: number[],
  known: ReadonlyMap<number, SearchDoc>,
  count: number,
): Promise<SearchDoc[]> {
  const docs = new Map(known);
  const runs: [number, number][] = [];
  const covered = (id: number) => runs.some(([first, end]) => first <= id && id < end);
  const leads: SearchDoc[] = [];
  for (let index = 0; index < ids.length && leads.length < count;) {
    const id = ids[index] as number;
    const doc = docs.get(id);
    if (covered(id)) index += 1;
    else if (doc) {
      leads.push(doc);
      const first = docFamilyKey(doc, id);
      runs.push([first, first + (doc[9]?.[1] ?? 1)]);
      index += 1;
    } else {
      const wanted = ids
        .slice(index)
        .filter((other) => !covered(other) && !docs.has(other))
        .slice(0, count - leads.length);
      (await loadDocs(source, wanted)).forEach((loaded, at) => {
        if (loaded) docs.set(wanted[at] as number, loaded);
      });
      // A document missing from its shard (an index being replaced) is passed over, not asked for again.
      if (!docs.has(id)) index += 1;
    }
  }
  return leads;
}
