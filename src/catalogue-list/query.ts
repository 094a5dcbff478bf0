import type { Money } from '../domain/money.ts';
import { cardDelivery } from '../domain/offers.ts';
import type { ProductCardData } from '../components/payload-parts.ts';
import { NO_BOUNDS, withinBounds, type PriceBounds } from './price-bounds.ts';
import type { CategoryList } from './list-schema.ts';
import { MAX_FACET_VALUES, type SortKey } from './types.ts';
import { RangeCounter, spanBits } from './range-counts.ts';
import { rangeSpan, type SpecRange } from './spec-range.ts';

export interface ListResult {
  /** The cards' products, sorted: each family's cheapest matching variant, each matching product alone. */
  order: number[];
  /** Per facet of the list, per value: how many cards would match with that value added (a family counts once). */
  counts: number[][];
  /** Per facet of the list chosen as a range: what each end's choices would leave (RangeCounter); null for the others. */
  ranges: (RangeCounts | null)[];
}

/** Per value of a range facet: the cards from it up to the range's upper end (`from`), and from the lower end up to it (`to`). */
export interface RangeCounts {
  from: number[];
  to: number[];
}

/** A mask no product has: a range that takes in none of its facet's values leaves nothing. */
const NOTHING = 1 << MAX_FACET_VALUES;

/** Per facet of the list, the bit mask of the chosen value indexes, or of the values within its range (0: no filter). */
export function selectionMasks(list: CategoryList, selected: Record<string, string[]>, ranges: Record<string, SpecRange> = {}): number[] {
  return list.facets.map((facet) => {
    const range = ranges[facet.key];
    if (range) {
      const span = rangeSpan(facet.values, range);
      return span ? spanBits(span[0], span[1]) : NOTHING;
    }
    let mask = 0;
    for (const id of selected[facet.key] ?? []) {
      const index = facet.values.indexOf(id);
      if (index >= 0) mask |= 1 << index;
    }
    return mask;
  });
}

function valueMask(multi: boolean, cell: number): number {
  if (multi) return cell;
  return cell < 0 ? 0 : 1 << cell;
}

type Compare = (a: number, b: number) => number;

/** Ties keep the list's order (most offers, then name). */
function comparator(list: CategoryList, sort: SortKey): Compare {
  const { prices, totals, drops, listed } = list;
  /** A family's card counts the shops selling any of its variants. */
  const shopsOf = (item: number) => list.families[list.family[item] as number]?.shops ?? list.shops[item] ?? 0;
  /** No price (or no total) sorts last, whichever the direction. */
  const byPrice = (direction: 1 | -1, column = prices): Compare => {
    return (a, b) => {
      const pa = column[a] as number;
      const pb = column[b] as number;
      if (pa < 0 || pb < 0) return pa < 0 ? (pb < 0 ? a - b : 1) : -1;
      return (pa - pb) * direction || a - b;
    };
  };
  switch (sort) {
    case 'price-asc':
      return byPrice(1);
    case 'price-desc':
      return byPrice(-1);
    case 'total':
      return byPrice(1, totals);
    case 'drop':
      return (a, b) => (drops[b] as number) - (drops[a] as number) || a - b;
    case 'newest':
      return (a, b) => (listed[b] as number) - (listed[a] as number) || a - b;
    case 'offers':
      return (a, b) => shopsOf(b) - shopsOf(a) || a - b;
  }
}

/** A family's cheapest matching variant stands for it (the first in list order on a tie); a product alone for itself. */
function familyCards(list: CategoryList, matches: number[]): number[] {
  const chosen = new Map<number, number>();
  const price = (item: number) => ((list.prices[item] as number) < 0 ? Infinity : (list.prices[item] as number));
  const cards: number[] = [];
  for (const item of matches) {
    const family = list.family[item] as number;
    if (family < 0) {
      cards.push(item);
      continue;
    }
    const at = chosen.get(family);
    if (at === undefined) {
      chosen.set(family, cards.length);
      cards.push(item);
    } else if (price(item) < price(cards[at] as number)) cards[at] = item;
  }
  return cards;
}

/**
 * Filters and sorts a category's list: within a facet any chosen value matches (OR), across
 * facets all must (AND). A value's count is the number of matches with that value added: the
 * products that pass every other facet and have the value. A product outside the typed price
 * `bounds` neither matches nor counts. The facets keyed in `ranges` (numeric specs, each with its
 * chosen range or null) count what each end's choices would leave.
 */
export function queryList(
  list: CategoryList,
  masks: number[],
  sort: SortKey,
  bounds: PriceBounds = NO_BOUNDS,
  ranges: Record<string, SpecRange | null> = {},
): ListResult {
  const facets = list.facets;
  const counts = facets.map((facet) => new Array<number>(facet.values.length).fill(0));
  // A range facet's ends count within the range chosen (its whole span when none is).
  const counters = facets.map((facet) => {
    if (!(facet.key in ranges)) return null;
    const span = rangeSpan(facet.values, ranges[facet.key] ?? undefined) ?? [0, -1];
    return new RangeCounter(facet.values.length, span[0], span[1]);
  });
  const order: number[] = [];
  const total = list.items.length;
  const cells = new Array<number>(facets.length);
  // A family's products are next to each other in the list: a value counts it once.
  const counted = facets.map((facet) => new Array<number>(facet.values.length).fill(NaN));
  for (let item = 0; item < total; item += 1) {
    const card = (list.family[item] as number) >= 0 ? (list.family[item] as number) : -1 - item;
    if (!withinBounds(list.prices[item] as number, bounds)) continue;
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < facets.length; f += 1) {
      const facet = facets[f]!;
      const cell = valueMask(facet.multi, facet.column[item] as number);
      cells[f] = cell;
      const mask = masks[f] ?? 0;
      if (mask !== 0 && (cell & mask) === 0) {
        failures += 1;
        failed = f;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) order.push(item);
    for (let f = 0; f < facets.length; f += 1) {
      if (failures === 1 && f !== failed) continue;
      counters[f]?.add(card, cells[f] as number);
      let cell = cells[f] as number;
      const row = counts[f]!;
      const last = counted[f]!;
      while (cell !== 0) {
        const bit = 31 - Math.clz32(cell);
        if (last[bit] !== card) {
          last[bit] = card;
          row[bit] = (row[bit] as number) + 1;
        }
        cell &= ~(1 << bit);
      }
    }
  }
  const cards = list.families.length > 0 ? familyCards(list, order) : order;
  if (sort !== 'offers') cards.sort(comparator(list, sort));
  for (const counter of counters) counter?.flush();
  return { order: cards, counts, ranges: counters.map((counter) => (counter ? { from: counter.from, to: counter.to } : null)) };
}

/** The card of the list's `index`th product, as the payload has it. */
export function listCard(list: CategoryList, index: number): ProductCardData {
  const minor = list.prices[index] as number;
  const price: Money | null = minor < 0 ? null : { minor, currency: list.currency };
  const totalMinor = list.totals[index] as number;
  const drop = list.drops[index] as number;
  const specs = list.specs[index] as string[];
  const family = list.families[list.family[index] as number];
  return {
    path: `${list.path}/${list.items[index]}`,
    name: list.names[index] as string,
    image: list.images[index] as string,
    price,
    ...cardDelivery(price, totalMinor < 0 ? null : { minor: totalMinor, currency: list.currency }),
    shops: family?.shops ?? (list.shops[index] as number),
    ...(drop > 0 ? { dropPercent: drop } : {}),
    ...(specs.length > 0 ? { specs } : {}),
    ...(family ? { family: { name: family.name, variants: family.variants, spans: family.spans } } : {}),
  };
}
