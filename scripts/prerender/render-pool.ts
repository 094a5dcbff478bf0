import { pathToFileURL } from 'node:url';
import { jsonKey, type OutputKeys } from './incremental/build-keys.ts';
import { errorPageFile } from './error-pages.ts';
import type { Page } from './pages.ts';
import type { PageMessage, WorkerSetup } from './render-worker.ts';
import type { Payload } from '../../pages/payload.ts';
import { timeKey } from './page-times.ts';
import { addTimes, runInWorkers, type JobTimes, type Workers } from './worker-pool.ts';

const ERROR_ID = 'error:';
/** An error page's id among the pages' (`error:<file>`). */
export const errorPageId = (file: string) => `${ERROR_ID}${file}`;
/** The file of an error page's id; null for another page's id. */
export const errorPageOf = (id: string) => (id.startsWith(ERROR_ID) ? id.slice(ERROR_ID.length) : null);

/**
 * A render worker's young generation, larger than V8's default: a page's render leaves much
 * short-lived garbage, and fewer scavenges take CPU time off each page for some memory a worker
 * (docs/decisions/016-build-workers-and-memory.md has the measurement).
 */
const YOUNG_GENERATION_MB = 192;

/**
 * Renders pages on worker threads. Pages stream in from the generator, which builds each
 * payload here; a page whose key is unchanged (`carry`) is kept where the build is made in place,
 * or linked from the live build by the workers, a product's without building its payload; every other page is rendered and written,
 * with no previous file read to compare.
 */
export async function renderPages(
  pages: Iterable<Page>,
  setup: WorkerSetup,
  keys: OutputKeys,
  options: Workers & { onProgress?: (pages: number) => void } = {},
): Promise<{ rendered: number; carried: number; times: JobTimes }> {
  // Pages a build made in place already has: nothing to do, nothing sent.
  let kept = 0;
  // The main thread's time on each rendered page's key and payload, added to the workers' by kind (their CPU time).
  const mainTimes: JobTimes = {};
  const spent = (page: Page, payload: Payload, started: number) =>
    addTimes(mainTimes, { [timeKey(payload.screen, page.path, setup.timeEachPage)]: [0, performance.now() - started] });
  function* messages(): Generator<PageMessage> {
    for (const page of pages) {
      const started = performance.now();
      // An error page is one file in its language's home folder, carried over by its payload's key
      // as any other page is: a build with nothing changed starts no worker.
      if (page.file) {
        const payload = page.payload();
        const payloadJson = JSON.stringify(payload);
        const file = errorPageFile(payload.locale, page.file);
        const how = keys.decide(errorPageId(file), jsonKey(payloadJson));
        if (how === 'kept') kept += 1;
        else if (how === 'linked') yield { path: page.path, unchanged: true, files: [file] };
        else {
          spent(page, payload, started);
          yield { path: page.path, payloadJson, file: page.file };
        }
        continue;
      }
      // A product's key is known before its payload is built; any other page's is its payload's hash.
      const own = page.key?.();
      let payload = own === undefined ? page.payload() : undefined;
      const payloadJson = payload && JSON.stringify(payload);
      const id = own === undefined ? page.path : page.route;
      const key = own ?? jsonKey(payloadJson as string);
      const how = keys.decide(id, key);
      if (how === 'kept') kept += 1;
      else if (how === 'linked') yield { path: page.path, unchanged: true };
      else {
        payload ??= page.payload();
        const json = payloadJson ?? JSON.stringify(payload);
        spent(page, payload, started);
        yield { path: page.path, payloadJson: json };
      }
    }
  }
  const { done, carried, times } = await runInWorkers(
    messages(),
    { module: './render-worker.ts', data: setup, preload: pathToFileURL(setup.serverEntry).href },
    {
      threads: options.threads,
      growTo: options.growTo,
      onProgress: (counts) => options.onProgress?.(counts.done),
      youngGenerationMb: YOUNG_GENERATION_MB,
    },
  );
  return { rendered: done - carried, carried: carried + kept, times: addTimes(times ?? {}, mainTimes) };
}
