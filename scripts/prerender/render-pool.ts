import { createHash } from 'node:crypto';
import type { Page } from './pages.ts';
import type { PageMessage, WarmUpNote, WorkerNote, WorkerSetup } from './render-worker.ts';
import { startWorkers } from './worker-pool.ts';

/**
 * Pages' keys: a product's (article-key.ts) by its route, the same in every locale; any other
 * page's by its path, the hash of its payload.
 */
export type PageKeys = Map<string, string>;

/** The key of a page that has none of its own: its payload's hash (as long as an article key). */
const payloadKey = (payloadJson: string) => createHash('sha256').update(payloadJson).digest('base64url').slice(0, 22);

/**
 * A render worker's young generation: 192 MB (a semi-space of 64 MB against V8's 16). A page's
 * render leaves much short-lived garbage; fewer scavenges took 3-7% off a page's CPU time, for
 * some 150 MB more memory a worker (README, Decisions: "Build workers").
 */
const YOUNG_GENERATION_MB = 192;

/**
 * Render workers, started before the catalogue is read. With `warm` (pages of the previous
 * build of the same code), each renders those pages and throws them away until its first real
 * batch comes: V8 compiles the render code while the main thread reads the snapshot, not while
 * a rebuild's few changed pages wait (README, Decisions: "Build workers"). `render` says how many
 * pages the workers warmed up on, and why a warm-up stopped early.
 */
export function startRenderPool(
  setup: WorkerSetup,
  options: { threads?: number; warm?: string[]; onProgress?: (pages: number) => void } = {},
) {
  const warmUp = { warmed: 0, failures: [] as string[] };
  const pool = startWorkers<PageMessage>(
    { module: './render-worker.ts', data: setup },
    {
      onNote: (note) => {
        const { warmed, failure } = note as WarmUpNote;
        warmUp.warmed += warmed;
        if (failure) warmUp.failures.push(failure);
      },
      threads: options.threads,
      onProgress: (counts) => options.onProgress?.(counts.done),
      youngGenerationMb: YOUNG_GENERATION_MB,
    },
  );
  if (options.warm && options.warm.length > 0) pool.tell({ warm: options.warm } satisfies WorkerNote);
  return {
    /**
     * Renders pages, then ends the workers. Pages stream in from the generator, which builds each
     * payload here; a page whose key is the one the previous build recorded (`previousKeys`) is
     * carried over from it (`setup.previousDir`) by the workers, a product's without building its
     * payload; every other page is rendered and written, with no previous file read to compare.
     * The keys of this build's pages are put in `keys`; `navs` are the menus' JSON by their files.
     */
    async render(
      pages: Iterable<Page>,
      navs: Record<string, string>,
      keys: { previousKeys?: PageKeys | null; keys?: PageKeys } = {},
    ): Promise<{ rendered: number; carried: number; warmUp: typeof warmUp }> {
      pool.tell({ navs } satisfies WorkerNote);
      function* messages(): Generator<PageMessage> {
        for (const page of pages) {
          // Error pages have no payload file to carry over: always rendered (a few per locale).
          if (page.file) {
            yield { path: page.path, payloadJson: JSON.stringify(page.payload()), file: page.file };
            continue;
          }
          // A product's key is known before its payload is built; any other page's is its payload's hash.
          const own = page.key?.();
          const payloadJson = own === undefined ? JSON.stringify(page.payload()) : undefined;
          const id = own === undefined ? page.path : page.route;
          const key = own ?? payloadKey(payloadJson as string);
          keys.keys?.set(id, key);
          if (keys.previousKeys?.get(id) === key) yield { path: page.path, unchanged: true };
          else yield { path: page.path, payloadJson: payloadJson ?? JSON.stringify(page.payload()) };
        }
      }
      const { done, carried } = await pool.run(messages());
      return { rendered: done - carried, carried, warmUp };
    },
    end: pool.end,
  };
}
