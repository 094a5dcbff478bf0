import { parseArgs } from 'node:util';
import type { Db } from './catalogue/db.ts';
import { parseItemRef } from './catalogue/correction-kit.ts';
import { acceptItem, changeHistory, createFromProposal, rejectItem, undoChange } from './catalogue/corrections.ts';
import { mergeProducts, splitProduct } from './catalogue/merge-split.ts';
import { setSpec } from './catalogue/product-specs.ts';
import { addProduct, editProduct, renameProduct, type FieldOptions } from './catalogue/product-edits.ts';
import { operatorName, parseProductId, runOnCatalogue, UsageError } from './catalogue-command.ts';
import { choosePicture } from './pictures/operator.ts';
import { withCatalogueLock } from './run-lock.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage (an item is <shop>:<item id> as npm run ingest:unmatched lists it; a product's id is the number in its page's address):
  npm run product -- accept <shop>:<item> <productId>      the item is that product (an offer moves at once)
  npm run product -- reject <shop>:<item> <productId>      the item is never that product, nor proposed for it again
  npm run product -- create <proposal> [--category <slug>] a product made from a proposal's items
  npm run product -- add --category <slug> --brand <brand> --name "<name>" [--model] [--gtin] [--mpn]
                                                            a product made by hand
  npm run product -- edit <productId> [--brand] [--model] [--gtin] [--mpn] [--category]
                                                            a product's fields (none clears the GTIN or MPN)
  npm run product -- rename <productId> "<name>"            a new name and address; the old address redirects
  npm run product -- merge <from> <into>                    two products that are one: from's offers move to into
  npm run product -- split <productId> <shop>:<item>... [--name "<name>"]
                                                            the items are another product: a new one is made of them
  npm run product -- picture <productId> <https://…> | --feeds
                                                            the operator's picture (made by npm run pictures), or the feeds' again
  npm run product -- spec <productId> <key> <value|none>    one of its specs set (a number where it has a unit), or removed
  npm run product -- undo <change>                          reverts a change (recorded as a change too)
  npm run product -- history [--limit 20]                   the latest changes: what, when, who
Every change records who made it: --by <name>, else the user's name.`;

function productId(text: string | undefined): number {
  const id = parseProductId(text);
  if (id === null)
    throw new UsageError(`Give a product id (the number in its page's address, in digits), not ${JSON.stringify(text ?? '')}.\n\n${USAGE}`);
  return id;
}

/** Runs one command on the catalogue; what it says, or a UsageError with what to do. */
export function runProductCommand(
  db: Db,
  command: string | undefined,
  rest: string[],
  values: FieldOptions & { by?: string; limit?: string; feeds?: boolean },
): string {
  const by = operatorName(values.by);
  if (command === 'accept') return acceptItem(db, by, parseItemRef(rest[0]), productId(rest[1]));
  if (command === 'reject') return rejectItem(db, by, parseItemRef(rest[0]), productId(rest[1]));
  if (command === 'create' && rest[0]) return createFromProposal(db, by, rest[0], values.category);
  if (command === 'add') return addProduct(db, by, values);
  if (command === 'edit') return editProduct(db, by, productId(rest[0]), values);
  if (command === 'rename') return renameProduct(db, by, productId(rest[0]), rest.slice(1).join(' ') || values.name);
  if (command === 'merge') return mergeProducts(db, by, productId(rest[0]), productId(rest[1]));
  if (command === 'split') return splitProduct(db, by, productId(rest[0]), rest.slice(1).map(parseItemRef), values.name);
  if (command === 'undo') {
    const change = parseProductId(rest[0]);
    if (change === null)
      throw new UsageError(`Give a change's number as npm run product -- history lists it, not ${JSON.stringify(rest[0] ?? '')}.`);
    return undoChange(db, by, change);
  }
  if (command === 'picture') return choosePicture(db, by, productId(rest[0]), values.feeds ? null : (rest[1] ?? ''));
  if (command === 'spec') return setSpec(db, by, productId(rest[0]), rest[1], rest.slice(2).join(' ') || undefined);
  if (command === 'history') return changeHistory(db, Math.max(1, Number(values.limit ?? 20) || 20));
  throw new UsageError(USAGE);
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        ['by', 'category', 'limit', 'brand', 'model', 'name', 'gtin', 'mpn'].map((name) => [name, { type: 'string' as const }]),
      ),
      feeds: { type: 'boolean' as const },
    },
  });
  const [command, ...rest] = positionals;
  return runOnCatalogue((db) => withCatalogueLock(`product ${command ?? ''}`.trim(), () => runProductCommand(db, command, rest, values)));
}

runCli(import.meta.url, main);
