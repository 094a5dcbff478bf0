// Worker threads do not inherit tsx's loader on Node 20: register it, then run the TypeScript worker module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
