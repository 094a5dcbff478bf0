import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../../sites/index.ts';
import { hasBuyableOffer } from '../../../src/domain/availability.ts';
import { fastestDelivery } from '../../../src/domain/delivery.ts';
import { isLocale, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { SEARCH_INDEX_BASE, type SearchMeta } from '../../../src/search/index-format.ts';
import { shardFileName } from '../../../src/search/shard-url.ts';
import type { Snapshot, SnapshotFamily } from '../../catalogue/snapshot.ts';
import { familySpans } from '../../../src/domain/family.ts';
import { lowestPrice, lowestTotal, productPath } from '../payloads/common.ts';
import { buildSearchIndex, type IndexCategory, type IndexFamily, type IndexProduct, type SearchIndexFiles } from './shards.ts';
import { writeFile } from '../write-file.ts';

/** A family as search shows it, numbered in the order met: the shops selling any member and what the members span. */
function indexFamily(family: SnapshotFamily, families: Map<SnapshotFamily, IndexFamily>): IndexFamily {
  let found = families.get(family);
  if (!found) {
    const shops = new Set(family.members.flatMap((member) => member.offers.map((offer) => offer.shopId))).size;
    found = { key: families.size, name: family.name, shops, spans: familySpans(family.members.map((member) => member.variant)) };
    families.set(family, found);
  }
  return found;
}

/** Every product on sale on the site, as the search index needs it. */
export function searchProducts(snapshot: Snapshot, site: Site): { products: IndexProduct[]; categories: IndexCategory[] } {
  const products: IndexProduct[] = [];
  const categories: IndexCategory[] = [];
  const families = new Map<SnapshotFamily, IndexFamily>();
  for (const category of snapshot.categories) {
    if (category.products.length === 0) continue;
    const index =
      categories.push({
        path: category.path,
        names: category.names,
        words: category.searchWords,
        accessory: category.accessory,
      }) - 1;
    for (const product of category.products) {
      products.push({
        path: productPath(category, product),
        name: product.name,
        brand: product.brand,
        mpn: product.mpn,
        image: product.image,
        priceMinor: lowestPrice(product, site)?.minor ?? -1,
        totalMinor: lowestTotal(product, site)?.minor ?? -1,
        shops: product.offers.length,
        buyable: hasBuyableOffer(product.offers),
        category: index,
        accessory: category.accessory,
        delivery: fastestDelivery(product.offers),
        ...(product.family ? { family: indexFamily(product.family, families) } : {}),
      });
    }
  }
  return { products, categories };
}

/** Writes `/search-index/<locale>.json` and the shards and columns under `/search-index/<version>/`. */
export function writeSearchIndexFiles(siteDir: string, index: SearchIndexFiles, version: string): void {
  const root = join(siteDir, SEARCH_INDEX_BASE.slice(1));
  mkdirSync(join(root, version, 't'), { recursive: true });
  mkdirSync(join(root, version, 'd'), { recursive: true });
  mkdirSync(join(root, version, 'p'), { recursive: true });
  mkdirSync(join(root, version, 'q'), { recursive: true });
  mkdirSync(join(root, version, 'top'), { recursive: true });
  for (const [key, shard] of index.shards) writeFile(join(root, version, 't', shardFileName(key)), JSON.stringify(shard));
  index.docs.forEach((docs, number) => writeFile(join(root, version, 'd', `${number}.json`), JSON.stringify(docs)));
  writeFile(join(root, version, 'f.json'), JSON.stringify(index.facets));
  writeFile(join(root, version, 'p.json'), JSON.stringify(index.priceBands.column));
  writeFile(join(root, version, 'l.json'), JSON.stringify(index.delivery));
  index.priceBands.files.forEach((band, number) => writeFile(join(root, version, 'p', `${number}.json`), JSON.stringify(band)));
  writeFile(join(root, version, 'q.json'), JSON.stringify(index.totalBands.column));
  index.totalBands.files.forEach((band, number) => writeFile(join(root, version, 'q', `${number}.json`), JSON.stringify(band)));
  writeFile(join(root, version, 'w.json'), JSON.stringify(index.missWords));
  index.categoryTops.forEach((docs, number) => writeFile(join(root, version, 'top', `${number}.json`), JSON.stringify(docs)));
  for (const locale of LOCALES) writeFile(join(root, `${locale}.json`), JSON.stringify(index.meta(locale)));
}

interface BuiltIndex {
  version: string;
  products: number;
  meta: (locale: Locale) => SearchMeta;
  /** The files, until they are written: the pages need only the entries after that. */
  files: SearchIndexFiles | null;
}

const built = new WeakMap<Snapshot, Map<string, BuiltIndex>>();

/**
 * The site's search index from the snapshot, built once for both what reads it: the search pages,
 * which carry their language's entry, and the index's files. Its shards' folder is named by a hash
 * of what they index, so a page holding one version's entry never reads another version's shards,
 * and an unchanged index keeps its name across builds.
 */
export function siteSearchIndex(snapshot: Snapshot, site: Site): BuiltIndex & { files: SearchIndexFiles } {
  let bySite = built.get(snapshot);
  if (!bySite) built.set(snapshot, (bySite = new Map<string, BuiltIndex>()));
  const found = bySite.get(site.domain);
  if (found?.files) return found as BuiltIndex & { files: SearchIndexFiles };
  const { products, categories } = searchProducts(snapshot, site);
  const version =
    found?.version ??
    createHash('sha256')
      .update(JSON.stringify([products, categories]))
      .digest('hex')
      .slice(0, 12);
  const files = buildSearchIndex(products, categories, version);
  const entries = new Map(LOCALES.map((locale) => [locale, files.meta(locale)]));
  const index = { version, products: products.length, meta: (locale: Locale) => entries.get(locale) as SearchMeta, files };
  bySite.set(site.domain, index);
  return index;
}

/** A locale's entry of the site's search index (`<locale>.json`), as its search page carries it. */
export function searchIndexEntry(snapshot: Snapshot, site: Site, locale: Locale): SearchMeta {
  return (built.get(snapshot)?.get(site.domain) ?? siteSearchIndex(snapshot, site)).meta(locale);
}

/** The site's search index from the snapshot, written beside its pages; returns the product count. */
export function writeSearchIndex(siteDir: string, snapshot: Snapshot, site: Site): number {
  const index = siteSearchIndex(snapshot, site);
  writeSearchIndexFiles(siteDir, index.files, index.version);
  // The entries stay for pages rendered later; the files' memory is given back.
  (index as BuiltIndex).files = null;
  return index.products;
}

/** The dev server's search index: a file of it by path, built from the current snapshot; undefined for other paths. */
export function readSearchIndexFile(snapshot: Snapshot, site: Site, pathname: string): string | null | undefined {
  const match = new RegExp(
    `^${SEARCH_INDEX_BASE}/(?:([a-z]+)\\.json|(\\w+)/(?:t/([^/]+)|d/(\\d+)|([fpqwl])|p/(\\d+)|top/(\\d+)|q/(\\d+))\\.json)$`,
  ).exec(pathname);
  if (!pathname.startsWith(`${SEARCH_INDEX_BASE}/`)) return undefined;
  if (!match) return null;
  const { files: index, version: current } = siteSearchIndex(snapshot, site);
  const [, locale, version, key, number, column, band, top, totalBand] = match;
  if (locale) return isLocale(locale) ? JSON.stringify(index.meta(locale)) : null;
  if (version !== current) return null;
  const columns = { f: index.facets, p: index.priceBands.column, q: index.totalBands.column, l: index.delivery, w: index.missWords };
  if (column) return JSON.stringify(columns[column as keyof typeof columns]);
  const file = totalBand
    ? index.totalBands.files[Number(totalBand)]
    : band
      ? index.priceBands.files[Number(band)]
      : top
        ? index.categoryTops[Number(top)]
        : key
          ? [...index.shards].find(([name]) => shardFileName(name) === `${key}.json`)?.[1]
          : index.docs[Number(number)];
  return file ? JSON.stringify(file) : null;
}
