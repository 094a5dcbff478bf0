import { parseArgs } from 'node:util';
import { isVariantAxis, VARIANT_AXES } from '../src/domain/family.ts';
import type { Db } from './catalogue/db.ts';
import { parseProductId, runOnCatalogue, UsageError } from './catalogue-command.ts';
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
      groups the products into families again (npm run update and npm run ingest do it too)`;

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

/** Runs one command on the catalogue; what it says, or a UsageError with what to do. */
export function runFamilyCommand(
  db: Db,
  command: string | undefined,
  rest: string[],
  values: { name?: string; axis?: string; value?: string },
): string {
  try {
    if (command === 'set') {
      const name = cleanText(values.name ?? '');
      if (!name) throw new UsageError(`set needs --name <family name>.\n\n${USAGE}`);
      const ids = productIds(rest, 2);
      setFamily(db, name, ids);
      return `Family ${name}: products ${ids.join(', ')}.`;
    }
    if (command === 'leave') {
      const ids = productIds(rest, 1);
      leaveFamily(db, ids);
      return `Products ${ids.join(', ')} are in no family now.`;
    }
    if (command === 'variant') {
      const [id] = productIds(rest, 1);
      const value = cleanText(values.value ?? '');
      if (!values.axis || !isVariantAxis(values.axis)) throw new UsageError(`--axis must be one of ${VARIANT_AXES.join(', ')}.`);
      if (!value || value.length > 80) throw new UsageError('--value must be a text of 1 to 80 characters.');
      if (!productExists(db, id as number)) throw new UsageError(`No product ${id}.`);
      setVariantValues(db, id as number, [{ axis: values.axis, value }], true);
      const grouped = groupFamilies(db);
      return `Product ${id}: ${values.axis} ${value}. Families: ${grouped.families}, with ${grouped.members} products.`;
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
    options: { name: { type: 'string' }, axis: { type: 'string' }, value: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  return runOnCatalogue((db) => withCatalogueLock(`family ${command ?? ''}`.trim(), () => runFamilyCommand(db, command, rest, values)));
}

runCli(import.meta.url, main);
