import {
  docTotal,
  type DeliveryColumn,
  DOCS_PER_SHARD,
  encodePostings,
  type FacetColumns,
  MAX_KEY_LENGTH,
  type MissWords,
  MODEL_KEY,
  type PriceBand,
  type PriceColumn,
  type SearchDoc,
  type SearchMeta,
  type TermKind,
  type TermShard,
} from '../../../src/search/index-format.ts';
import { compactModel, namesNothing, searchWords, splitAtPurpose, wordParts } from '../../../src/search/text.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { buildAliases } from './aliases.ts';
import { SHORT_NAMES } from './alias-table.ts';
import { addPrefixHeads } from './heads.ts';
import { buildCategoryTops, buildMissWords } from './miss.ts';
import { buildDeliveryColumn } from './delivery.ts';
import { buildPriceBands } from './prices.ts';
import { addFirstLetterTypos } from './typos.ts';
import { docFamilies, familyRuns, rankWithFamilies } from './families.ts';
import type { IndexCategory, IndexProduct } from './products.ts';

export type { IndexCategory, IndexFamily, IndexProduct } from './products.ts';

export interface SearchIndexFiles {
  meta: (locale: Locale) => SearchMeta;
  shards: Map<string, TermShard>;
  docs: SearchDoc[][];
  facets: FacetColumns;
  priceBands: { column: PriceColumn; files: PriceBand[] };
  totalBands: { column: PriceColumn; files: PriceBand[] };
  delivery: DeliveryColumn;
  missWords: MissWords;
  /** Each category's best documents, by category index. */
  categoryTops: SearchDoc[][];
}

/** A shard past this many bytes of JSON is split by one more letter (up to 4). */
const SPLIT_BYTES = 48_000;

function addPosting(terms: Map<string, number[]>, term: string, id: number): void {
  const ids = terms.get(term);
  if (!ids) terms.set(term, [id]);
  else if (ids[ids.length - 1] !== id) ids.push(id);
}

/** Where a bundle's extras begin (`PlayStation 5 Slim + Astro Bot`); a `+` written onto a word (`S24+`) is its name. */
const BUNDLE = ' + ';

/** Words and their parts (`iphone15`: `iphone15`, `iphone`, `15`). */
function withParts(words: string[]): string[] {
  return words.flatMap((word) => {
    const parts = wordParts(word);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

/** The short name of a line its words spell out in order (`playstation 5` is also `ps5`). */
function shortNames(words: string[]): string[] {
  const text = ` ${words.join(' ')} `;
  return Object.entries(SHORT_NAMES).flatMap(([short, long]) => (text.includes(` ${long} `) ? [short] : []));
}

/**
 * The words of a product's brand and name with their parts and short names (`own`), and those of
 * what a bundle adds (`extras`), which match below its own: a console bundled with a game is found
 * by the game's name after the game itself.
 */
function nameWords(product: IndexProduct): { own: Set<string>; extras: string[] } {
  const [name = '', ...added] = product.name.split(BUNDLE);
  const words = searchWords(`${product.brand} ${name}`);
  const own = new Set([...withParts(words), ...shortNames(words), ...searchWords(product.mpn ?? '')]);
  return { own, extras: withParts(searchWords(added.join(' '))).filter((word) => !own.has(word)) };
}

/**
 * A category's words: those that say what its products are (its names' words before a word of
 * purpose, and its search words), and those that say what they are for (`PlayStation` of `Igre
 * za PlayStation`; in a category of accessories, any word of a device's name, as `PlayStation` of
 * `PlayStation Games`), which find its products below their own names, as an alias does:
 * `playstation` lists the consoles before their games.
 */
function categoryTerms(category: IndexCategory, deviceWords: ReadonlySet<string>): { kind: string[]; purpose: string[] } {
  const names = LOCALES.map((locale) => splitAtPurpose(searchWords(category.names[locale])));
  const meaningful = (words: string[]) => words.filter((word) => !namesNothing(word));
  const forDevice = (word: string) => category.accessory === true && deviceWords.has(word);
  const kind = new Set(
    meaningful([...names.flatMap(([head]) => head), ...(category.words ?? []).flatMap((word) => searchWords(word))]).filter(
      (word) => !forDevice(word),
    ),
  );
  const purpose = meaningful(names.flatMap(([head, rest]) => [...head.filter(forDevice), ...rest])).filter((word) => !kind.has(word));
  return { kind: [...kind], purpose: [...new Set(purpose)] };
}

function collectTerms(
  ranked: IndexProduct[],
  categories: IndexCategory[],
  aliases: Map<string, string[]>,
): Record<TermKind, Map<string, number[]>> {
  const terms: Record<TermKind, Map<string, number[]>> = { n: new Map(), m: new Map(), c: new Map(), a: new Map() };
  const names = ranked.map(nameWords);
  const deviceWords = new Set(names.flatMap(({ own }, id) => (ranked[id]?.accessory ? [] : [...own])));
  const categoryWords = categories.map((category) => categoryTerms(category, deviceWords));
  ranked.forEach((product, id) => {
    const { own, extras } = names[id] as ReturnType<typeof nameWords>;
    for (const word of own) addPosting(terms.n, word, id);
    for (const word of own) for (const alias of aliases.get(word) ?? []) if (!own.has(alias)) addPosting(terms.a, alias, id);
    for (const word of extras) addPosting(terms.a, word, id);
    const model = compactModel(product.mpn ?? '');
    if (model.length >= 2) addPosting(terms.m, model, id);
    const category = categoryWords[product.category];
    for (const word of category?.kind ?? []) addPosting(terms.c, word, id);
    for (const word of category?.purpose ?? []) addPosting(terms.a, word, id);
  });
  return terms;
}

/** [kind, the string its shard key is cut from, postings, term]. */
type Entry = [TermKind, string, number[], string];

function entrySize([, term, postings]: Entry): number {
  return term.length + 4 + JSON.stringify(postings).length;
}

/** Groups entries by key; a group too large for one file is split by a longer key (terms as long as the key stay). */
function partition(entries: Entry[], keyLength: number, out: Map<string, Entry[]>): void {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = entry[1].slice(0, keyLength);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  for (const [key, group] of groups) {
    const size = group.reduce((sum, entry) => sum + entrySize(entry), 0);
    const longer = group.filter((entry) => entry[1].length > keyLength);
    if (size <= SPLIT_BYTES || keyLength >= MAX_KEY_LENGTH || longer.length === 0) {
      out.set(key, group);
      continue;
    }
    const stay = group.filter((entry) => entry[1].length <= keyLength);
    if (stay.length > 0) out.set(key, stay);
    partition(longer, keyLength + 1, out);
  }
}

/** FacetColumns: the distinct (category, brand) pairs, most products first, each product's pair, those no shop sells now, the families. */
function facetColumns(docs: SearchDoc[]): FacetColumns {
  const categoryBrand = docs.map((doc): [number, number] => [doc[5], doc[6]]);
  const counts = new Map<string, { pair: [number, number]; count: number }>();
  for (const pair of categoryBrand) {
    const entry = counts.get(`${pair[0]} ${pair[1]}`);
    if (entry) entry.count += 1;
    else counts.set(`${pair[0]} ${pair[1]}`, { pair, count: 1 });
  }
  const pairs = [...counts.values()]
    .sort((a, b) => b.count - a.count || a.pair[0] - b.pair[0] || a.pair[1] - b.pair[1])
    .map(({ pair }) => pair);
  const index = new Map(pairs.map((pair, number) => [`${pair[0]} ${pair[1]}`, number]));
  const out = encodePostings(docs.flatMap((doc, id) => (doc[7] === 1 ? [] : [id])));
  const runs = familyRuns(docs.map((doc) => doc[9]));
  return { pairs, of: categoryBrand.map((pair) => index.get(`${pair[0]} ${pair[1]}`) as number), out, runs };
}

/** The search index of one site: term shards, document shards, the results page's columns and a small entry file per locale. */
export function buildSearchIndex(products: IndexProduct[], categories: IndexCategory[], version: string): SearchIndexFiles {
  const ranked = rankWithFamilies(products);
  const families = docFamilies(ranked);
  const brands = [...new Set(ranked.map((product) => product.brand))].sort((a, b) => a.localeCompare(b, 'en'));
  const brandIndex = new Map(brands.map((brand, index) => [brand, index]));
  const aliases = buildAliases(ranked);
  const terms = collectTerms(ranked, categories, aliases);
  const entries: Entry[] = (Object.keys(terms) as TermKind[]).flatMap((kind) =>
    [...terms[kind]].map(([term, ids]): Entry => [kind, kind === 'm' ? `${MODEL_KEY}${term}` : term, encodePostings(ids), term]),
  );
  const groups = new Map<string, Entry[]>();
  partition(entries, 2, groups);
  const shards = new Map<string, TermShard>();
  for (const [key, group] of groups) {
    const shard: TermShard = { n: {}, m: {}, c: {} };
    for (const [kind, , postings, term] of group) (shard[kind] ??= {})[term] = postings;
    shards.set(key, shard);
  }
  const byId = ranked.map((product, id): SearchDoc => {
    const doc: SearchDoc = [
      product.path,
      product.name,
      product.image,
      product.priceMinor,
      product.shops,
      product.category,
      brandIndex.get(product.brand) ?? -1,
      product.buyable ? 1 : 0,
      product.totalMinor < 0 ? -1 : product.totalMinor - product.priceMinor,
    ];
    const family = families[id];
    if (family) doc.push(family);
    return doc;
  });
  const docs: SearchDoc[][] = [];
  byId.forEach((doc, id) => (docs[Math.floor(id / DOCS_PER_SHARD)] ??= []).push(doc));
  addPrefixHeads(terms, shards, (id) => byId[id] as SearchDoc);
  addFirstLetterTypos(terms, shards);
  const keys = [...shards.keys()].sort();
  return {
    meta: (locale) => ({
      version,
      keys,
      products: ranked.length,
      categories: categories.map((category) => [category.names[locale] || category.names.en, category.path]),
      brands,
    }),
    shards,
    docs,
    facets: facetColumns(byId),
    priceBands: buildPriceBands(byId.map((doc) => doc[3])),
    totalBands: buildPriceBands(byId.map(docTotal)),
    delivery: buildDeliveryColumn(ranked.map((product) => product.delivery ?? null)),
    missWords: buildMissWords([terms.n, terms.c], aliases),
    categoryTops: buildCategoryTops(byId, categories.length),
  };
}
