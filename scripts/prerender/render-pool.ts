import type { Page } from './pages.ts';
import type { PageMessage, WorkerSetup } from './render-worker.ts';
import { runInWorkers } from './worker-pool.ts';

/** Pages' keys (article-key.ts) by route, the same in every locale. */
export type PageKeys = Map<string, string>;

/**
 * Renders pages on worker threads. Pages stream in from the generator, which builds each
 * payload here; the workers carry a page over from the previous build (`setup.previousDir`)
 * when its payload is unchanged, and render and write it otherwise. A page whose key is the one
 * the previous build recorded (`previousKeys`) is carried over without building its payload.
 * The keys of this build's pages are put in `keys`.
 */
export async function renderPages(
  pages: Iterable<Page>,
  setup: WorkerSetup,
  options: { threads?: number; previousKeys?: PageKeys | null; keys?: PageKeys; onProgress?: (pages: number) => void } = {},
): Promise<{ rendered: number; carried: number }> {
  function* messages(): Generator<PageMessage> {
    for (const page of pages) {
      const key = page.key?.();
      if (key !== undefined) {
        options.keys?.set(page.route, key);
        if (options.previousKeys?.get(page.route) === key) {
          yield { path: page.path, unchanged: true };
          continue;
        }
      }
      yield { path: page.path, payloadJson: JSON.stringify(page.payload()), file: page.file };
    }
  }
  const { done, carried } = await runInWorkers(
    messages(),
    { module: './render-worker.ts', data: setup },
    { threads: options.threads, onProgress: (counts) => options.onProgress?.(counts.done) },
  );
  return { rendered: done - carried, carried };
}
