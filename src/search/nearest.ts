/**
 * What a word that found nothing may have meant: the words of the index nearest to it, and the
 * brand and category names. Asked after a miss, so they reach further than a query forgives
 * (edits.ts): what they find is offered, not shown as a match.
 */
import { editDistance } from './edits.ts';
import { shardKeyOf, type IndexSource, type MissWords } from './index-format.ts';
import { searchWords } from './text.ts';

/** How many edits away a word's nearest words may be: 1 up to 3 letters or with a digit (`s921c`), 2 up to 6, then 3. */
export function missReach(word: string): number {
  if (/\d/.test(word) || word.length <= 3) return 1;
  return word.length <= 6 ? 2 : 3;
}

/**
 * How far `word` is from `name`'s nearest word: 0 when one starts with it (four letters or more),
 * else the edits, or null past one edit for a word of four letters or fewer and missReach beyond
 * (a short word is one or two edits from too many names: `maks` from `AKG`).
 */
function wordDistance(word: string, name: string): number | null {
  const reach = word.length <= 4 ? 1 : missReach(word);
  let best: number | null = null;
  for (const own of searchWords(name)) {
    const distance = word.length >= 4 && own.startsWith(word) ? 0 : editDistance(word, own, reach);
    if (distance <= reach && (best === null || distance < best)) best = distance;
  }
  return best;
}

/** The items whose names are nearest to any of the words, nearest first, then in their own order. */
export function nearestNames<T>(words: string[], items: T[], nameOf: (item: T) => string, count: number): T[] {
  const scored: [T, number][] = [];
  for (const item of items) {
    const distances = words.filter((word) => word.length >= 2).flatMap((word) => wordDistance(word, nameOf(item)) ?? []);
    if (distances.length > 0) scored.push([item, Math.min(...distances)]);
  }
  return scored
    .sort((a, b) => a[1] - b[1])
    .slice(0, count)
    .map(([item]) => item);
}

/**
 * The words nearest to `word`, nearest first, then most products first: among the index's
 * commonest words (an alias as the word it stands for) and the terms of the word's own shard
 * (a model number's neighbours, which are rarely common).
 */
export async function nearestWords(source: IndexSource, words: MissWords, word: string, count: number): Promise<string[]> {
  const rank = new Map<string, number>();
  words.w.forEach((term, index) => rank.set(term, index));
  for (const alias in words.a) rank.set(alias, rank.get(words.a[alias] as string) ?? words.w.length);
  const key = shardKeyOf(word, new Set(source.meta.keys));
  const shard = key ? await source.termShard(key) : null;
  for (const kind of ['n', 'a', 'c'] as const) {
    for (const [term, ids] of Object.entries(shard?.[kind] ?? {})) if (!rank.has(term)) rank.set(term, words.w.length + 1e6 - ids.length);
  }
  const reach = missReach(word);
  const near: [string, number, number][] = [];
  for (const [term, order] of rank) {
    if (term === word || /^\d+$/.test(term)) continue;
    const distance = editDistance(word, term, reach);
    if (distance <= reach) near.push([words.a[term] ?? term, distance, order]);
  }
  near.sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  return [...new Set(near.map(([term]) => term))].slice(0, count);
}
