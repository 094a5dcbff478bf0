import type { FamilySpan } from '../domain/family.ts';

/**
 * The search index as the prerender writes it under `/search-index/`
 * (docs/decisions/015-search-index.md). Products are numbered by static rank (most shops first,
 * then buyable), so a posting list in id order is already in rank order; a family's members take
 * consecutive ids, cheapest first, at the family's rank (docs/decisions/038-search-by-family.md).
 */

/** Where the index of a site lives; `<locale>.json` is the entry, the rest is under `<version>/`. */
export const SEARCH_INDEX_BASE = '/search-index';

/** Products per document shard. */
export const DOCS_PER_SHARD = 128;

/**
 * A term shard, `<version>/t/<key>.json`: posting lists (ids delta-encoded) of the terms whose
 * longest shard key is `key`. `n`: words of names, brands and model numbers; `m`: whole model
 * numbers in compact form (in shards of their own, MODEL_KEY); `c`: words of category names in
 * every locale; `a`: aliases, brand and line names as people spell them by ear (`ajfon`, `saomi`),
 * with the postings of the name they stand for.
 */
export interface TermShard {
  n: Record<string, number[]>;
  m: Record<string, number[]>;
  c: Record<string, number[]>;
  a?: Record<string, number[]>;
  /**
   * In the shard of a two-letter key whose name terms hold more than HEAD_DOCS products: the
   * best PREFIX_HEAD of them, so that the typeahead's first letters neither load the prefix's
   * other shards nor decode all its postings.
   */
  p?: Record<string, number[]>;
  /**
   * The documents, by id, of the best HEAD_DOCS products the shard's key as a word finds, one per
   * family (in a two-letter prefix's shard, those of the prefix), so that the typeahead's suggestions for a
   * word read from this shard mostly need no document shard.
   */
  d?: Record<string, SearchDoc>;
  /**
   * In a two-letter shard: the terms that forgive a typo (three letters or more, no digit) whose
   * second and third letters are its key, or whose first and third are, for a word whose first
   * letter is wrong, added or dropped, or whose second is wrong or dropped (their postings are in
   * their own shards).
   */
  s?: string[];
}

/** How many products a two-letter prefix's head lists (the typeahead shows at most 8). */
export const PREFIX_HEAD = 64;

/** How many documents a shard carries (TermShard.d): as many as the typeahead shows. */
export const HEAD_DOCS = 8;

/**
 * What a family's member carries of its family (docs/decisions/038-search-by-family.md): [the id
 * of its first member, how many members, the family's name, the shops selling any member, what
 * the members span]. A family's members have consecutive ids, cheapest first.
 */
export type DocFamily = [first: number, variants: number, name: string, shops: number, spans: FamilySpan[]];

/**
 * One product of a document shard: [path, name, image, lowest price in minor units or -1, shops,
 * category, brand, 1 when a shop sells it now (in stock or to order) else 0, what delivery adds to
 * the lowest price for the lowest total with delivery (0 mostly, so two bytes; -1 when nothing is
 * buyable): `docTotal` reads the total; its family, for a member of one].
 */
export type SearchDoc = [string, string, string, number, number, number, number, number, number, DocFamily?];

/** The family a document's product belongs to, as the id of the family's first member; its own id when it is alone. */
export function docFamilyKey(doc: SearchDoc, id: number): number {
  return doc[9]?.[0] ?? id;
}

/** A document's lowest total with delivery in minor units; -1 when nothing is buyable. */
export function docTotal(doc: SearchDoc): number {
  return doc[8] < 0 ? -1 : doc[3] + doc[8];
}

/**
 * `<version>/f.json`: every product's category and brand, by id, so that the results page counts
 * facets and filters over every match, not only the matches whose documents it loads. Read only
 * for a query with more matches than one page of cards (docs/decisions/015-search-index.md). As
 * pairs: the site's (category, brand) pairs (indexes into SearchMeta's lists), most products
 * first, and each product's pair (`of`), since a brand mostly sells in a few categories (a third
 * fewer bytes than a column each when the order of the products says nothing of either).
 */
export interface FacetColumns {
  pairs: [number, number][];
  of: number[];
  /** The products no shop sells now, ids delta-encoded: fewer than those it sells. */
  out: number[];
  /**
   * The families, whose members have consecutive ids: per family the gap from the previous
   * family's first id (from 0 for the first) and its member count, so that a query counts and
   * pages families over every match.
   */
  runs: number[];
}

/**
 * How many bands of equal size the products are cut into by price. `<version>/p.json` holds every
 * product's band by id (PriceColumn), `<version>/p/<band>.json` a band's ids and prices
 * (PriceBand): a price order reads the column and the bands of its first page, 1 or 2 for a broad
 * query, instead of every price (half the bytes at 100,000 products); a price range reads the
 * bands it cuts through, at most 2.
 */
export const PRICE_BANDS = 64;

export interface PriceColumn {
  /** Each product's band by id: 0 the cheapest, PRICE_BANDS for no price. */
  of: number[];
  /** Each band's lowest and highest price in minor units. */
  range: [number, number][];
}

/** A price band's products: ids ascending, delta-encoded (`i`), and their prices in minor units (`p`). */
export interface PriceBand {
  i: number[];
  p: number[];
}

/**
 * The lowest totals with delivery are cut into bands the same way, for the lowest-total order:
 * `<version>/q.json` (a PriceColumn of totals) and `<version>/q/<band>.json` (PriceBand of totals).
 */

/**
 * `<version>/l.json`: the products by how fast they arrive, for the "delivers within N days"
 * filter (docs/decisions/034-delivery-time.md). `within` are the filter's choices in working days;
 * `i[k]` the ids, delta-encoded, of the products whose fastest buyable offer arrives in more than
 * `within[k - 1]` and at most `within[k]` days. Products slower than every choice, or whose feeds
 * say nothing, are in none. Read only while the filter is on.
 */
export interface DeliveryColumn {
  within: number[];
  i: number[][];
}

/** `<locale>.json`: what a page needs before its first query. */
export interface SearchMeta {
  version: string;
  /** Every term shard's key. */
  keys: string[];
  products: number;
  /** Category names in the locale, with their unprefixed paths; docs refer to them by index. */
  categories: [string, string][];
  brands: string[];
}

/**
 * `<version>/w.json`, read after a query that finds nothing (src/search/miss.ts): the words of
 * names and category names that most products have, most first (`w`), and the aliases of those
 * words with the word each stands for (`a`), to say what the visitor may have meant.
 */
export interface MissWords {
  w: string[];
  a: Record<string, string>;
}

/** How many products `<version>/top/<category>.json` lists: a category's best documents, shown after a miss. */
export const TOP_DOCS = 4;

export type TermKind = 'n' | 'm' | 'c' | 'a';

/**
 * Whole model numbers (`m`) have shard keys of their own, `#` and their first letters: a word's
 * prefix such as `sm` then never loads the thousands of `SM-...` model numbers.
 */
export const MODEL_KEY = '#';

export const MAX_KEY_LENGTH = 6;

/** The shard a term lives in: the longest key that starts it (`#` and a model number's letters for `m`). */
export function shardKeyOf(term: string, keys: ReadonlySet<string>): string | null {
  for (let length = Math.min(MAX_KEY_LENGTH, term.length); length >= 1; length -= 1) {
    const key = term.slice(0, length);
    if (keys.has(key)) return key;
  }
  return null;
}

export function encodePostings(ids: number[]): number[] {
  return ids.map((id, index) => (index === 0 ? id : id - (ids[index - 1] as number)));
}

export function decodePostings(deltas: number[]): number[] {
  const ids: number[] = new Array<number>(deltas.length);
  let id = 0;
  for (let index = 0; index < deltas.length; index += 1) {
    id += deltas[index] as number;
    ids[index] = id;
  }
  return ids;
}

/** Where a query reads the index from: the browser fetches shards, tests hand them over. */
export interface IndexSource {
  meta: SearchMeta;
  termShard(key: string): Promise<TermShard>;
  docShard(number: number): Promise<SearchDoc[]>;
  facetColumns(): Promise<FacetColumns>;
  priceBands(): Promise<PriceColumn>;
  priceBand(band: number): Promise<PriceBand>;
  /** As priceBands and priceBand, of the lowest totals with delivery. */
  totalBands(): Promise<PriceColumn>;
  totalBand(band: number): Promise<PriceBand>;
  deliveryColumn(): Promise<DeliveryColumn>;
  missWords(): Promise<MissWords>;
  /** A category's TOP_DOCS best documents (by index into SearchMeta.categories). */
  categoryTop(category: number): Promise<SearchDoc[]>;
}
