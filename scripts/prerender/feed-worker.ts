import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../../sites/index.ts';
import { feedPath } from '../../src/lib/feed-path.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { atomFeed, type FeedSource } from './feed-xml.ts';
import { serveBatches } from './worker-pool.ts';
import { writeFile } from './write-file.ts';

/** What the pool sends each feed worker once. */
export interface FeedWorkerSetup {
  site: Site;
  siteDir: string;
}

/** A feed as it crosses to a worker: its source as JSON, and the fingerprint its files carry. */
export interface FeedMessage {
  sourceJson: string;
  fingerprint: string;
}

const { site, siteDir } = (workerData as { data: FeedWorkerSetup }).data;

serveBatches(parentPort, (feeds: FeedMessage[]) => {
  for (const { sourceJson, fingerprint } of feeds) {
    const source = JSON.parse(sourceJson) as FeedSource;
    for (const locale of LOCALES) {
      const xml = atomFeed(source, site, locale, fingerprint);
      if (xml !== null) writeFile(join(siteDir, localizedPath(feedPath(source.page), locale)), xml);
    }
  }
});
