/** A price range the visitor typed, in whole units of the site's currency; null: no bound on that side. */
export interface PriceBounds {
  min: number | null;
  max: number | null;
}

export const NO_BOUNDS: PriceBounds = Object.freeze({ min: null, max: null });

/** The query parameters of the bounds, beside the facets' own. */
export const MIN_PARAM = 'price-min';
export const MAX_PARAM = 'price-max';

/** A whole amount of up to seven digits: what the URL and the fields accept. */
const AMOUNT = /^\d{1,7}$/;

export const hasBounds = (bounds: PriceBounds): boolean => bounds.min !== null || bounds.max !== null;

/** The bounds a query string asks for; an amount that is not whole, or a minimum above the maximum, is ignored. */
export function parseBounds(params: URLSearchParams): PriceBounds {
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return AMOUNT.test(value) ? Number(value) : null;
  };
  const min = read(MIN_PARAM);
  const max = read(MAX_PARAM);
  return min !== null && max !== null && min > max ? NO_BOUNDS : { min, max };
}

export function boundsQuery(bounds: PriceBounds): [string, string][] {
  const query: [string, string][] = [];
  if (bounds.min !== null) query.push([MIN_PARAM, String(bounds.min)]);
  if (bounds.max !== null) query.push([MAX_PARAM, String(bounds.max)]);
  return query;
}

/** What is wrong with typed bounds: a field that is not a whole amount, or the minimum above the maximum. */
export type BoundsError = { kind: 'amount'; fields: ('min' | 'max')[] } | { kind: 'order' };

/**
 * Reads the two fields as the visitor typed them: blank is no bound, spaces around an amount
 * are fine; anything else is an error that says which field.
 */
export function readBounds(minText: string, maxText: string): { bounds: PriceBounds } | { error: BoundsError } {
  const read = (text: string) => {
    const value = text.trim();
    if (value === '') return null;
    return AMOUNT.test(value) ? Number(value) : Number.NaN;
  };
  const min = read(minText);
  const max = read(maxText);
  const wrong = (['min', 'max'] as const).filter((field) => Number.isNaN(field === 'min' ? min : max));
  if (wrong.length > 0) return { error: { kind: 'amount', fields: wrong } };
  if (min !== null && max !== null && min > max) return { error: { kind: 'order' } };
  return { bounds: { min, max } };
}

/** Whether a price in minor units lies within the bounds (both ends included); no price never does when a bound is set. */
export function withinBounds(minor: number, bounds: PriceBounds): boolean {
  if (!hasBounds(bounds)) return true;
  if (minor < 0) return false;
  return (bounds.min === null || minor >= bounds.min * 100) && (bounds.max === null || minor <= bounds.max * 100);
}
