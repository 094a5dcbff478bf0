import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { flushWrittenHashes } from './written-hashes.ts';

const BATCH = 32;
/** Batches queued per worker: enough to keep it busy, little enough to keep memory flat. */
const IN_FLIGHT = 2;
/**
 * How long the jobs' producer waits on busy workers, in all, before the pool starts another
 * (up to `growTo`): a run whose producer keeps up with one worker never pays a second one's start
 * and warm-up; one whose worker is the bound gets the idle core (docs/decisions/059-a-day-on-both-cores.md).
 */
const GROW_AFTER_MS = 1000;

interface Slot {
  worker: Worker;
  busy: number;
  /** Has answered a batch: a wait on a worker still starting is its start, not a sign it is the bound. */
  warm: boolean;
}

/** How many workers a run starts with, and grows to while the jobs' producer waits on the busy ones (GROW_AFTER_MS). */
export interface Workers {
  /** One a core by default. */
  threads?: number;
  /** `threads` by default. */
  growTo?: number;
}

/** A worker's time by kind of job (a page's screen): jobs done and the milliseconds they took (the render workers': CPU time). */
export type JobTimes = Record<string, [jobs: number, ms: number]>;

/** Jobs finished, and of them those a worker carried over from the previous build instead of doing; the time done ones took, when told. */
export interface WorkerCounts {
  done: number;
  carried: number;
  times?: JobTimes;
}

/** Adds `more` to `times` (each kind's jobs and milliseconds). */
export function addTimes(times: JobTimes, more: JobTimes | undefined): JobTimes {
  for (const [kind, [jobs, ms]] of Object.entries(more ?? {})) {
    const sum = (times[kind] ??= [0, 0]);
    sum[0] += jobs;
    sum[1] += ms;
  }
  return times;
}

/**
 * Runs jobs on worker threads, one per core (rendering and formatting are CPU-bound): the
 * worker module (`render-worker.ts`, `feed-worker.ts`) gets `data` once and then batches of
 * jobs, and answers each batch with `{ done, carried }` or `{ error }`. Jobs stream in from the
 * iterable and nothing is kept.
 */
export async function runInWorkers<Job>(
  jobs: Iterable<Job>,
  worker: {
    module: string;
    data: unknown;
    /** A JavaScript module (file URL) the worker loads before the TypeScript loader (worker-entry.mjs). */
    preload?: string;
  },
  options: Workers & {
    onProgress?: (counts: WorkerCounts) => void;
    /** Each worker's young generation (V8's nursery: three semi-spaces), when not V8's 48 MB. */
    youngGenerationMb?: number;
  } = {},
): Promise<WorkerCounts> {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const growTo = Math.max(threads, options.growTo ?? threads);
  // Started with the first batch: a run with nothing to send starts no worker.
  let slots: Slot[] = [];
  // The producer's time waiting on busy, warm workers since the last worker started.
  let waited = 0;
  const counts: WorkerCounts = { done: 0, carried: 0 };
  // Set by the workers' callbacks, which TypeScript's narrowing of a `let` does not see.
  let failure = null as Error | null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const listen = (slot: Slot) => {
    slot.worker.on('message', (message: Partial<WorkerCounts> & { error?: string }) => {
      slot.busy -= 1;
      slot.warm = true;
      if (message.error) failure ??= new Error(`Worker failed: ${message.error}`);
      counts.done += message.done ?? 0;
      counts.carried += message.carried ?? 0;
      if (message.times) counts.times = addTimes(counts.times ?? {}, message.times);
      options.onProgress?.(counts);
      signal();
    });
    slot.worker.on('error', (error) => {
      failure ??= error;
      signal();
    });
  };
  const startWorker = (): Slot => {
    const slot = {
      worker: new Worker(new URL('./worker-entry.mjs', import.meta.url), {
        workerData: { module: new URL(worker.module, import.meta.url).href, data: worker.data, preload: worker.preload },
        resourceLimits: options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : undefined,
      }),
      busy: 0,
      warm: false,
    };
    listen(slot);
    return slot;
  };
  const idle = async (): Promise<Slot> => {
    for (;;) {
      if (failure) throw failure;
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (slot.busy < IN_FLIGHT) return slot;
      if (waited >= GROW_AFTER_MS && slots.length < growTo) {
        waited = 0;
        slots.push(startWorker());
        continue;
      }
      const since = slots.every((each) => each.warm) ? performance.now() : null;
      await new Promise<void>((resolve) => (wake = resolve));
      if (since !== null) waited += performance.now() - since;
    }
  };
  try {
    let batch: Job[] = [];
    const send = async () => {
      if (slots.length === 0) slots = Array.from({ length: threads }, () => startWorker());
      const slot = await idle();
      slot.busy += 1;
      slot.worker.postMessage(batch);
      batch = [];
    };
    for (const job of jobs) {
      batch.push(job);
      if (batch.length === BATCH) await send();
    }
    if (batch.length > 0) await send();
    while (slots.some((slot) => slot.busy > 0)) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) throw failure;
    return counts;
  } finally {
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}

/** What a worker says of a batch: the jobs it carried over, or those with the time its done jobs took. */
type BatchResult = number | { carried: number; times: JobTimes };

/**
 * The worker side: runs each batch the pool sends through `run` and answers as the pool expects.
 * `run` returns how many of the batch's jobs it carried over instead of doing (none when it returns
 * nothing), alone or with the time the jobs it did took, by kind. The batch's written hashes are
 * appended before it is answered: the pool ends its workers once the last batch is answered.
 */
export function serveBatches<Job>(
  port: { on(event: 'message', listener: (jobs: Job[]) => void): unknown; postMessage(value: unknown): void } | null,
  run: (jobs: Job[]) => Promise<BatchResult | void> | BatchResult | void,
): void {
  port?.on('message', (jobs: Job[]) => {
    Promise.resolve()
      .then(() => run(jobs))
      .then((result) => {
        flushWrittenHashes();
        return result;
      })
      .then(
        (result) =>
          port.postMessage(typeof result === 'object' ? { done: jobs.length, ...result } : { done: jobs.length, carried: result ?? 0 }),
        (error: unknown) => port.postMessage({ error: (error as Error).stack ?? String(error) }),
      );
  });
}
