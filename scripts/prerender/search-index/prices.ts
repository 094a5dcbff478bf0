import { encodePostings, PRICE_BANDS, type PriceBand, type PriceColumn } from '../../../src/search/index-format.ts';

/** The index of the first element of `sorted` not below `value`. */
function lowerBound(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every product's price band by id (PRICE_BANDS for no price) with each band's range, and each
 * band's products with their prices. A band is cut by the place of a price in the sorted prices,
 * so equal prices share a band and a band's prices all lie below the next band's.
 */
export function buildPriceBands(prices: number[]): { column: PriceColumn; files: PriceBand[] } {
  const sorted = prices.filter((price) => price >= 0).sort((a, b) => a - b);
  const bands = prices.map((price) => (price < 0 ? PRICE_BANDS : Math.floor((lowerBound(sorted, price) * PRICE_BANDS) / sorted.length)));
  const ids: number[][] = Array.from({ length: PRICE_BANDS }, () => []);
  const files: PriceBand[] = ids.map(() => ({ i: [], p: [] }));
  prices.forEach((price, id) => {
    const band = bands[id] as number;
    if (band === PRICE_BANDS) return;
    ids[band]?.push(id);
    files[band]?.p.push(price);
  });
  ids.forEach((list, band) => ((files[band] as PriceBand).i = encodePostings(list)));
  // An empty band (fewer prices than bands) has a range nothing falls in.
  const range = files.map(({ p }): [number, number] => (p.length > 0 ? [Math.min(...p), Math.max(...p)] : [-1, -1]));
  return { column: { of: bands, range }, files };
}
