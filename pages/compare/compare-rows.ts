import { lowestMoney, type Money } from '../../src/domain/money.ts';
import { pricedOffers } from '../../src/domain/offers.ts';
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
  /** Only a verdict this page knows how to say; anything else is none. */
  verdict: Verdict | null;
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

export function compareColumns(payloads: { id: number; payload: ArticlePayload }[]): CompareColumn[] {
  const best = lowestMoney(payloads.flatMap(({ payload }) => (payload.lowest ? [payload.lowest] : [])));
  return payloads.map(({ id, payload }) => {
    const { product, lowest, offers, priceCheck } = payload;
    const cheapest = lowest ? pricedOffers(offers).find((offer) => offer.price.minor === lowest.minor) : undefined;
    return {
      id,
      path: product.path,
      name: product.name,
      image: product.image,
      lowest,
      shop: cheapest?.shop ?? null,
      verdict: VERDICTS.find((verdict) => verdict === priceCheck.verdict) ?? null,
      best: payloads.length > 1 && best !== null && lowest?.minor === best.minor,
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
