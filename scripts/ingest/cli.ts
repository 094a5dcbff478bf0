import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { listFeedDir } from './feed-dir.ts';
import { formatReport } from './format-report.ts';
import { IngestError, ingestFeed, type IngestReport } from './ingest-feed.ts';
import { createProgress } from './progress.ts';
import { FeedError } from './raw-item.ts';

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
  const feeds = values.shop ? [{ shopId: values.shop, file: target }] : statSync(target).isDirectory() ? listFeedDir(target) : [];
  if (feeds.length === 0) {
    console.error(
      values.shop ? USAGE : `${target}: give --shop <shopId> for a single feed, or a directory of <shopId>/<date>.<ext> feeds.\n${USAGE}`,
    );
    return 2;
  }
  const db = openCatalogue();
  const reports: IngestReport[] = [];
  let failed = 0;
  try {
    for (const feed of feeds) {
      const progress = createProgress(`${feed.shopId} ${feed.file}`);
      try {
        const report = await ingestFeed(db, { ...feed, at: values.at, partial: values.partial, onProgress: progress.update });
        progress.done();
        reports.push(report);
        if (!values.json) console.log(formatReport(report));
      } catch (error) {
        progress.done();
        if (!(error instanceof FeedError || error instanceof IngestError)) throw error;
        failed += 1;
        console.error(`${feed.file}: not ingested, the catalogue is unchanged. ${error.message}`);
      }
    }
  } finally {
    db.close();
  }
  if (values.json) console.log(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2));
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
