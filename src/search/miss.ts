import { TOP_DOCS, type IndexSource, type SearchDoc } from './index-format.ts';
import { nearestNames, nearestWords } from './nearest.ts';
import { familyLeadDocs } from './families.ts';
import { queryWords, rankProducts, type Ranked } from './query.ts';
import { TIER } from './term-match.ts';
import { matchQueryWord } from './word-match.ts';

/** What the results page offers after a query that found nothing. */
export interface MissSuggestions {
  /** Queries near the visitor's that find products, best first ("Did you mean ..."). */
  queries: string[];
  /** Nearest categories: [name in the page's language, path]. */
  categories: [string, string][];
  brands: string[];
  /** The category whose best products `popular` are; null: the site's best. */
  category: [string, string] | null;
  popular: SearchDoc[];
}

const MAX_QUERIES = 3;
/** Queries tried for the suggestions: their shards are mostly the ones the miss read already. */
const MAX_TRIED = 12;
const MAX_NAMES = 3;

/** The ways to choose `size` of `items`, in their order. */
function combinations(items: number[], size: number): number[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, at) => combinations(items.slice(at + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * Queries near the words, nearest first: each word that finds nothing alone, or only by a typo,
 * replaced by its nearest word (`iphnoe` by `iphone`; dropped when it has none), then by its
 * second; then fewer of the words, keeping those that find fewest products, which say most
 * (`ajfon 15 pro` without `pro`: `ajfon 15`), a word left as typed and found only by a typo last.
 */
export function nearQueries(words: string[], options: string[][], found: Map<number, number>[]): string[] {
  const first = options.map((near) => near[0] ?? null);
  const queries = [first];
  options.forEach((near, index) => {
    if (near.length > 1) queries.push(first.map((word, at) => (at === index ? (near[1] as string) : word)));
  });
  // A word found only by a typo, and not corrected, says less than one found as typed, whatever their counts.
  const weight = (at: number) => {
    const tiers = [...(found[at]?.values() ?? [])];
    return tiers.length === 0 ? 0 : (Math.min(...tiers) >= TIER.loose && first[at] === words[at] ? 1e9 : 0) + tiers.length;
  };
  const kept = first.flatMap((word, at) => (word === null ? [] : [at])).sort((a, b) => weight(a) - weight(b));
  for (let size = kept.length - 1; size >= 1; size -= 1) {
    for (const chosen of combinations(kept, size)) queries.push(first.map((word, at) => (chosen.includes(at) ? word : null)));
  }
  const original = words.join(' ');
  const texts = queries.map((query) => query.filter((word) => word !== null).join(' '));
  return [...new Set(texts)].filter((query) => query !== '' && query !== original);
}

/** The category most of the products hold, by index. */
function commonestCategory(docs: SearchDoc[]): number | null {
  const counts = new Map<number, number>();
  for (const doc of docs) counts.set(doc[5], (counts.get(doc[5]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Suggestions for a query that found nothing (docs/decisions/015-search-index.md): near queries
 * that find products, the categories and brands whose names are nearest to its words (else those
 * of the first near query's best products), and the best products of the nearest category, or of
 * the site. Beyond the shards the query read it loads `w.json`, a near word's shards and one
 * `top/` file (or the first document shard).
 */
export async function missSuggestions(source: IndexSource, query: string): Promise<MissSuggestions> {
  const words = queryWords(query);
  const keys = new Set(source.meta.keys);
  const [found, missWords] = await Promise.all([
    Promise.all(
      words.map((word, at) => matchQueryWord(source, keys, word, { last: at === words.length - 1, quick: false, limit: Infinity })),
    ),
    source.missWords(),
  ]);
  // A word found as typed stays; one found only by a typo is offered corrected, unless it is the
  // start of its nearest word (`monitor` of `monitori`: a word cut short, not misspelt).
  const asTyped = (at: number) => [...(found[at]?.values() ?? [])].some((tier) => tier < TIER.loose);
  const corrected = (word: string, near: string[], at: number) =>
    (found[at]?.size ?? 0) > 0 && (near.length === 0 || (near[0] as string).startsWith(word)) ? [word] : near;
  const options = await Promise.all(
    words.map((word, at) =>
      asTyped(at) ? Promise.resolve([word]) : nearestWords(source, missWords, word, 2).then((near) => corrected(word, near, at)),
    ),
  );
  const finding: [string, Ranked][] = [];
  for (const near of nearQueries(words, options, found).slice(0, MAX_TRIED)) {
    const ranked = await rankProducts(source, near);
    if (ranked.ids.length > 0) finding.push([near, ranked]);
    if (finding.length === MAX_QUERIES) break;
  }
  const best = finding[0] ? await familyLeadDocs(source, finding[0][1].ids, finding[0][1].docs, TOP_DOCS) : [];
  const { categories: allCategories, brands: allBrands } = source.meta;
  // Names near the words that found nothing, as typed and as replaced (not near `pro` or `15`, which did).
  const named = words.flatMap((word, at) => ((found[at]?.size ?? 0) > 0 ? [] : [word, ...(options[at] ?? [])]));
  const categories = nearestNames(named, allCategories, ([name]) => name, MAX_NAMES);
  const brands = nearestNames(named, allBrands, (brand) => brand, MAX_NAMES);
  const commonest = commonestCategory(best);
  if (categories.length === 0 && commonest !== null && allCategories[commonest]) categories.push(allCategories[commonest]);
  for (const brand of best.map((doc) => allBrands[doc[6]]))
    if (brand && brands.length < MAX_NAMES && !brands.includes(brand)) brands.push(brand);
  const category = categories[0] ?? null;
  const index = category ? allCategories.indexOf(category) : -1;
  return {
    queries: finding.slice(0, MAX_QUERIES).map(([near]) => near),
    categories,
    brands,
    category,
    popular: index >= 0 ? await source.categoryTop(index) : (await source.docShard(0)).slice(0, TOP_DOCS),
  };
}
