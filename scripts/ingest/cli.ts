import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { listFeedDir } from './feed-dir.ts';
import { ingestFeeds } from './ingest-feeds.ts';
import { readAtOption } from './feed-time.ts';
import { printable, printableJson } from './printable.ts';
import { catalogueLock, withRunLocks } from '../run-lock.ts';
import { runCli } from '../cli.ts';

const USAGE = `Usage:
  npm run ingest -- --shop <shopId> <file> [--at <ISO time>] [--partial] [--json]
  npm run ingest -- <dir>     (feeds named <shopId>/<date>.<ext>, ingested in date order)`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      shop: { type: 'string' },
      at: { type: 'string' },
      partial: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (values.at !== undefined) {
    try {
      readAtOption(values.at);
    } catch (error) {
      console.error(printable((error as Error).message));
      return 2;
    }
  }
  const listed = values.shop ? null : statSync(target).isDirectory() ? listFeedDir(target) : null;
  const feeds = values.shop ? [{ shopId: values.shop, file: target }] : (listed?.feeds ?? []);
  for (const entry of listed?.skipped ?? []) console.error(printable(`${entry.path}: ${entry.reason}`));
  if (feeds.length === 0) {
    console.error(
      printable(
        values.shop ? USAGE : `${target}: give --shop <shopId> for a single feed, or a directory of <shopId>/<date>.<ext> feeds.\n${USAGE}`,
      ),
    );
    return 2;
  }
  const { reports, failed } = await withRunLocks('ingest', [catalogueLock()], async () => {
    const db = openCatalogue();
    return ingestFeeds(db, feeds, { at: values.at, partial: values.partial || undefined, quiet: values.json }).finally(() => db.close());
  });
  if (values.json) console.log(printableJson(reports.length === 1 ? reports[0] : reports));
  if (feeds.length > 1 && failed > 0) console.error(`${failed} of ${feeds.length} feeds failed (see above); the others were ingested.`);
  return failed + (listed?.skipped.length ?? 0) > 0 ? 1 : 0;
}

runCli(import.meta.url, main);
