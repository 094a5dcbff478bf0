import { isBuyable } from '../../src/domain/availability.ts';
import type { DeliveryDays } from '../../src/domain/delivery.ts';
import { lowestMoney, type Money } from '../../src/domain/money.ts';
import { lowestBuyableTotal, pricedOffers } from '../../src/domain/offers.ts';
import type { Verdict } from '../../src/domain/verdict.ts';
import type { ArticlePayload } from '../payload.ts';

/**
 * Spec keys where less is better; for every other numeric spec more is. Kept short and
 * explicit: only where the direction is plain.
 */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['weight', 'responseTime', 'noise', 'powerConsumption', 'thickness']);

const VERDICTS: readonly Verdict[] = ['lowest-in-year', 'good-price', 'higher-than-usual', 'usual-price'];

/** One product's column. */
export interface CompareColumn {
  id: number;
  path: string;
  name: string;
  image: string;
  lowest: Money | null;
  /** The shop with the lowest price (a buyable offer when there is one). */
  shop: string | null;
  /** What a shopper pays: the lowest total with delivery among the buyable offers, and its shop. */
  total: Money | null;
  totalShop: string | null;
  /** The fastest delivery a buyable offer states (fewest most days); null when none states one. */
  delivery: DeliveryDays | null;
  /** Only a verdict this page knows how to say; anything else is none. */
  verdict: Verdict | null;
  /** The lowest total of the products compared (the price row's mark). */
  best: boolean;
}

/** One spec row: a value per column (null: the product has no such spec). */
export interface SpecRow {
  key: string;
  label: string;
  values: (string | null)[];
  /** Columns holding the best value of a numeric row (none when all are equal). */
  best: boolean[];
  /** The values are not all the same. */
  differs: boolean;
}

/** The buyable offer that arrives soonest (fewest most days, then fewest least days). */
function fastest(offers: ArticlePayload['offers']): DeliveryDays | null {
  let soonest: DeliveryDays | null = null;
  for (const { availability, delivery } of offers) {
    if (!delivery || !isBuyable(availability)) continue;
    if (!soonest || delivery.max < soonest.max || (delivery.max === soonest.max && delivery.min < soonest.min)) soonest = delivery;
  }
  return soonest;
}

export function compareColumns(payloads: { id: number; payload: ArticlePayload }[]): CompareColumn[] {
  const totals = payloads.map(({ payload }) => lowestBuyableTotal(payload.offers, (offer) => offer.total));
  const best = lowestMoney(totals.flatMap((total) => (total ? [total] : [])));
  return payloads.map(({ id, payload }, index) => {
    const { product, lowest, offers, priceCheck } = payload;
    const cheapest = lowest ? pricedOffers(offers).find((offer) => offer.price.minor === lowest.minor) : undefined;
    const total = totals[index] ?? null;
    const cheapestTotal = total ? offers.find((offer) => isBuyable(offer.availability) && offer.total.minor === total.minor) : undefined;
    return {
      id,
      path: product.path,
      name: product.name,
      image: product.image,
      lowest,
      shop: cheapest?.shop ?? null,
      total,
      totalShop: cheapestTotal?.shop ?? null,
      delivery: fastest(offers),
      verdict: VERDICTS.find((verdict) => verdict === priceCheck.verdict) ?? null,
      best: payloads.length > 1 && best !== null && total?.minor === best.minor,
    };
  });
}

/** Which columns hold the best number of a row: none unless at least two differ. */
function bestOf(numbers: (number | undefined)[], lowerIsBetter: boolean): boolean[] {
  const known = numbers.filter((number): number is number => number !== undefined);
  if (known.length < 2 || known.every((number) => number === known[0])) return numbers.map(() => false);
  const best = lowerIsBetter ? Math.min(...known) : Math.max(...known);
  return numbers.map((number) => number === best);
}

/** Every spec of every product, in the order they first appear, one row per spec key. */
export function specRows(products: ArticlePayload['product'][]): SpecRow[] {
  const keys = new Map<string, string>();
  for (const product of products)
    for (const spec of product.specs) if (!keys.has(spec.key ?? spec.label)) keys.set(spec.key ?? spec.label, spec.label);
  return [...keys].map(([key, label]) => {
    const specs = products.map((product) => product.specs.find((spec) => (spec.key ?? spec.label) === key));
    const values = specs.map((spec) => spec?.value ?? null);
    return {
      key,
      label,
      values,
      best: bestOf(
        specs.map((spec) => spec?.number),
        LOWER_IS_BETTER.has(key),
      ),
      differs: values.some((value) => value !== values[0]),
    };
  });
}
