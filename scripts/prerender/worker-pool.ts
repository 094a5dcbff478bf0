import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const BATCH = 32;
/** Batches in flight per worker when jobs have no weight: enough to keep it busy, little enough to keep memory flat. */
const IN_FLIGHT = 2;

interface Slot {
  worker: Worker;
  /** The weights of the batches sent to it and not yet answered, oldest first (answers come in order). */
  weights: number[];
  load: number;
}

/** Jobs finished, and of them those a worker carried over from the previous build instead of doing. */
export interface WorkerCounts {
  done: number;
  carried: number;
}

/** A run of jobs on worker threads. */
export interface WorkerRun {
  /** Settles when every job has been sent: the workers may still be busy with them. */
  listed: Promise<void>;
  /** Every job done; rejects when a worker fails or the run is stopped. */
  done: Promise<WorkerCounts>;
  /** Stops the workers (a failure elsewhere in the build); `done` then rejects. */
  stop: () => void;
}

export interface WorkerOptions<Job> {
  threads?: number;
  onProgress?: (counts: WorkerCounts) => void;
  /**
   * A job's weight (the length of its message, say) and the most weight in flight: jobs are sent
   * ahead while the sum stays under it, each batch to the worker with the least, so the main
   * thread can list every job and go on with other work while the workers finish. Without it,
   * two batches a worker.
   */
  weigh?: { of: (job: Job) => number; max: number };
}

/**
 * Runs jobs on worker threads, one per core (rendering and formatting are CPU-bound): the
 * worker module (`render-worker.ts`, `feed-worker.ts`) gets `data` once and then batches of
 * jobs, and answers each batch with `{ done, carried }` or `{ error }`. Jobs stream in from the
 * iterable and nothing is kept.
 */
export function startInWorkers<Job>(
  jobs: Iterable<Job>,
  worker: { module: string; data: unknown },
  options: WorkerOptions<Job> = {},
): WorkerRun {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const slots: Slot[] = Array.from({ length: threads }, () => ({
    worker: new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { module: new URL(worker.module, import.meta.url).href, data: worker.data },
    }),
    weights: [],
    load: 0,
  }));
  const { weigh } = options;
  const maxLoad = weigh?.max ?? IN_FLIGHT * threads;
  const weightOf = (batch: Job[]) => (weigh ? batch.reduce((sum, job) => sum + weigh.of(job), 0) : 1);
  const counts: WorkerCounts = { done: 0, carried: 0 };
  // Set by the workers' callbacks, which TypeScript's narrowing of a `let` does not see.
  let failure = null as Error | null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const sleep = () => new Promise<void>((resolve) => (wake = resolve));
  let inFlight = 0;
  for (const slot of slots) {
    slot.worker.on('message', (message: Partial<WorkerCounts> & { error?: string }) => {
      const weight = slot.weights.shift() ?? 0;
      slot.load -= weight;
      inFlight -= weight;
      if (message.error) failure ??= new Error(`Worker failed: ${message.error}`);
      counts.done += message.done ?? 0;
      counts.carried += message.carried ?? 0;
      options.onProgress?.(counts);
      signal();
    });
    slot.worker.on('error', (error) => {
      failure ??= error;
      signal();
    });
  }
  let setListed = () => {};
  const listed = new Promise<void>((resolve) => (setListed = resolve));
  const send = async (batch: Job[]) => {
    const weight = weightOf(batch);
    while (!failure && inFlight > 0 && inFlight + weight > maxLoad) await sleep();
    if (failure) throw failure;
    const slot = slots.reduce((a, b) => (b.load < a.load ? b : a));
    slot.weights.push(weight);
    slot.load += weight;
    inFlight += weight;
    slot.worker.postMessage(batch);
  };
  const run = async (): Promise<WorkerCounts> => {
    try {
      let batch: Job[] = [];
      for (const job of jobs) {
        batch.push(job);
        if (batch.length === BATCH) {
          await send(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await send(batch);
      setListed();
      while (!failure && inFlight > 0) await sleep();
      if (failure) throw failure;
      return counts;
    } finally {
      setListed();
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    }
  };
  return {
    listed,
    done: run(),
    stop: () => {
      failure ??= new Error('Stopped: another part of the build failed.');
      signal();
    },
  };
}

/** Runs jobs on worker threads (`startInWorkers`) and resolves when all are done. */
export function runInWorkers<Job>(
  jobs: Iterable<Job>,
  worker: { module: string; data: unknown },
  options: WorkerOptions<Job> = {},
): Promise<WorkerCounts> {
  return startInWorkers(jobs, worker, options).done;
}

/**
 * The worker side: runs each batch the pool sends through `run`, one after another, and answers
 * as the pool expects, in the order the batches came (the pool counts on it).
 * `run` returns how many of the batch's jobs it carried over instead of doing (none when it returns nothing).
 */
export function serveBatches<Job>(
  port: { on(event: 'message', listener: (jobs: Job[]) => void): unknown; postMessage(value: unknown): void } | null,
  run: (jobs: Job[]) => Promise<number | void> | number | void,
): void {
  let previous: Promise<unknown> = Promise.resolve();
  port?.on('message', (jobs: Job[]) => {
    previous = previous
      .then(() => run(jobs))
      .then(
        (carried) => port.postMessage({ done: jobs.length, carried: carried ?? 0 }),
        (error: unknown) => port.postMessage({ error: (error as Error).stack ?? String(error) }),
      );
  });
}
