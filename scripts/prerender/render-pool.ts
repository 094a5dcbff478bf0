import type { Page } from './pages.ts';
import type { PageMessage, WorkerSetup } from './render-worker.ts';
import { runInWorkers } from './worker-pool.ts';

/**
 * Renders pages on worker threads. Pages stream in from the generator, which builds each
 * payload here; the workers carry a page over from the previous build (`setup.previousDir`)
 * when its payload is unchanged, and render and write it otherwise.
 */
export async function renderPages(
  pages: Iterable<Page>,
  setup: WorkerSetup,
  options: { threads?: number; onProgress?: (pages: number) => void } = {},
): Promise<{ rendered: number; carried: number }> {
  function* messages(): Generator<PageMessage> {
    for (const page of pages) yield { path: page.path, payloadJson: JSON.stringify(page.payload()), file: page.file };
  }
  const { done, carried } = await runInWorkers(
    messages(),
    { module: './render-worker.ts', data: setup },
    { threads: options.threads, onProgress: (counts) => options.onProgress?.(counts.done) },
  );
  return { rendered: done - carried, carried };
}
