import { compactModel, looksLikeModel, meaningfulWords, searchWords } from './text.ts';
import { DOCS_PER_SHARD, HEAD_DOCS, MODEL_KEY, shardKeyOf, type IndexSource, type SearchDoc } from './index-format.ts';
import { addTier, loadShards, postings, prefixKeys, TIER } from './term-match.ts';
import { startsUnit } from './units.ts';
import { matchingAll, matchQueryWord } from './word-match.ts';

/** A family's most members (scripts/catalogue/families.ts MAX_FAMILY): they have consecutive ids. */
const FAMILY_IDS = 48;

export interface Ranked {
  /** Product ids, best first. */
  ids: number[];
  tiers: Map<number, number>;
  /** The matches in a category a word of the query names whole (`tv`, `konzola`): first within their tier. */
  named: Set<number>;
  /** Documents that came with the term shards read (TermShard.d). */
  docs: Map<number, SearchDoc>;
}

async function matchModel(source: IndexSource, keys: ReadonlySet<string>, compact: string): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const shard of await loadShards(source, prefixKeys(`${MODEL_KEY}${compact}`, source.meta, keys))) {
    for (const term in shard.m) {
      if (!term.startsWith(compact)) continue;
      addTier(found, postings(shard.m[term] as number[]), term === compact ? TIER.model : TIER.name);
    }
  }
  return found;
}

/**
 * The query's words; while it is being typed, a one-letter last word waits for the next letter;
 * a last word that starts a unit after a number is read glued, a prefix of the size (`65 inc` is
 * `65inc`, on its way to `65inch`). Words that name nothing (`za`, `for`) are left out.
 */
export function queryWords(query: string, { typing = true } = {}): string[] {
  return meaningfulWords(typedWords(query, typing)).all;
}

function typedWords(query: string, typing: boolean): string[] {
  const words = searchWords(query);
  if (typing && words.length > 1 && (words[words.length - 1] as string).length === 1) words.pop();
  const [number, unit] = words.slice(-2);
  if (number && unit && /^\d+$/.test(number) && startsUnit(unit)) words.splice(-2, 2, `${number}${unit}`);
  return words.length === 1 && (words[0] as string).length === 1 ? [] : words;
}

/**
 * The tier of every product matching all the words (or the model number). `quick`: a two-letter
 * last word reads its head, and a lone word only each term's best products (enough for the best
 * HEAD_DOCS families of up to FAMILY_IDS members each: if its names give fewer, those are all of
 * them, and the next ones fill up).
 */
async function matchAll(source: IndexSource, words: string[], compact: string, quick: boolean): Promise<Map<number, number>> {
  const keys = new Set(source.meta.keys);
  const limit = quick && words.length === 1 ? 2 * HEAD_DOCS * FAMILY_IDS : Infinity;
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
  for (const [id, tier] of matchingAll(perWord)) addTier(tiers, [id], tier);
  return tiers;
}

/**
 * Products matching every word of the query (or its model number), ranked (docs/decisions/015-search-index.md): an exact
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
  const compact = compactModel(query);
  let words: string[] = [];
  let tiers = new Map<number, number>();
  for (const candidate of wordsToTry(query, quick)) {
    words = candidate;
    tiers = await matchAll(source, words, compact, quick);
    if (quick && words.length > 1 && words.at(-1)?.length === 2 && tiers.size < HEAD_DOCS)
      tiers = await matchAll(source, words, compact, false);
    if (tiers.size > 0) break;
  }
  const named = await namedCategories(source, words, tiers);
  return { ids: rankByTier(tiers, named), tiers, named, docs };
}

/**
 * The words to match, until some find products: all of them; while typing, without a one-letter
 * last word, which a submitted query keeps (`playstation 5`) unless nothing has it (`iphone 1`);
 * then only those before a word of purpose (`punjač` of `punjač za telefon`).
 */
function wordsToTry(query: string, typing: boolean): string[][] {
  const tries = [meaningfulWords(typedWords(query, typing))];
  if (!typing) tries.push(meaningfulWords(typedWords(query, true)));
  const candidates = tries.flatMap(({ all, head }) => [all, head]);
  return candidates.filter((words, index) => candidates.findIndex((other) => other.join(' ') === words.join(' ')) === index);
}

/** The matches in a category one of the words names whole (its name's word or a word of its SnapshotNode.searchWords). */
async function namedCategories(source: IndexSource, words: string[], tiers: Map<number, number>): Promise<Set<number>> {
  const keys = new Set(source.meta.keys);
  const named = new Set<number>();
  for (const word of words) {
    const key = shardKeyOf(word, keys);
    const deltas = key === null ? undefined : (await source.termShard(key)).c[word];
    for (const id of deltas ? postings(deltas) : []) if (tiers.has(id)) named.add(id);
  }
  return named;
}

/**
 * Ids by tier; within one, those in a category the query names first; then by id (static rank:
 * devices before accessories, then most shops). A typed array sorts thousands of ids in numeric
 * order without a comparator.
 */
function rankByTier(tiers: Map<number, number>, named: Set<number>): number[] {
  const byTier = Object.values(TIER).flatMap(() => [[] as number[], [] as number[]]);
  for (const [id, tier] of tiers) byTier[2 * tier + (named.has(id) ? 0 : 1)]?.push(id);
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
