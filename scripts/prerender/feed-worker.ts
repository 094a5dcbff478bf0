import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../../sites/index.ts';
import { feedPath } from '../../src/lib/feed-path.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { carryFeed } from './carry-over.ts';
import { atomFeed, type FeedSource } from './feed-xml.ts';
import { serveBatches } from './worker-pool.ts';
import { writeFile } from './write-file.ts';

/** What the pool sends each feed worker once. */
export interface FeedWorkerSetup {
  site: Site;
  siteDir: string;
  /** The previous build (same code), whose feeds with the same fingerprint are carried over. */
  previousDir?: string | null;
}

/** A feed as it crosses to a worker: its source as JSON, and the fingerprint its files carry. */
export interface FeedMessage {
  /** The page whose feed it is (no locale prefix). */
  page: string;
  sourceJson: string;
  fingerprint: string;
}

const { site, siteDir, previousDir } = (workerData as { data: FeedWorkerSetup }).data;

serveBatches(parentPort, (feeds: FeedMessage[]) => {
  let carried = 0;
  for (const { page, sourceJson, fingerprint } of feeds) {
    if (previousDir && carryFeed(previousDir, siteDir, page, fingerprint)) {
      carried += 1;
      continue;
    }
    const source = JSON.parse(sourceJson) as FeedSource;
    for (const locale of LOCALES) {
      const xml = atomFeed(source, site, locale, fingerprint);
      if (xml !== null) writeFile(join(siteDir, localizedPath(feedPath(source.page), locale)), xml);
    }
  }
  return carried;
});
