import { catalogueImagesDir, openCatalogue } from '../catalogue/db.ts';
import { catalogueLock, withRunLocks } from '../run-lock.ts';
import { runCli } from '../cli.ts';
import { refreshPictures } from './refresh.ts';
import { pictureSummary } from './report.ts';

/** `npm run pictures`: the daily run's picture step alone (npm run update runs it after the ingest). */
async function main(): Promise<number> {
  return withRunLocks('pictures', [catalogueLock()], async () => {
    const db = openCatalogue();
    const report = await refreshPictures(db, { imagesDir: catalogueImagesDir() }).finally(() => db.close());
    for (const line of pictureSummary(report)) console.log(line);
    return 0;
  });
}

runCli(import.meta.url, main);
