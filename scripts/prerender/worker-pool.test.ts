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
