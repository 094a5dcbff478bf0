import type { Locale } from '../../../src/i18n/locales.ts';
import type { IndexSource } from '../../../src/search/index-format.ts';
import type { buildSearchIndex, IndexProduct } from './shards.ts';

/**
 * A product for index tests: at `/p/<name>` with no model number, buyable when a shop lists it,
 * and delivered free (its total its price) unless the test says otherwise.
 */
export function testProduct(
  name: string,
  fields: Partial<IndexProduct> & Pick<IndexProduct, 'brand' | 'category' | 'shops'>,
): IndexProduct {
  const priceMinor = fields.priceMinor ?? 1000;
  const buyable = fields.buyable ?? fields.shops > 0;
  return { path: `/p/${name}`, name, mpn: null, image: '/i.svg', priceMinor, totalMinor: buyable ? priceMinor : -1, buyable, ...fields };
}

/**
 * For tests: an index built in memory, read as the client reads the files, with what was loaded
 * in `loaded`. `shards` records the term and document shards too, and fails on a missing term
 * shard as a 404 would; otherwise only the results page's columns are recorded.
 */
export function memorySource(
  index: ReturnType<typeof buildSearchIndex>,
  locale: Locale,
  options: { shards?: boolean } = {},
): IndexSource & { loaded: Set<string> } {
  const loaded = new Set<string>();
  const load = <T>(name: string, value: T): Promise<T> => {
    loaded.add(name);
    return Promise.resolve(value);
  };
  return {
    meta: index.meta(locale),
    loaded,
    termShard: (key) => {
      const shard = index.shards.get(key);
      if (!options.shards) return Promise.resolve(shard ?? { n: {}, m: {}, c: {} });
      loaded.add(key);
      return shard ? Promise.resolve(shard) : Promise.reject(new Error(`no shard ${key}`));
    },
    docShard: (number) => {
      const docs = index.docs[number] ?? [];
      return options.shards ? load(`doc ${number}`, docs) : Promise.resolve(docs);
    },
    facetColumns: () => load('facets', index.facets),
    priceBands: () => load('price bands', index.priceBands.column),
    priceBand: (band) => load(`price band ${band}`, index.priceBands.files[band] as never),
    totalBands: () => load('total bands', index.totalBands.column),
    totalBand: (band) => load(`total band ${band}`, index.totalBands.files[band] as never),
    deliveryColumn: () => load('delivery', index.delivery),
    missWords: () => load('miss words', index.missWords),
    categoryTop: (category) => load(`top ${category}`, index.categoryTops[category] ?? []),
  };
}
