// Worker threads do not inherit tsx's loader on Node 20: register it, then run the TypeScript worker module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// A module of plain JavaScript the worker needs (the SSR bundle), loaded before tsx's loader is:
// through it, the bundle's 880 KB took six times the CPU (265 ms against 44: a source map made on every start).
// The worker module's own import of it then finds it loaded.
if (workerData.preload) await import(workerData.preload);
register();
await import(workerData.module);
