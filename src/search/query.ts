import {
  decodePostings,
  shardKeyOf,
  DOCS_PER_SHARD,
  HEAD_DOCS,
  MODEL_KEY,
  type SearchDoc,
  type SearchMeta,
  type TermShard,
} from './index-format.ts';
import { compactModel, forgivesTypos, looksLikeModel, matchTerm, searchWords } from './text.ts';

/** Where a query reads the index from: the browser fetches shards, tests hand them over. */
export interface IndexSource {
  meta: SearchMeta;
  termShard(key: string): Promise<TermShard>;
  docShard(number: number): Promise<SearchDoc[]>;
}

/** How well a product matched: an exact model number, all words in its name, or via a category name or a typo. */
export const TIER = { model: 0, name: 1, loose: 2 } as const;

export interface Ranked {
  /** Product ids, best first. */
  ids: number[];
  tiers: Map<number, number>;
  /** Documents that came with the term shards read (TermShard.d). */
  docs: Map<number, SearchDoc>;
}

const decoded = new WeakMap<number[], number[]>();

function postings(deltas: number[]): number[] {
  let ids = decoded.get(deltas);
  if (!ids) decoded.set(deltas, (ids = decodePostings(deltas)));
  return ids;
}

function limited(deltas: number[], limit: number): number[] {
  return limit < deltas.length ? decodePostings(deltas.slice(0, limit)) : postings(deltas);
}

/** The shards that can hold a term starting with `prefix`. */
function prefixKeys(prefix: string, meta: SearchMeta, keys: ReadonlySet<string>): string[] {
  const own = shardKeyOf(prefix, keys);
  const longer = meta.keys.filter((key) => key.length > prefix.length && key.startsWith(prefix));
  return own ? [own, ...longer] : longer;
}

async function loadShards(source: IndexSource, keys: string[]): Promise<TermShard[]> {
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

async function matchQueryWord(
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
 * first letters swapped (`asmsung`, `smasung`) is looked up as typed, a shard or two each.
 */
async function matchTypos(source: IndexSource, keys: ReadonlySet<string>, word: string, limit: number): Promise<Map<number, number>> {
  const inFamily = async (typed: number) => {
    const prefix = word.slice(0, typed);
    const family = source.meta.keys.filter((key) => key.startsWith(prefix) || word.startsWith(key));
    return matchWord(word, await loadShards(source, family), 'typo', limit);
  };
  const afterThird = await inFamily(3);
  if (afterThird.size > 0) return afterThird;
  const [afterSecond, ...swapped] = await Promise.all([
    inFamily(2),
    ...swapsAtStart(word).map(async (swap) =>
      matchWord(swap, await loadShards(source, prefixKeys(swap, source.meta, keys)), 'prefix', limit),
    ),
  ]);
  if (afterSecond.size > 0) return afterSecond;
  return new Map(swapped.flatMap((found) => [...found.keys()]).map((id) => [id, TIER.loose]));
}

async function matchModel(source: IndexSource, keys: ReadonlySet<string>, compact: string): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const shard of await loadShards(source, prefixKeys(`${MODEL_KEY}${compact}`, source.meta, keys))) {
    for (const term in shard.m) {
      if (!term.startsWith(compact)) continue;
      const tier = term === compact ? TIER.model : TIER.name;
      for (const id of postings(shard.m[term] as number[])) if ((found.get(id) ?? TIER.loose + 1) > tier) found.set(id, tier);
    }
  }
  return found;
}

/** The query's words; a one-letter last word is still being typed and waits for the next letter. */
export function queryWords(query: string): string[] {
  const words = searchWords(query);
  if (words.length > 1 && (words[words.length - 1] as string).length === 1) words.pop();
  return words.length === 1 && (words[0] as string).length === 1 ? [] : words;
}

/**
 * The tier of every product matching all the words (or the model number). `quick`: a two-letter
 * last word reads its head, and a lone word only each term's best products (enough for the best
 * HEAD_DOCS: if its names give fewer, those are all of them, and the next ones fill up).
 */
async function matchAll(source: IndexSource, words: string[], compact: string, quick: boolean): Promise<Map<number, number>> {
  const keys = new Set(source.meta.keys);
  const limit = quick && words.length === 1 ? 2 * HEAD_DOCS : Infinity;
  const [perWord, model] = await Promise.all([
    Promise.all(
      words.map((word, index) => {
        const last = index === words.length - 1;
        return matchQueryWord(source, keys, word, { last, quick: quick && last, limit });
      }),
    ),
    looksLikeModel(compact) ? matchModel(source, keys, compact) : Promise.resolve(new Map<number, number>()),
  ]);
  const tiers = new Map(model);
  if (perWord.length === 0) return tiers;
  const [smallest, ...rest] = [...perWord].sort((a, b) => a.size - b.size) as [Map<number, number>, ...Map<number, number>[]];
  for (const [id, first] of smallest) {
    let tier = first;
    for (const other of rest) {
      const next = other.get(id);
      if (next === undefined) {
        tier = -1;
        break;
      }
      tier = Math.max(tier, next);
    }
    if (tier >= 0 && tier < (tiers.get(id) ?? TIER.loose + 1)) tiers.set(id, tier);
  }
  return tiers;
}

/**
 * Products matching every word of the query (or its model number), ranked (issue 11): an exact
 * model number first, then products whose name holds all the words, then the rest; within a
 * tier by static rank (shops, then buyable), which is id order. `quick` (the typeahead): only
 * the first HEAD_DOCS ids are sure to be the best; a last word of two letters reads its
 * prefix's head from one file (the whole prefix when the head leaves fewer than HEAD_DOCS with
 * the other words). The documents of a two-letter word's best products come with it (`docs`).
 */
export async function rankProducts(index: IndexSource, query: string, { quick = false } = {}): Promise<Ranked> {
  const docs = new Map<number, SearchDoc>();
  const source: IndexSource = {
    ...index,
    termShard: async (key) => {
      const shard = await index.termShard(key);
      for (const id in shard.d) docs.set(Number(id), shard.d[id] as SearchDoc);
      return shard;
    },
  };
  const words = queryWords(query);
  const compact = compactModel(query);
  let tiers = await matchAll(source, words, compact, quick);
  if (quick && words.length > 1 && words.at(-1)?.length === 2 && tiers.size < HEAD_DOCS)
    tiers = await matchAll(source, words, compact, false);
  return { ids: rankByTier(tiers), tiers, docs };
}

/** Ids by tier, then by id (static rank); a typed array sorts thousands of ids in numeric order without a comparator. */
function rankByTier(tiers: Map<number, number>): number[] {
  const byTier = Object.values(TIER).map(() => [] as number[]);
  for (const [id, tier] of tiers) byTier[tier]?.push(id);
  return byTier.flatMap((ids) => Array.from(Int32Array.from(ids).sort()));
}

/** The documents of `ids`, in their order: those `known` already, the rest from the document shards they fall in. */
export async function loadDocs(
  source: IndexSource,
  ids: number[],
  known: ReadonlyMap<number, SearchDoc> = new Map(),
): Promise<SearchDoc[]> {
  const numbers = [...new Set(ids.filter((id) => !known.has(id)).map((id) => Math.floor(id / DOCS_PER_SHARD)))];
  const shards = new Map(await Promise.all(numbers.map(async (number) => [number, await source.docShard(number)] as const)));
  return ids.map((id) => known.get(id) ?? (shards.get(Math.floor(id / DOCS_PER_SHARD))?.[id % DOCS_PER_SHARD] as SearchDoc));
}
