import { decodePostings, shardKeyOf, type IndexSource, type SearchMeta, type TermShard } from './index-format.ts';
import { forgivesTypos, matchTerm } from './text.ts';

/** How well a product matched: an exact model number, all words in its name, or via a category name or a typo. */
export const TIER = { model: 0, name: 1, loose: 2 } as const;

const decoded = new WeakMap<number[], number[]>();

export function postings(deltas: number[]): number[] {
  let ids = decoded.get(deltas);
  if (!ids) decoded.set(deltas, (ids = decodePostings(deltas)));
  return ids;
}

function limited(deltas: number[], limit: number): number[] {
  return limit < deltas.length ? decodePostings(deltas.slice(0, limit)) : postings(deltas);
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

/** How far a word reaches: whole terms only, terms it starts too, or also terms one typo away. */
type Reach = 'whole' | 'prefix' | 'typo';

/**
 * The products a word matches, each with the best tier it reached (name or loose); from each
 * term only its first `limit` products (its best), when that is all a query needs.
 */
function matchWord(word: string, shards: TermShard[], reach: Reach, limit = Infinity): Map<number, number> {
  const found = new Map<number, number>();
  const add = (ids: number[], tier: number) => {
    for (const id of ids) if ((found.get(id) ?? TIER.loose + 1) > tier) found.set(id, tier);
  };
  for (const shard of shards) {
    for (const [kind, tierOf] of [
      ['n', TIER.name],
      ['c', TIER.loose],
    ] as const) {
      for (const term in shard[kind]) {
        const how = matchTerm(word, term);
        if (how === 'exact' || (how === 'prefix' && reach !== 'whole') || (how === 'typo' && reach === 'typo'))
          add(limited(shard[kind][term] as number[], limit), how === 'typo' ? TIER.loose : tierOf);
      }
    }
  }
  return found;
}

/** The head of a two-letter prefix (TermShard.p): its best products, from one file. */
async function matchPrefixHead(source: IndexSource, word: string): Promise<Map<number, number> | null> {
  const head = (await source.termShard(word)).p?.[word];
  return head ? new Map(postings(head).map((id) => [id, TIER.name])) : null;
}

/** A word of two letters that another follows is typed whole (SM, HP, LG, 16); as a prefix it would read up to 14 shards. */
async function matchFinishedWord(source: IndexSource, keys: ReadonlySet<string>, word: string): Promise<Map<number, number>> {
  const own = shardKeyOf(word, keys);
  return own ? matchWord(word, [await source.termShard(own)], 'whole') : new Map();
}

/** The products one word of a query matches, with the tier each reached; see rankProducts in query.ts. */
export async function matchQueryWord(
  source: IndexSource,
  keys: ReadonlySet<string>,
  word: string,
  { last, quick, limit }: { last: boolean; quick: boolean; limit: number },
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

/** The word with two neighbours among its first three letters swapped: typos its first letters' shards cannot hold. */
function swapsAtStart(word: string): string[] {
  const swaps = [1, 2].map((at) => `${word.slice(0, at - 1)}${word[at] ?? ''}${word[at - 1] ?? ''}${word.slice(at + 1)}`);
  return swaps.filter((swap) => swap !== word);
}

/**
 * Terms one typo from a word nothing starts with. The first letters are taken as typed: first
 * three (the shards of one three-letter prefix, mostly one file), and only when that finds
 * nothing two (a two-letter prefix spans up to 14 files). Alongside the two, the word with its
 * first letters swapped (`asmsung`, `smasung`) is looked up as typed, a shard or two each, and
 * failing that, the terms it is with another first letter (matchFirstLetterTypos).
 */
async function matchTypos(source: IndexSource, keys: ReadonlySet<string>, word: string, limit: number): Promise<Map<number, number>> {
  const inFamily = async (typed: number) => {
    const prefix = word.slice(0, typed);
    const family = source.meta.keys.filter((key) => key.startsWith(prefix) || word.startsWith(key));
    return matchWord(word, await loadShards(source, family), 'typo', limit);
  };
  const afterThird = await inFamily(3);
  if (afterThird.size > 0) return afterThird;
  const [afterSecond, firstLetter, ...swapped] = await Promise.all([
    inFamily(2),
    matchFirstLetterTypos(source, keys, word, limit),
    ...swapsAtStart(word).map(async (swap) =>
      matchWord(swap, await loadShards(source, prefixKeys(swap, source.meta, keys)), 'prefix', limit),
    ),
  ]);
  if (afterSecond.size > 0) return afterSecond;
  const ids = swapped.flatMap((found) => [...found.keys()]);
  // Two letters swapped says more than any one edit of the first letters (`pihone` is `iphone` before `phone`).
  return new Map((ids.length > 0 ? ids : [...firstLetter.keys()]).map((id) => [id, TIER.loose]));
}

/**
 * Terms one typo from a word whose first letter is wrong (`xamsung`), added (`asamsung`) or
 * dropped (`amsung`): the two-letter shards of its letters 2-3, 3-4 and 1-2 list the terms by
 * their second and third letters (TermShard.s); the postings of those within one edit are read
 * from their own shards.
 */
async function matchFirstLetterTypos(
  source: IndexSource,
  keys: ReadonlySet<string>,
  word: string,
  limit: number,
): Promise<Map<number, number>> {
  const lists = await loadShards(
    source,
    [word.slice(1, 3), word.slice(2, 4), word.slice(0, 2)].filter((key) => keys.has(key)),
  );
  const terms = [...new Set(lists.flatMap((shard) => shard.s ?? []))].filter((term) => matchTerm(word, term) === 'typo');
  const found = new Map<number, number>();
  await Promise.all(
    terms.map(async (term) => {
      const key = shardKeyOf(term, keys);
      const shard = key ? await source.termShard(key) : null;
      for (const kind of ['n', 'c'] as const) {
        const deltas = shard?.[kind][term];
        if (deltas) for (const id of limited(deltas, limit)) found.set(id, TIER.loose);
      }
    }),
  );
  return found;
}
