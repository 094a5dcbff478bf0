import type { AddressInfo } from 'node:net';
import { serveStatic } from '../static-server.ts';

/**
 * bench:search's static host, in a process of its own (`node search-serve.ts <dir>`, forked):
 * the bench's own process holds 100,000 products and three indexes, and its garbage
 * collections paused responses (`sam` of `samsnug galxy` took 100-122 ms there in three runs,
 * 20-31 ms with the host apart). Sends its port to the parent.
 */
const server = serveStatic(process.argv[2] ?? '.').listen(0, '127.0.0.1', () => {
  process.send?.((server.address() as AddressInfo).port);
});
process.on('disconnect', () => server.close());
