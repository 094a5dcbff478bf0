import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { runInWorkers } from './worker-pool.ts';

test('a worker finds its preloaded module already loaded when its own module starts, and does every job', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-worker-pool-'));
  // The preloaded module counts its loads; the worker module answers each batch with that count as `carried`.
  writeFileSync(join(dir, 'bundle.mjs'), 'globalThis.loads = (globalThis.loads ?? 0) + 1;\nexport const loads = globalThis.loads;\n');
  writeFileSync(
    join(dir, 'worker.mjs'),
    [
      "import { parentPort } from 'node:worker_threads';",
      'const loadedBefore = globalThis.loads ?? 0;',
      "const { loads } = await import('./bundle.mjs');",
      'parentPort.on("message", (jobs) => parentPort.postMessage({ done: jobs.length, carried: loadedBefore === 1 && loads === 1 ? jobs.length : 0 }));',
    ].join('\n'),
  );
  const url = (name: string) => pathToFileURL(join(dir, name)).href;

  const counts = await runInWorkers([1, 2, 3], { module: url('worker.mjs'), data: null, preload: url('bundle.mjs') }, { threads: 1 });

  expect(counts).toEqual({ done: 3, carried: 3 });
  const without = await runInWorkers([1, 2, 3], { module: url('worker.mjs'), data: null }, { threads: 1 });
  expect(without).toEqual({ done: 3, carried: 0 });
});

test('a pool grows to a second worker only while its producer waits on the first', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-worker-pool-'));
  // Each batch takes `data` ms of the worker's time; the answer names the thread that did it.
  writeFileSync(
    join(dir, 'worker.mjs'),
    [
      "import { parentPort, threadId, workerData } from 'node:worker_threads';",
      'parentPort.on("message", (jobs) => {',
      '  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.data);',
      '  parentPort.postMessage({ done: jobs.length, carried: 0, times: { [`thread ${threadId}`]: [jobs.length, 0] } });',
      '});',
    ].join('\n'),
  );
  const module = pathToFileURL(join(dir, 'worker.mjs')).href;
  const threadsOf = (counts: { times?: object }) => Object.keys(counts.times ?? {}).length;
  const jobs = (batches: number) => Array.from({ length: batches * 32 }, (_, index) => index);

  // Twelve batches of 250 ms: the producer waits on the one worker from the third batch on.
  const slow = await runInWorkers(jobs(12), { module, data: 250 }, { threads: 1, growTo: 2 });
  expect(slow.done).toBe(12 * 32);
  expect(threadsOf(slow)).toBe(2);
  // Four quick batches: one worker keeps up.
  const quick = await runInWorkers(jobs(4), { module, data: 1 }, { threads: 1, growTo: 2 });
  expect(quick.done).toBe(4 * 32);
  expect(threadsOf(quick)).toBe(1);
  // Fixed at one: never more.
  const fixed = await runInWorkers(jobs(12), { module, data: 100 }, { threads: 1 });
  expect(threadsOf(fixed)).toBe(1);
}, 20_000);
