import { decodePostings, PRICE_BANDS, type PriceBand } from './index-format.ts';

/** Positions of matches in price order by their prices, products without a price (-1) last; equal prices keep their rank. */
export function sortByPrice(positions: number[], priceOf: (position: number) => number, direction: 1 | -1): number[] {
  return [...positions].sort((a, b) => {
    const [first, second] = [priceOf(a), priceOf(b)];
    return (first < 0 ? 1 : 0) - (second < 0 ? 1 : 0) || direction * (first - second) || a - b;
  });
}

/**
 * The first `limit` of `positions` (into `ids`) in price order, from every match's price band:
 * sorted by band, then the bands that hold the first `limit` read (`readBand`) for their prices
 * and sorted by them. Past those bands the order is by band only; the page shows the first `limit`.
 * The lowest-total order runs the same on the total bands.
 */
export async function sortByPriceBands(
  readBand: (band: number) => Promise<PriceBand>,
  ids: number[],
  band: number[],
  positions: number[],
  direction: 1 | -1,
  limit: number,
): Promise<number[]> {
  // Products without a price last either way.
  const bandKey = (position: number) => (band[position] === PRICE_BANDS ? Infinity : direction * (band[position] as number));
  const byBand = [...positions].sort((a, b) => bandKey(a) - bandKey(b) || a - b);
  const read = new Set(byBand.slice(0, limit).map((position) => band[position] as number));
  read.delete(PRICE_BANDS);
  const prices = new Map<number, number>();
  await Promise.all(
    [...read].map(async (number) => {
      const file = await readBand(number);
      decodePostings(file.i).forEach((id, index) => prices.set(id, file.p[index] as number));
    }),
  );
  const head = byBand.filter((position) => read.has(band[position] as number));
  const rest = byBand.filter((position) => !read.has(band[position] as number));
  return [...sortByPrice(head, (position) => prices.get(ids[position] as number) ?? -1, direction), ...rest];
}
