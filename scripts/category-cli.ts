import { parseArgs } from 'node:util';
import { listCategories, setCategorySearch } from './catalogue/categories.ts';
import { operatorName, runOnCatalogue, UsageError } from './catalogue-command.ts';
import { inline } from './ingest/printable.ts';
import { withCatalogueLock } from './run-lock.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage:
  npm run category -- list
      every category: its slug, name, products, search words and whether its products are accessories
  npm run category -- search <slug> [--words "<words>"] [--accessory yes|no]
      the words people use for its products besides its names, in any language ("tv televizor
      телевизор"; "" for none), and whether its products are accessories (games, cases, chargers),
      which a query naming a device lists after the devices. Search reads it from the next build.
Every change is recorded (npm run product -- history, undo): --by <name>, else the user's name.`;

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { words: { type: 'string' }, accessory: { type: 'string' }, by: { type: 'string' } },
  });
  const [command, slug] = positionals;
  return runOnCatalogue((db) => {
    if (command === 'list')
      return listCategories(db)
        .map(
          (row) =>
            `${row.slug}\t${inline(row.name, 60)}\t${row.products} products\t${row.accessory ? 'accessories' : 'devices'}\t${inline(row.words || '-', 300)}`,
        )
        .join('\n');
    if (command === 'search')
      return withCatalogueLock('category search', () => setCategorySearch(db, operatorName(values.by), slug, values));
    throw new UsageError(USAGE);
  });
}

runCli(import.meta.url, main);
