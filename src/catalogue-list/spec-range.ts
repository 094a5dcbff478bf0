/**
 * A numeric spec chosen as a range of its values, as Geizhals does ("at least 8 GB", "6.1 to 6.7
 * in"), instead of one checkbox per value (docs/decisions/052-spec-ranges.md). In the URL as
 * `<facet key>-min` and `<facet key>-max`, in the spec's own unit.
 */
export interface SpecRange {
  min: number | null;
  max: number | null;
}

/** A number as a spec's values are written: whole or with up to three decimals. */
const NUMBER = /^\d{1,9}(\.\d{1,3})?$/;

export const rangeParams = (key: string): [min: string, max: string] => [`${key}-min`, `${key}-max`];

/**
 * The range a query string asks for on the facet `key`, or null. A bound that is not a number is
 * ignored, and so is a minimum above the maximum; `<key>=<value>`, a link from the time the facet
 * was checkboxes, is the range from its lowest value to its highest.
 */
export function parseSpecRange(params: URLSearchParams, key: string): SpecRange | null {
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return NUMBER.test(value) ? Number(value) : null;
  };
  const [minParam, maxParam] = rangeParams(key);
  let min = read(minParam);
  let max = read(maxParam);
  if (min === null && max === null) {
    const values = params
      .getAll(key)
      .filter((value) => NUMBER.test(value))
      .map(Number);
    if (values.length === 0) return null;
    [min, max] = [Math.min(...values), Math.max(...values)];
  }
  return min !== null && max !== null && min > max ? null : { min, max };
}

export function rangeQuery(key: string, range: SpecRange): [string, string][] {
  const [minParam, maxParam] = rangeParams(key);
  const query: [string, string][] = [];
  if (range.min !== null) query.push([minParam, String(range.min)]);
  if (range.max !== null) query.push([maxParam, String(range.max)]);
  return query;
}

/** Whether a value id (a number, as a numeric spec's values are) lies within the range, both ends included. */
export function inRange(id: string, range: SpecRange): boolean {
  const value = Number(id);
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** The first and last index of `values` (ascending) within the range; the whole facet without one; null when none is. */
export function rangeSpan(values: readonly string[], range: SpecRange | undefined): [number, number] | null {
  if (!range) return [0, values.length - 1];
  const inside = values.flatMap((id, index) => (inRange(id, range) ? [index] : []));
  return inside.length === 0 ? null : [inside[0] as number, inside.at(-1) as number];
}
