import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { catalogueImagesDir, openCatalogue } from './catalogue/db.ts';
import { refreshPictures } from './pictures/refresh.ts';
import { pictureSummary } from './pictures/report.ts';
import { listFeedDir } from './ingest/feed-dir.ts';
import { ingestFeeds } from './ingest/ingest-feeds.ts';
import { printable } from './ingest/printable.ts';
import { buildSites } from './prerender/build.ts';
import { catalogueLock, outputLock, withRunLocks } from './run-lock.ts';
import { runCli } from './cli.ts';
import { sendAlerts } from './alerts/cli.ts';
import { alertsPath } from './alerts/store.ts';

const USAGE = 'Usage: npm run update -- <feeds-dir> [--out dist] [--site <domain>] [--full]   (feeds named <shopId>/<date>.<ext>)';

/**
 * The day's feeds into the catalogue, then the pictures they link. In a function of its own: what
 * the ingest holds (its connection, and the product index cached for it) is garbage once it
 * returns, before the build's heap grows.
 */
async function ingestDay(feeds: ReturnType<typeof listFeedDir>['feeds']) {
  const db = openCatalogue();
  try {
    const started = performance.now();
    const ingested = await ingestFeeds(db, feeds);
    const ingestSeconds = (performance.now() - started) / 1000;
    // Pictures never stop the day: a link that fails is reported, and so is a step that failed whole.
    const pictures = await refreshPictures(db, { imagesDir: catalogueImagesDir() }).then(pictureSummary, (error: unknown) => [
      `pictures: the step failed (${(error as Error).message}); the products keep the pictures they had`,
    ]);
    return { ingested, pictures, ingestSeconds };
  } finally {
    db.close();
  }
}

/**
 * `npm run update -- <feeds-dir>`: the daily run. Ingests the new feeds in date order (a failing
 * feed is reported and skipped), rebuilds the sites incrementally, swaps them in, and prints one
 * summary. A failed build leaves the live sites as they were. Where price alerts are on (their
 * file, `ALERTS_DB`, exists), it then decides and sends the day's alerts (`npm run alerts -- send`).
 */
async function main(): Promise<number> {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'dist' },
      site: { type: 'string', multiple: true, default: [] },
      full: { type: 'boolean', default: false },
    },
  });
  const dir = positionals[0];
  if (!dir || positionals.length > 1 || !existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(printable(dir ? `${dir} is not a folder of feeds.\n${USAGE}` : USAGE));
    return 2;
  }
  return withRunLocks('update', [catalogueLock(), outputLock(values.out)], async () => {
    const { feeds, skipped } = listFeedDir(dir);
    for (const entry of skipped) console.error(printable(`${entry.path}: ${entry.reason}`));
    const { ingested, pictures, ingestSeconds } = await ingestDay(feeds);
    const { reports, failed } = ingested;
    const build = await buildSites({ outDir: values.out, sites: values.site, full: values.full });
    const sum = (key: 'items' | 'rejected' | 'priceChanges' | 'newOffers' | 'gone') =>
      reports.reduce((total, report) => total + report[key], 0);
    console.log(
      `update: ${feeds.length} feeds (${failed} failed${skipped.length > 0 ? `, ${skipped.length} entries skipped` : ''}), ` +
        `${sum('items')} items (${sum('rejected')} rejected, ${sum('newOffers')} new offers, ${sum('priceChanges')} changes, ${sum('gone')} gone); ` +
        `${build.pages} pages (${build.rendered} rendered, ${build.carried} carried over); ` +
        `feeds of ${build.feeds.written + build.feeds.carried} pages (${build.feeds.written} written, ${build.feeds.carried} carried over); ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (the ingest ${ingestSeconds.toFixed(1)} s)`,
    );
    for (const line of pictures) console.log(printable(line));
    // The alerts service's file beside the catalogue means price alerts are on: the day's decision follows the day's prices.
    if (existsSync(alertsPath())) {
      await sendAlerts(['send']).catch((error: unknown) =>
        console.error(printable(`alerts: not decided today (${(error as Error).message}); run npm run alerts -- send again`)),
      );
    }
    return failed + skipped.length > 0 ? 1 : 0;
  });
}

runCli(import.meta.url, main);
