import { shardKeyOf, type IndexSource } from './index-format.ts';
import { matchTerm, PREFIX_TYPO_LENGTH } from './edits.ts';
import { addTier, limited, loadShards, matchWord, prefixKeys, TIER, WORD_KINDS } from './term-match.ts';

/** The word with two neighbours among its first three letters swapped: typos its first letters' shards cannot hold. */
function swapsAtStart(word: string): string[] {
  const swaps = [1, 2].map((at) => `${word.slice(0, at - 1)}${word[at] ?? ''}${word[at - 1] ?? ''}${word.slice(at + 1)}`);
  return swaps.filter((swap) => swap !== word);
}

/** The matches one edit away, or failing those, two. */
function closest(found: Map<number, number>): Map<number, number> {
  const near = [...found.values()].some((tier) => tier < TIER.far);
  return near ? new Map([...found].filter(([, tier]) => tier < TIER.far)) : found;
}

/**
 * Terms a typo or two from a word nothing starts with (edits.ts). The first letters are taken as
 * typed: first three (the shards of one three-letter prefix, mostly one file), and only when that
 * finds nothing two (a two-letter prefix spans up to 14 files; not for a word under five letters,
 * mostly one still being typed, whose typos are whole terms). Alongside the two, the word with
 * its first letters swapped (`asmsung`, `smasung`) is looked up as typed, a shard or two each, and
 * failing that, the terms it is with its first or second letter wrong, added or dropped
 * (matchEarlyTypos).
 */
export async function matchTypos(
  source: IndexSource,
  keys: ReadonlySet<string>,
  word: string,
  limit: number,
): Promise<Map<number, number>> {
  const inFamily = async (typed: number) => {
    const prefix = word.slice(0, typed);
    const family = source.meta.keys.filter((key) => key.startsWith(prefix) || word.startsWith(key));
    return matchWord(word, await loadShards(source, family), 'typo', limit);
  };
  const afterThird = await inFamily(3);
  if (afterThird.size > 0) return afterThird;
  const [afterSecond, early, ...swapped] = await Promise.all([
    word.length < PREFIX_TYPO_LENGTH ? new Map<number, number>() : inFamily(2),
    matchEarlyTypos(source, keys, word, limit),
    ...swapsAtStart(word).map(async (swap) =>
      matchWord(swap, await loadShards(source, prefixKeys(swap, source.meta, keys)), 'prefix', limit),
    ),
  ]);
  if (afterSecond.size > 0) return afterSecond;
  const ids = swapped.flatMap((found) => [...found.keys()]);
  // Two letters swapped says more than any edit of the first letters (`pihone` is `iphone` before `phone`).
  return ids.length > 0 ? new Map(ids.map((id) => [id, TIER.loose])) : early;
}

/**
 * Terms a typo or two from a word whose first letter is wrong (`xamsung`), added (`asamsung`) or
 * dropped (`amsung`), or whose second is wrong (`sqmsung`) or dropped (`smsung`): the two-letter
 * shards of its letters 2-3, 3-4, 1-2 and 1 and 3 list the terms by their second and third
 * letters and by their first and third (TermShard.s); the postings of those close enough are read
 * from their own shards.
 */
async function matchEarlyTypos(source: IndexSource, keys: ReadonlySet<string>, word: string, limit: number): Promise<Map<number, number>> {
  const lists = await loadShards(
    source,
    [word.slice(1, 3), word.slice(2, 4), word.slice(0, 2), `${word[0] ?? ''}${word[2] ?? ''}`].filter((key) => keys.has(key)),
  );
  const terms = new Map<string, number>();
  for (const term of new Set(lists.flatMap((shard) => shard.s ?? []))) {
    const how = matchTerm(word, term);
    if (how === 'typo' || how === 'typos') terms.set(term, how === 'typo' ? TIER.loose : TIER.far);
  }
  const found = new Map<number, number>();
  await Promise.all(
    [...terms].map(async ([term, tier]) => {
      const key = shardKeyOf(term, keys);
      const shard = key ? await source.termShard(key) : null;
      for (const [kind] of WORD_KINDS) {
        const deltas = shard?.[kind]?.[term];
        if (deltas) addTier(found, limited(deltas, limit), tier);
      }
    }),
  );
  return closest(found);
}
