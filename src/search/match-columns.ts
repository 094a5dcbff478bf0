import { hasBounds, withinBounds, type PriceBounds } from '../catalogue-list/price-bounds.ts';
import { familyKeys } from './families.ts';
import { decodePostings, docFamilyKey, docTotal, PRICE_BANDS, type IndexSource, type PriceColumn, type SearchDoc } from './index-format.ts';
import { loadDocs } from './query.ts';

/** What the results page's filters and order need of every match, by its position in rank order. */
export interface Matches {
  ids: number[];
  category: number[];
  brand: number[];
  /** Whether a shop sells it now. */
  buyable: boolean[];
  /** Whether its price lies within the typed bounds (all true without bounds). */
  inBounds: boolean[];
  /** Prices in minor units (-1: none), when the documents gave them. */
  price: number[] | null;
  /** Lowest totals with delivery in minor units (-1: none), when the documents gave them. */
  total: number[] | null;
  /** Bands (index-format.ts, PRICE_BANDS) of what the order sorts by, when read from the index for a price or total order. */
  band: number[] | null;
  /** Whether it arrives within the chosen working days (all true without the delivery filter). */
  inDelivery: boolean[];
  /** Its family: the family's first id, or its own for a product alone (families.ts). */
  family: number[];
}

/** What an order other than relevance sorts by: the lowest price, or the lowest total with delivery. */
export type OrderColumn = 'price' | 'total' | null;

const field = (docs: SearchDoc[], at: 3 | 5 | 6 | 7) => docs.map((doc) => doc[at]);

function fromDocs(ids: number[], docs: SearchDoc[], bounds: PriceBounds): Omit<Matches, 'inDelivery'> {
  const price = field(docs, 3);
  return {
    ids,
    category: field(docs, 5),
    brand: field(docs, 6),
    buyable: field(docs, 7).map((flag) => flag === 1),
    inBounds: price.map((minor) => withinBounds(minor, bounds)),
    price,
    total: docs.map(docTotal),
    band: null,
    family: docs.map((doc, index) => docFamilyKey(doc, ids[index] as number)),
  };
}

/**
 * Whether each of `ids` lies within the bounds, from its price band: a band wholly within or
 * without says it for all its products, and the bands the bounds cut through (at most two) are
 * read for their prices.
 */
async function boundsByBand(source: IndexSource, ids: number[], column: PriceColumn, bounds: PriceBounds): Promise<boolean[]> {
  const verdict = column.range.map(([low, high]) => {
    if (low < 0) return false;
    const [lowIn, highIn] = [withinBounds(low, bounds), withinBounds(high, bounds)];
    if (lowIn && highIn) return true;
    const outside = (bounds.max !== null && low > bounds.max * 100) || (bounds.min !== null && high < bounds.min * 100);
    return outside ? false : null;
  });
  const cut = [...new Set(ids.map((id) => column.of[id] as number))].filter((band) => band < PRICE_BANDS && verdict[band] === null);
  const prices = new Map<number, number>();
  for (const file of await Promise.all(cut.map((band) => source.priceBand(band)))) {
    decodePostings(file.i).forEach((id, index) => prices.set(id, file.p[index] as number));
  }
  return ids.map((id) => verdict[column.of[id] as number] ?? withinBounds(prices.get(id) ?? -1, bounds));
}

/** Whether each of `ids` arrives within `within` working days, from the delivery column (read only while the filter is on). */
async function deliveryWithin(source: IndexSource, ids: number[], within: number | null): Promise<boolean[]> {
  if (within === null) return ids.map(() => true);
  const column = await source.deliveryColumn();
  const fast = new Set(
    column.i.flatMap((postings, choice) => ((column.within[choice] ?? Infinity) <= within ? decodePostings(postings) : [])),
  );
  return ids.map((id) => fast.has(id));
}

/**
 * What the filters and the order need of every match: from the documents when the matches fit
 * one page (the page shows them all anyway; `known` takes them, for the cards), else from the
 * index's columns over every product (FacetColumns; the price bands for a price order or range, the
 * total bands for a lowest-total order).
 */
export async function describeMatches(
  source: IndexSource,
  ids: number[],
  known: Map<number, SearchDoc>,
  { by, bounds, within }: { by: OrderColumn; bounds: PriceBounds; within: number | null },
  limit: number,
): Promise<Matches> {
  const inDelivery = deliveryWithin(source, ids, within);
  if (ids.length <= limit) {
    const docs = await loadDocs(source, ids, known);
    docs.forEach((doc, index) => known.set(ids[index] as number, doc));
    return { ...fromDocs(ids, docs, bounds), inDelivery: await inDelivery };
  }
  const ranged = hasBounds(bounds);
  const [facets, column, totals] = await Promise.all([
    source.facetColumns(),
    by === 'price' || ranged ? source.priceBands() : null,
    by === 'total' ? source.totalBands() : null,
  ]);
  const ordered = by === 'total' ? totals : by === 'price' ? column : null;
  const out = new Set(decodePostings(facets.out));
  const pairOf = (id: number) => facets.pairs[facets.of[id] as number];
  return {
    ids,
    category: ids.map((id) => pairOf(id)?.[0] ?? -1),
    brand: ids.map((id) => pairOf(id)?.[1] ?? -1),
    buyable: ids.map((id) => !out.has(id)),
    inBounds: column && ranged ? await boundsByBand(source, ids, column, bounds) : ids.map(() => true),
    price: null,
    total: null,
    band: ordered ? ids.map((id) => ordered.of[id] as number) : null,
    inDelivery: await inDelivery,
    family: familyKeys(facets.runs, ids),
  };
}
