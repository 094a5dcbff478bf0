import type { Db } from '../catalogue/db.ts';
import { groupFamilies } from '../catalogue/families.ts';
import { renameFeedProducts } from '../catalogue/feed-products.ts';
import { createProgress } from '../progress.ts';
import { IngestError } from './errors.ts';
import { formatReport } from './format-report.ts';
import { ingestFeed, type IngestReport } from './ingest-feed.ts';
import { printable } from './printable.ts';
import { FeedError } from './raw-item.ts';
import { RunLockError } from '../run-lock.ts';

/** The feed's fault or the user's is said as is; anything else is our bug, with its stack to report. */
function describeFailure(error: unknown): string {
  if (error instanceof FeedError || error instanceof IngestError) return error.message;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `Unexpected error (a bug in the ingest: please report it with this file): ${detail}`;
}

/**
 * Ingests feeds one after another, each in its own transaction: a feed that fails is reported
 * and leaves the catalogue as it was, and the next is ingested all the same. Then products made
 * from feeds are named again from all their shops' items, and products are grouped into families
 * again (the feeds' item groups and variant values may have changed them).
 */
export async function ingestFeeds(
  db: Db,
  feeds: { shopId: string; file: string }[],
  options: { at?: string; partial?: boolean; quiet?: boolean } = {},
): Promise<{ reports: IngestReport[]; failed: number }> {
  const reports: IngestReport[] = [];
  let failed = 0;
  for (const feed of feeds) {
    const progress = createProgress(printable(`${feed.shopId} ${feed.file}`, { oneLine: true }));
    try {
      const report = await ingestFeed(db, { ...feed, at: options.at, partial: options.partial, onProgress: progress.update });
      progress.done();
      reports.push(report);
      if (!options.quiet) console.log(printable(formatReport(report)));
    } catch (error) {
      progress.done();
      // A run that lost its lock stops: another run may be writing.
      if (error instanceof RunLockError) throw error;
      failed += 1;
      console.error(printable(`${feed.file}: not ingested, the catalogue is unchanged. ${describeFailure(error)}`));
    }
  }
  if (reports.length > 0) {
    const renamed = renameFeedProducts(
      db,
      reports.flatMap((report) => report.newSources),
    );
    const created = reports.reduce((sum, report) => sum + report.productsCreated, 0);
    const grouped = groupFamilies(db);
    if (!options.quiet) {
      console.log(`Products made from feeds: ${created}; named again from their shops' items: ${renamed}.`);
      console.log(`Families: ${grouped.families}, with ${grouped.members} products.`);
    }
  }
  return { reports, failed };
}
