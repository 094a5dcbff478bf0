import { shardKeyOf, type IndexSource } from './index-format.ts';
import { forgivesTypos } from './edits.ts';
import { loadShards, matchWord, postings, prefixKeys, TIER, UNMATCHED } from './term-match.ts';
import { wordParts } from './text.ts';
import { matchTypos } from './typo-match.ts';

/** The head of a two-letter prefix (TermShard.p): its best products, from one file. */
async function matchPrefixHead(source: IndexSource, word: string): Promise<Map<number, number> | null> {
  const head = (await source.termShard(word)).p?.[word];
  return head ? new Map(postings(head).map((id) => [id, TIER.name])) : null;
}

/** A word typed whole (SM, HP, LG, 16 that another follows; a part of a glued word), read from its own shard only. */
async function matchFinishedWord(source: IndexSource, keys: ReadonlySet<string>, word: string): Promise<Map<number, number>> {
  const own = shardKeyOf(word, keys);
  return own ? matchWord(word, [await source.termShard(own)], 'whole') : new Map();
}

interface WordOptions {
  last: boolean;
  quick: boolean;
  limit: number;
}

/** The products one word of a query matches, with the tier each reached; see rankProducts in query.ts. */
async function matchTypedWord(
  source: IndexSource,
  keys: ReadonlySet<string>,
  word: string,
  { last, quick, limit }: WordOptions,
): Promise<Map<number, number>> {
  if (quick && word.length === 2 && keys.has(word)) {
    const head = await matchPrefixHead(source, word);
    if (head) return head;
  }
  if (!last && word.length === 2) {
    const whole = await matchFinishedWord(source, keys, word);
    if (whole.size > 0) return whole;
  }
  const shards = await loadShards(source, prefixKeys(word, source.meta, keys));
  const found = matchWord(word, shards, word.length === 1 ? 'whole' : 'prefix', limit);
  return found.size > 0 || !forgivesTypos(word) ? found : matchTypos(source, keys, word, limit);
}

/** Products in every map, each with the worst of its tiers. */
export function matchingAll(maps: Map<number, number>[]): Map<number, number> {
  const [smallest, ...rest] = [...maps].sort((a, b) => a.size - b.size);
  const all = new Map<number, number>();
  for (const [id, first] of smallest ?? []) {
    let tier = first;
    for (const other of rest) tier = Math.max(tier, other.get(id) ?? UNMATCHED);
    if (tier < UNMATCHED) all.set(id, tier);
  }
  return all;
}

/**
 * The products a word of a query matches. A word of letters and digits run together (`rtx4090`,
 * `iphone15`, `sms921b`) matches as typed or by its parts (`rtx 4090`), each part a whole word
 * but the last of the query's last word, which may still be typed; a one-character part is
 * always whole (`ps5`).
 */
export async function matchQueryWord(
  source: IndexSource,
  keys: ReadonlySet<string>,
  word: string,
  options: WordOptions,
): Promise<Map<number, number>> {
  const parts = wordParts(word);
  if (parts.length === 1) return matchTypedWord(source, keys, word, options);
  const [whole, ...byPart] = await Promise.all([
    matchTypedWord(source, keys, word, options),
    ...parts.map((part, index) =>
      options.last && index === parts.length - 1 && part.length > 1
        ? matchTypedWord(source, keys, part, { last: true, quick: false, limit: Infinity })
        : matchFinishedWord(source, keys, part),
    ),
  ]);
  const found = matchingAll(byPart);
  for (const [id, tier] of whole) if (tier < (found.get(id) ?? UNMATCHED)) found.set(id, tier);
  return found;
}
