import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadSites, type Site } from '../../sites/index.ts';
import { queryList, selectionMasks } from '../../src/catalogue-list/query.ts';
import { SORTS, type CategoryList, type SortKey } from '../../src/catalogue-list/types.ts';
import { HistoryPacker } from '../catalogue/offer-history.ts';
import type { SnapshotNode, SnapshotOffer, SnapshotProduct } from '../catalogue/snapshot.ts';
import { buildCategoryParts } from '../prerender/payloads/category-list.ts';

/**
 * `npm run bench:category`: a generated category of --products (5,000) products through the
 * prerender's own builder, then the list file's size (raw and gzip) and how long the client's
 * filter and sort take on it: JSON.parse of the file, and each view (no filter, one facet, two
 * facets, three) in every sort, --runs times each (median and worst). Options: --products, --runs, --seed, --columns (each column's gzip size).
 */
const BRANDS = 40;
const SHOPS = 15;
const SPECS: [string, string[]][] = [
  ['storage', ['64', '128', '256', '512', '1024']],
  ['ram', ['4', '6', '8', '12', '16']],
  ['screenSize', ['6.1', '6.4', '6.7', '6.8']],
  ['battery', ['4000', '4500', '5000', '5500']],
  ['refreshRate', ['60', '90', '120', '144']],
  ['colour', ['black', 'white', 'blue', 'green', 'red', 'silver']],
];

/** mulberry32: the same numbers for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateCategory(count: number, seed: number): SnapshotNode {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const day = Date.parse('2026-11-20T06:00:00.000Z');
  const products: SnapshotProduct[] = Array.from({ length: count }, (_, index) => {
    const base = 5000 + Math.floor(next() * 200_000);
    const offers: SnapshotOffer[] = Array.from({ length: 1 + Math.floor(next() * 8) }, () => {
      const shop = Math.floor(next() * SHOPS);
      const packer = new HistoryPacker();
      const price = Math.round(base * (0.9 + next() * 0.2));
      const row = (at: number, priceMinor: number) => ({
        at: new Date(at).toISOString(),
        price_minor: priceMinor,
        sale_price_minor: null,
        shipping_minor: 0,
        currency: 'EUR' as const,
        availability: next() < 0.85 ? ('in_stock' as const) : ('out_of_stock' as const),
      });
      const listed = day - Math.floor(next() * 365) * 86_400_000;
      packer.add(row(listed, Math.round(price * 1.2)));
      if (next() < 0.3) packer.add(row(day - Math.floor(next() * 20) * 86_400_000, price));
      return {
        shopId: `shop-${shop}`,
        shop: `Shop ${shop}`,
        priceMinor: price,
        currency: 'EUR',
        shippingMinor: 0,
        availability: 'in_stock',
        url: 'https://shop.example/',
        lastSeen: new Date(day).toISOString(),
        changedAt: new Date(day).toISOString(),
        history: packer.take(),
      } as SnapshotOffer;
    });
    const specs = SPECS.filter(() => next() < 0.9).map(([key, values]) => ({ key, value: pick(values) }));
    const brand = `Brand${Math.floor(next() * BRANDS)}`;
    // Names and slugs as long as the sample's ("Samsung Galaxy S25 Ultra 256 GB, Titanium Silverblue").
    const name = `${brand} Model ${pick(['Pro', 'Ultra', 'Lite', 'Max', 'Neo'])} ${index + 1} ${pick(SPECS[0]?.[1] ?? [])} GB, ${pick(['Titanium Black', 'Mint Green', 'Ocean Blue', 'Phantom White'])}`;
    return {
      id: index + 1,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      brand,
      name,
      gtin: null,
      mpn: null,
      image: `/images/p/${index + 1}.svg`,
      specs,
      offers,
    };
  });
  return {
    id: 1,
    parentId: null,
    level: 3,
    slug: 'c',
    path: '/menu/sub/category',
    names: {} as SnapshotNode['names'],
    children: [],
    products,
  };
}

function time(run: () => void, runs: number): { median: number; worst: number } {
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] as number, worst: times.at(-1) as number };
}

/** Views of growing narrowness: each facet's most common value added in turn. */
function views(list: CategoryList): Record<string, string[]>[] {
  const chosen: Record<string, string[]> = {};
  const result = [{}];
  for (const facet of list.facets.slice(0, 3)) {
    chosen[facet.key] = facet.values.slice(0, 2);
    result.push({ ...chosen });
  }
  return result;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '5000' },
      runs: { type: 'string', default: '31' },
      seed: { type: 'string', default: '1' },
      columns: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.products);
  const runs = Number(values.runs);
  const site = loadSites(process.env).find((candidate) => candidate.currency === 'EUR') as Site;
  const category = generateCategory(count, Number(values.seed));
  const built = time(() => buildCategoryParts(category, site), 3);
  const json = JSON.stringify(buildCategoryParts(category, site).list);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `list.json for ${count} products: ${kb(json.length)}, gzip ${kb(gzipSync(json).length)}; built in ${built.median.toFixed(0)} ms`,
  );
  if (values.columns) {
    for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>))
      console.log(`  ${key}: gzip ${kb(gzipSync(JSON.stringify(value)).length)}`);
  }
  const parse = time(() => JSON.parse(json) as unknown, runs);
  console.log(`JSON.parse: median ${parse.median.toFixed(1)} ms, worst ${parse.worst.toFixed(1)} ms`);
  const list = JSON.parse(json) as CategoryList;
  let worst = 0;
  for (const selected of views(list)) {
    const masks = selectionMasks(list, selected);
    for (const sort of SORTS as readonly SortKey[]) {
      let matches = 0;
      const timing = time(() => (matches = queryList(list, masks, sort).order.length), runs);
      worst = Math.max(worst, timing.worst);
      console.log(
        `${(Object.keys(selected).join('+') || 'no filter').padEnd(22)} ${sort.padEnd(10)} ${String(matches).padStart(5)} matches: ` +
          `median ${timing.median.toFixed(2)} ms, worst ${timing.worst.toFixed(2)} ms`,
      );
    }
  }
  console.log(`filter + sort of ${count} products: worst ${worst.toFixed(1)} ms (budget 50 ms)`);
}

main();
