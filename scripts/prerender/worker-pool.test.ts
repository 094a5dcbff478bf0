import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { startInWorkers, type WorkerCounts } from './worker-pool.ts';

/** A worker that takes 5 ms a batch through the real `serveBatches`, and fails on a job named `bad`. */
function slowWorker(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'cjenovnik-pool-')), 'slow-worker.mts');
  writeFileSync(
    file,
    `import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { serveBatches } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'worker-pool.ts')).href)};
serveBatches(parentPort, async (jobs: string[]) => {
  await sleep(5);
  if (jobs.includes('bad')) throw new Error('a bad job');
});
`,
  );
  return pathToFileURL(file).href;
}

const jobs = (count: number, bad = -1) => Array.from({ length: count }, (_, index) => (index === bad ? 'bad' : `job ${index}`));

test('weighed jobs are sent ahead: the listing ends while the workers are busy, and every job is done', async () => {
  let doneWhenListed = -1;
  let counts: WorkerCounts = { done: 0, carried: 0 };
  const run = startInWorkers(
    jobs(32 * 40),
    { module: slowWorker(), data: null },
    { threads: 2, weigh: { of: (job) => job.length, max: 1_000_000 }, onProgress: (now) => (counts = now) },
  );
  await run.listed.then(() => (doneWhenListed = counts.done));
  expect(doneWhenListed).toBeLessThan(32 * 10);
  expect(await run.done).toEqual({ done: 32 * 40, carried: 0 });
});

test('the weight in flight stays under its most, and without weights two batches a worker', async () => {
  for (const weigh of [{ of: () => 10, max: 32 * 10 * 3 }, undefined]) {
    let done = 0;
    let most = 0;
    function* listed(): Generator<string> {
      for (const job of jobs(32 * 30)) {
        yield job;
        most = Math.max(most, Number(job.slice(4)) - done);
      }
    }
    const run = startInWorkers(
      listed(),
      { module: slowWorker(), data: null },
      { threads: 2, weigh, onProgress: (counts) => (done = counts.done) },
    );
    await run.done;
    // Jobs in flight: three batches' weight (or two batches for each of the two workers), and the batch being filled.
    expect(most).toBeLessThanOrEqual(32 * (weigh ? 3 : 4) + 32);
    expect(most).toBeGreaterThan(32 * 2);
  }
});

test('a failing job fails the run and the listing still ends; stop() fails it too', async () => {
  const failing = startInWorkers(jobs(32 * 20, 32 * 5 + 3), { module: slowWorker(), data: null }, { threads: 2 });
  await expect(failing.done).rejects.toThrow(/Worker failed: Error: a bad job/);
  await failing.listed;
  const stopped = startInWorkers(jobs(32 * 200), { module: slowWorker(), data: null }, { threads: 2, weigh: { of: () => 1, max: 1e9 } });
  await stopped.listed;
  stopped.stop();
  await expect(stopped.done).rejects.toThrow(/Stopped/);
});
