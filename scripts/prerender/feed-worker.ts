import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../../sites/index.ts';
import { feedPath } from '../../src/lib/feed-path.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { linkFiles } from './incremental/links.ts';
import { atomFeed, feedFiles, type FeedSource } from './feed-xml.ts';
import { serveBatches } from './worker-pool.ts';
import { buildFileWriter } from './write-file.ts';
import { recordWrittenHashes } from './written-hashes.ts';

/** What the pool sends each feed worker once. */
export interface FeedWorkerSetup {
  site: Site;
  siteDir: string;
  /** The live build (same build id), whose unchanged feeds are linked (CarryOver). */
  liveDir?: string | null;
  /** The build is made in the folder of an earlier one (write-file.ts's `buildFileWriter`). */
  inPlace?: boolean;
}

/**
 * A feed as it crosses to a worker (`page`: the page whose feed it is, no locale prefix): its
 * source as JSON, or, when its key says it is unchanged, nothing else: it is linked from the
 * live build (one a build made in place already has is not sent).
 */
export type FeedMessage = { page: string; sourceJson: string } | { page: string; unchanged: true };

const { site, siteDir, liveDir, inPlace } = (workerData as { data: FeedWorkerSetup }).data;
const writeFile = buildFileWriter(inPlace ?? false);
recordWrittenHashes(siteDir);

serveBatches(parentPort, (feeds: FeedMessage[]) => {
  let carried = 0;
  for (const feed of feeds) {
    if ('unchanged' in feed) {
      carried += 1;
      if (!linkFiles(liveDir as string, siteDir, feedFiles(site, feed.page))) {
        throw new Error(`The live build has no feed of ${feed.page}, though its keys list it: build again with --full.`);
      }
      continue;
    }
    const source = JSON.parse(feed.sourceJson) as FeedSource;
    for (const locale of LOCALES) {
      const xml = atomFeed(source, site, locale);
      if (xml !== null) writeFile(join(siteDir, localizedPath(feedPath(source.page), locale)), xml);
    }
  }
  return carried;
});
