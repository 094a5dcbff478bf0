import type { CarryOver } from './carry-over.ts';
import type { Page } from './pages.ts';
import type { PageMessage, WorkerSetup } from './render-worker.ts';
import { runInWorkers } from './worker-pool.ts';

/**
 * Renders pages on worker threads. Pages stream in from the generator and are written by the
 * workers as they finish; a page whose payload the previous build already has is carried over.
 */
export async function renderPages(
  pages: Iterable<Page>,
  setup: WorkerSetup,
  options: { threads?: number; carryOver?: CarryOver; onProgress?: (pages: number) => void } = {},
): Promise<{ rendered: number; carried: number }> {
  let carried = 0;
  let rendered = 0;
  function* toRender(): Generator<PageMessage> {
    for (const page of pages) {
      const payloadJson = JSON.stringify(page.payload());
      // Error pages have no payload to compare: always rendered (a few per locale).
      if (!page.file && options.carryOver?.(page.path, payloadJson)) {
        carried += 1;
        options.onProgress?.(rendered + carried);
        continue;
      }
      yield { path: page.path, payloadJson, file: page.file };
    }
  }
  await runInWorkers(
    toRender(),
    { module: './render-worker.ts', data: setup },
    {
      threads: options.threads,
      onProgress: (done) => {
        rendered = done;
        options.onProgress?.(rendered + carried);
      },
    },
  );
  return { rendered, carried };
}
