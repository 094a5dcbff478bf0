import { MAX_FACET_VALUES } from '../../../src/catalogue-list/types.ts';
import { hasBuyableOffer } from '../../../src/domain/availability.ts';
import type { SnapshotProduct } from '../../catalogue/snapshot.ts';

/** Spec facets per category: at least this many where the specs allow, at most MAX. */
const MIN_SPECS = 4;
const MAX_SPECS = 8;

export interface SpecChoice {
  key: string;
  /** Every value is a number: values sort by size. */
  numeric: boolean;
}

/**
 * The category's spec attributes worth filtering by: those with 2 to MAX_FACET_VALUES
 * distinct values, most products having them first (then by key); every one that at least
 * half the products have, up to eight, and at least four when there are four such keys.
 */
export function chooseSpecKeys(products: SnapshotProduct[]): SpecChoice[] {
  const seen = new Map<string, Set<string>>();
  const have = new Map<string, number>();
  for (const product of products) {
    for (const { key, value } of product.specs) {
      let values = seen.get(key);
      if (!values) seen.set(key, (values = new Set()));
      values.add(value);
      have.set(key, (have.get(key) ?? 0) + 1);
    }
  }
  const ranked = [...seen]
    .filter(([, values]) => values.size >= 2 && values.size <= MAX_FACET_VALUES)
    .map(([key, values]) => ({ key, numeric: [...values].every((value) => /^\d+(\.\d+)?$/.test(value)), have: have.get(key) as number }))
    .sort((a, b) => b.have - a.have || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const common = ranked.filter((spec) => spec.have * 2 >= products.length).slice(0, MAX_SPECS);
  const chosen = common.length >= MIN_SPECS ? common : ranked.slice(0, Math.max(common.length, Math.min(MIN_SPECS, ranked.length)));
  return chosen.map(({ key, numeric }) => ({ key, numeric }));
}

/** A round boundary near `major`: 1, 2 or 5 steps of its power of ten halved (437 -> 450, 1234 -> 1000). */
function roundBoundary(major: number): number {
  if (major < 10) return Math.max(1, Math.round(major));
  const step = 10 ** Math.floor(Math.log10(major)) / 2;
  return Math.round(major / step) * step;
}

export interface PriceRanges {
  /** `<from>-<to>` in major units, the last `<from>-`; the first starts at 0. */
  ids: string[];
  idsOf: (minor: number) => string[];
}

/** Up to five price ranges that split the category's prices into about equal parts, at round amounts. */
export function priceRanges(pricesMinor: number[], parts = 5): PriceRanges {
  const sorted = [...pricesMinor].sort((a, b) => a - b);
  const bounds: number[] = [];
  for (let part = 1; part < parts && sorted.length > 0; part += 1) {
    const bound = roundBoundary((sorted[Math.floor((sorted.length * part) / parts)] as number) / 100);
    // Each bound lies above the cheapest price and at most at the dearest.
    if (bound > (bounds.at(-1) ?? 0) && bound * 100 > (sorted[0] as number) && bound * 100 <= (sorted.at(-1) as number)) bounds.push(bound);
  }
  const ids = [0, ...bounds].map((from, index) => `${from}-${bounds[index] ?? ''}`);
  return {
    ids,
    idsOf: (minor) => {
      if (minor < 0) return [];
      let index = 0;
      while (index < bounds.length && minor >= (bounds[index] as number) * 100) index += 1;
      return [ids[index] as string];
    },
  };
}

/** A product's availability in the stock facet: in stock at some shop, else to order, else out of stock. */
export function stockOf(product: SnapshotProduct): 'in_stock' | 'on_order' | 'out_of_stock' {
  if (product.offers.some((offer) => offer.availability === 'in_stock')) return 'in_stock';
  if (hasBuyableOffer(product.offers)) return 'on_order';
  return 'out_of_stock';
}
