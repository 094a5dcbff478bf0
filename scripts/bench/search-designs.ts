import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { IndexSource } from '../../src/search/index-format.ts';
import { familyLeadDocs } from '../../src/search/families.ts';
import { rankProducts } from '../../src/search/query.ts';
import { foldSearchText } from '../../src/search/text.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct, type SearchIndexFiles } from '../prerender/search-index/shards.ts';

export interface DesignFigures {
  design: string;
  buildSeconds: number;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Gzip bytes a page loads for its first query, per query. */
  firstQueryGzip: Map<string, number>;
}

const gzipSize = (text: string) => gzipSync(text).length;

/** The sharded index of scripts/prerender/search-index/shards.ts, with what each query would fetch. */
export async function measureShards(products: IndexProduct[], categories: IndexCategory[], queries: string[]) {
  const started = performance.now();
  const index = buildSearchIndex(products, categories, 'bench');
  const texts = new Map<string, string>();
  for (const [key, shard] of index.shards) texts.set(`t/${key}`, JSON.stringify(shard));
  index.docs.forEach((docs, number) => texts.set(`d/${number}`, JSON.stringify(docs)));
  texts.set('f', JSON.stringify(index.facets));
  texts.set('p', JSON.stringify(index.priceBands.column));
  index.priceBands.files.forEach((band, number) => texts.set(`p/${number}`, JSON.stringify(band)));
  const metaText = JSON.stringify(index.meta('sr'));
  const buildSeconds = (performance.now() - started) / 1000;
  let rawBytes = metaText.length * LOCALES.length;
  let gzipBytes = gzipSize(metaText) * LOCALES.length;
  for (const text of texts.values()) {
    rawBytes += Buffer.byteLength(text);
    gzipBytes += gzipSize(text);
  }
  const firstQueryGzip = new Map<string, number>();
  for (const query of queries) firstQueryGzip.set(query, await typedQueryBytes(index, texts, metaText, query));
  const bandSizes = index.priceBands.files.map((_, number) => gzipSize(texts.get(`p/${number}`) ?? '')).sort((a, b) => a - b);
  const columns = {
    facetsGzip: gzipSize(texts.get('f') ?? ''),
    bandsGzip: gzipSize(texts.get('p') ?? ''),
    bandFileGzip: bandSizes[bandSizes.length >> 1] ?? 0,
  };
  const figures: DesignFigures = {
    design: 'own shards',
    buildSeconds,
    files: texts.size + LOCALES.length,
    rawBytes,
    gzipBytes,
    firstQueryGzip,
  };
  return { figures, index, columns };
}

/** Bytes (gzip) fetched while `query` is typed letter by letter on a fresh page, as the typeahead does. */
async function typedQueryBytes(index: SearchIndexFiles, texts: Map<string, string>, metaText: string, query: string): Promise<number> {
  const fetched = new Set<string>();
  const source: IndexSource = {
    meta: index.meta('sr'),
    termShard: (key) => {
      fetched.add(`t/${key}`);
      return Promise.resolve(index.shards.get(key) ?? { n: {}, m: {}, c: {} });
    },
    docShard: (number) => {
      fetched.add(`d/${number}`);
      return Promise.resolve(index.docs[number] ?? []);
    },
    facetColumns: () => Promise.reject(new Error('The typeahead reads no columns.')),
    priceBands: () => Promise.reject(new Error('The typeahead reads no columns.')),
    priceBand: () => Promise.reject(new Error('The typeahead reads no columns.')),
    totalBands: () => Promise.reject(new Error('The typeahead reads no columns.')),
    totalBand: () => Promise.reject(new Error('The typeahead reads no columns.')),
    deliveryColumn: () => Promise.reject(new Error('The typeahead reads no columns.')),
    missWords: () => Promise.reject(new Error('The typeahead reads no columns.')),
    categoryTop: () => Promise.reject(new Error('The typeahead reads no columns.')),
  };
  for (let length = 2; length <= query.length; length += 1) {
    const { ids } = await rankProducts(source, query.slice(0, length));
    await familyLeadDocs(source, ids, new Map(), 8);
  }
  return gzipSize(metaText) + [...fetched].reduce((sum, name) => sum + gzipSize(texts.get(name) ?? ''), 0);
}

/** MiniSearch's options for the comparison: the same folding, prefixes and one typo in long words. */
export const MINISEARCH_OPTIONS = {
  fields: ['name', 'brand', 'mpn', 'category'],
  storeFields: ['path', 'name', 'image', 'price'],
  processTerm: (term: string) => foldSearchText(term),
};

/** One MiniSearch index for the site, serialized as the browser would fetch it. */
export function measureMiniSearch(products: IndexProduct[], categories: IndexCategory[]) {
  const started = performance.now();
  const search = new MiniSearch(MINISEARCH_OPTIONS);
  search.addAll(
    products.map((product, id) => ({
      id,
      path: product.path,
      name: product.name,
      brand: product.brand,
      mpn: product.mpn ?? '',
      image: product.image,
      price: product.priceMinor,
      category: LOCALES.map((locale) => categories[product.category]?.names[locale] ?? '').join(' '),
    })),
  );
  const text = JSON.stringify(search);
  const buildSeconds = (performance.now() - started) / 1000;
  const gzipBytes = gzipSize(text);
  const figures: DesignFigures = {
    design: 'MiniSearch, one file',
    buildSeconds,
    files: 1,
    rawBytes: Buffer.byteLength(text),
    gzipBytes,
    firstQueryGzip: new Map(),
  };
  return { figures, text };
}
