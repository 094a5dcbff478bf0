import { decodePostings, shardKeyOf, type IndexSource, type SearchMeta, type TermShard } from './index-format.ts';
import { matchTerm } from './edits.ts';

/**
 * How well a product matched, best first: an exact model number; every word in its name or
 * typed whole as a word of its category; a word by the sound of a brand or line (an alias, as
 * `ajfon` for iPhone); the start of a word of its category, or one typo; two typos.
 */
export const TIER = { model: 0, name: 1, sound: 2, loose: 3, far: 4 } as const;

/** Worse than any tier: not matched. */
export const UNMATCHED = TIER.far + 1;

const decoded = new WeakMap<number[], number[]>();

export function postings(deltas: number[]): number[] {
  let ids = decoded.get(deltas);
  if (!ids) decoded.set(deltas, (ids = decodePostings(deltas)));
  return ids;
}

export function limited(deltas: number[], limit: number): number[] {
  return limit < deltas.length ? decodePostings(deltas.slice(0, limit)) : postings(deltas);
}

/** Sets each id's tier where it is better than the one it has. */
export function addTier(found: Map<number, number>, ids: number[], tier: number): void {
  for (const id of ids) if ((found.get(id) ?? UNMATCHED) > tier) found.set(id, tier);
}

/** The shards that can hold a term starting with `prefix`. */
export function prefixKeys(prefix: string, meta: SearchMeta, keys: ReadonlySet<string>): string[] {
  const own = shardKeyOf(prefix, keys);
  const longer = meta.keys.filter((key) => key.length > prefix.length && key.startsWith(prefix));
  return own ? [own, ...longer] : longer;
}

export async function loadShards(source: IndexSource, keys: string[]): Promise<TermShard[]> {
  return Promise.all([...new Set(keys)].map((key) => source.termShard(key)));
}

/** How far a word reaches: whole terms only, terms it starts too, or terms a typo or two away. */
export type Reach = 'whole' | 'prefix' | 'typo';

/** The kinds of terms a word is matched against, with the tier an exact or prefix match reaches. */
export const WORD_KINDS = [
  ['n', TIER.name],
  ['a', TIER.sound],
  ['c', TIER.loose],
] as const;

/**
 * The products a word matches in `shards`, each with the best tier it reached; from each term
 * only its first `limit` products (its best), when that is all a query needs. Terms two edits
 * away count only when none is one edit away (`samsnu` is `samsung`, not `samsonite`).
 */
export function matchWord(word: string, shards: TermShard[], reach: Reach, limit = Infinity): Map<number, number> {
  const matched: [number[], number][] = [];
  for (const shard of shards) {
    for (const [kind, tierOf] of WORD_KINDS) {
      const terms = shard[kind] ?? {};
      for (const term in terms) {
        const how = matchTerm(word, term);
        if (how === null || (how === 'prefix' && reach === 'whole') || ((how === 'typo' || how === 'typos') && reach !== 'typo')) continue;
        // A category's word typed whole says what the product is as well as a word of its name.
        const exactCategory = kind === 'c' && how === 'exact';
        matched.push([
          terms[term] as number[],
          how === 'typo' ? TIER.loose : how === 'typos' ? TIER.far : exactCategory ? TIER.name : tierOf,
        ]);
      }
    }
  }
  const near = matched.some(([, tier]) => tier < TIER.far);
  const found = new Map<number, number>();
  for (const [deltas, tier] of matched) if (tier < TIER.far || !near) addTier(found, limited(deltas, limit), tier);
  return found;
}
