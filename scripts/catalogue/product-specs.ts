import { cleanText } from '../ingest/control-chars.ts';
import { inline, quote } from '../ingest/printable.ts';
import { UsageError } from '../reported-error.ts';
import { productName } from './correction-kit.ts';
import { statement, type Db } from './db.ts';
import { changeSetting, readSetting, type SpecValue } from './settings.ts';

/** The most specs a product may have, and the longest value: a product page's table stays bounded. */
export const MAX_SPECS = 60;
const MAX_VALUE = 120;

/** The spec keys the catalogue knows (it has labels for), each with its unit ('' for a text). */
export function specKeys(db: Db): { key: string; unit: string; label: string }[] {
  return statement(db, "SELECT key, unit, label FROM spec_label WHERE locale = 'en' ORDER BY label").all() as {
    key: string;
    unit: string;
    label: string;
  }[];
}

/** A spec as given, checked: a known key, a value of one line; a number where the key has a unit (it is filtered as a range). */
function checkedSpec(units: Map<string, string>, spec: SpecValue): SpecValue {
  const unit = units.get(spec.key);
  if (unit === undefined)
    throw new UsageError(`${quote(spec.key)} is not a spec the catalogue knows: use one of ${[...units.keys()].join(', ')}.`);
  const value = cleanText(spec.value);
  if (!value || value.length > MAX_VALUE) throw new UsageError(`${spec.key}: give a value of 1 to ${MAX_VALUE} characters.`);
  if (unit && !/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`${spec.key} is in ${unit}: give a number, such as 8 or 6.1 (a dot for decimals), not ${inline(value, 40)}.`);
  return { key: spec.key, value };
}

const describe = (specs: readonly SpecValue[]) => specs.map((spec) => `${spec.key} ${spec.value}`).join(', ') || 'none';

/**
 * A product's specs by hand, all of them in their order (the desk's table, `npm run product -- spec`):
 * recorded as a change, undoable. The site shows them, and filters by them, from the next build.
 */
export function setSpecs(db: Db, by: string, product: number, specs: readonly SpecValue[]): string {
  const name = productName(db, product);
  if (specs.length > MAX_SPECS) throw new UsageError(`A product has at most ${MAX_SPECS} specs; ${specs.length} were given.`);
  const units = new Map(specKeys(db).map((entry) => [entry.key, entry.unit]));
  const next = specs.map((spec) => checkedSpec(units, spec));
  const twice = next.find((spec, index) => next.findIndex((other) => other.key === spec.key) !== index);
  if (twice) throw new UsageError(`${twice.key} is given twice: a product has one value per spec.`);
  const before = readSetting(db, 'specs', String(product));
  if (describe(before) === describe(next)) throw new UsageError(`Product ${product}'s specs are these already.`);
  const summary = `set product ${product}'s (${name}) specs: ${inline(describe(next), 300)} (were ${inline(describe(before), 300)})`;
  return `Change ${changeSetting(db, { by, command: 'specs', summary }, 'specs', String(product), next)}: ${summary}.`;
}

/** `spec <product> <key> <value|none>`: one spec set, or removed with `none`, the others kept. */
export function setSpec(db: Db, by: string, product: number, key: string | undefined, value: string | undefined): string {
  if (!key || value === undefined) throw new UsageError('spec takes <productId> <key> <value>, or none for value to remove it.');
  const specs = readSetting(db, 'specs', String(product));
  const at = specs.findIndex((spec) => spec.key === key);
  if (value === 'none') {
    if (at < 0) throw new UsageError(`Product ${product} has no ${key} spec.`);
    return setSpecs(db, by, product, specs.toSpliced(at, 1));
  }
  return setSpecs(db, by, product, at < 0 ? [...specs, { key, value }] : specs.with(at, { key, value }));
}
