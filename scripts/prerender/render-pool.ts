import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CarryOver } from './carry-over.ts';
import type { Page } from './pages.ts';
import type { PageMessage, WorkerSetup } from './render-worker.ts';

const BATCH = 32;
/** Batches queued per worker: enough to keep it busy, little enough to keep memory flat. */
const IN_FLIGHT = 2;

interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * Renders pages on worker threads (rendering is CPU-bound; one per core). Pages stream in
 * from the generator and are written by the workers as they finish; nothing is kept.
 */
export async function renderPages(
  pages: Iterable<Page>,
  setup: WorkerSetup,
  options: { threads?: number; carryOver?: CarryOver; onProgress?: (pages: number) => void } = {},
): Promise<{ rendered: number; carried: number }> {
  const threads = options.threads ?? availableParallelism();
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({
    worker: new Worker(new URL('./render-worker-entry.mjs', import.meta.url), { workerData: setup }),
    busy: 0,
  }));
  let written = 0;
  let carried = 0;
  // Set by the workers' callbacks, which TypeScript's narrowing of a `let` does not see.
  let failure = null as Error | null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  for (const slot of slots) {
    slot.worker.on('message', (message: { done?: number; error?: string }) => {
      slot.busy -= 1;
      if (message.error) failure ??= new Error(`Prerender failed: ${message.error}`);
      written += message.done ?? 0;
      options.onProgress?.(written + carried);
      signal();
    });
    slot.worker.on('error', (error) => {
      failure ??= error;
      signal();
    });
  }
  const idle = async (): Promise<Slot> => {
    for (;;) {
      if (failure) throw failure;
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (slot.busy < IN_FLIGHT) return slot;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  try {
    let batch: PageMessage[] = [];
    const send = async () => {
      const slot = await idle();
      slot.busy += 1;
      slot.worker.postMessage(batch);
      batch = [];
    };
    for (const page of pages) {
      const payloadJson = JSON.stringify(page.payload());
      // Error pages have no payload to compare: always rendered (a few per locale).
      if (!page.file && options.carryOver?.(page.path, payloadJson)) {
        carried += 1;
        options.onProgress?.(written + carried);
        continue;
      }
      batch.push({ path: page.path, payloadJson, file: page.file });
      if (batch.length === BATCH) await send();
    }
    if (batch.length > 0) await send();
    while (slots.some((slot) => slot.busy > 0)) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) throw failure;
    return { rendered: written, carried };
  } finally {
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
