import { parseArgs } from 'node:util';
import { isVariantAxis, VARIANT_AXES } from '../src/domain/family.ts';
import type { Db } from './catalogue/db.ts';
import { operatorName, parseProductId, runOnCatalogue, UsageError } from './catalogue-command.ts';
import { changeFamilies } from './catalogue/family-changes.ts';
import { groupFamilies, leaveFamily, setFamily, setVariantValues } from './catalogue/families.ts';
import { productExists } from './catalogue/product-rows.ts';
import { cleanText } from './ingest/control-chars.ts';
import { withCatalogueLock } from './run-lock.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage (a product's id is the number in its page's address: /<category>/<id>-<slug>):
  npm run family -- set --name <family name> <productId> <productId> ...
      puts the products in one family by hand; the automatic grouping never changes it
  npm run family -- leave <productId> ...
      takes products out of their families for good (until set puts them in one)
  npm run family -- variant <productId> --axis <${VARIANT_AXES.join('|')}> --value <value>
      sets what tells a product from its family's other members (a feed never overwrites it)
  npm run family -- regroup
      groups the products into families again (npm run update and npm run ingest do it too)
Every change but regroup is recorded (npm run product -- history, undo): --by <name>, else the user's name.`;

/** Product ids as given: decimal, each once, at least `least` of them. */
function productIds(texts: readonly string[], least: number): number[] {
  const wrong = texts.find((text) => parseProductId(text) === null);
  if (wrong !== undefined)
    throw new UsageError(`${JSON.stringify(wrong)} is not a product id: give the number in its page's address, in digits.`);
  const twice = texts.find((text, index) => texts.indexOf(text) !== index);
  if (twice !== undefined) throw new UsageError(`Product ${twice} is given twice: name each product once.`);
  if (texts.length < least)
    throw new UsageError(
      `Give at least ${least} different product id${least > 1 ? 's' : ''}${least > 1 ? ': a family has two members or more' : ''}.\n\n${USAGE}`,
    );
  return texts.map(Number);
}

/** Runs one command on the catalogue, recorded as made by `by`; what it says, or a UsageError with what to do. */
export function runFamilyCommand(
  db: Db,
  by: string,
  command: string | undefined,
  rest: string[],
  values: { name?: string; axis?: string; value?: string },
): string {
  try {
    if (command === 'set') {
      const name = cleanText(values.name ?? '');
      if (!name) throw new UsageError(`set needs --name <family name>.\n\n${USAGE}`);
      const ids = productIds(rest, 2);
      const summary = `put products ${ids.join(', ')} in family ${name}`;
      const change = changeFamilies(db, { by, command: 'family set', summary }, ids, () => {
        setFamily(db, name, ids);
        groupFamilies(db);
      });
      return `Change ${change}: family ${name}: products ${ids.join(', ')}.`;
    }
    if (command === 'leave') {
      const ids = productIds(rest, 1);
      const summary = `took products ${ids.join(', ')} out of their families`;
      const change = changeFamilies(db, { by, command: 'family leave', summary }, ids, () => {
        leaveFamily(db, ids);
        groupFamilies(db);
      });
      return `Change ${change}: products ${ids.join(', ')} are in no family now.`;
    }
    if (command === 'variant') {
      const [id] = productIds(rest, 1) as [number];
      const value = cleanText(values.value ?? '');
      if (!values.axis || !isVariantAxis(values.axis)) throw new UsageError(`--axis must be one of ${VARIANT_AXES.join(', ')}.`);
      if (!value || value.length > 80) throw new UsageError('--value must be a text of 1 to 80 characters.');
      if (!productExists(db, id)) throw new UsageError(`No product ${id}.`);
      const axis = values.axis;
      const summary = `set product ${id}'s ${axis} to ${value}`;
      let grouped = { families: 0, members: 0 };
      const change = changeFamilies(db, { by, command: 'family variant', summary }, [id], () => {
        setVariantValues(db, id, [{ axis, value }], true);
        grouped = groupFamilies(db);
      });
      return `Change ${change}: product ${id}: ${axis} ${value}. Families: ${grouped.families}, with ${grouped.members} products.`;
    }
    if (command === 'regroup') {
      const grouped = groupFamilies(db);
      return `Families: ${grouped.families}, with ${grouped.members} products.`;
    }
  } catch (error) {
    // A product id the catalogue does not have is the user's to fix, not a bug.
    if (error instanceof Error && !(error instanceof UsageError) && /^(No product|A family has at most)/.test(error.message)) {
      throw new UsageError(error.message);
    }
    throw error;
  }
  throw new UsageError(USAGE);
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, axis: { type: 'string' }, value: { type: 'string' }, by: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  return runOnCatalogue((db) =>
    withCatalogueLock(`family ${command ?? ''}`.trim(), () => runFamilyCommand(db, operatorName(values.by), command, rest, values)),
  );
}

runCli(import.meta.url, main);
