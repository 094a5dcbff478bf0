// Reads a file of the build and makes what its upload sends (scripts/deploy/prepare-file.ts):
// plain JavaScript, so the thread starts without a TypeScript loader.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';

const md5 = (bytes) => createHash('md5').update(bytes).digest('base64');

parentPort.on('message', ({ id, file, compress }) => {
  try {
    const raw = readFileSync(file);
    const hash = md5(raw);
    const compressed = compress ? gzipSync(raw, { level: 6 }) : null;
    const encoding = compressed && compressed.length < raw.length ? 'gzip' : undefined;
    // A copy of its own, handed over without another: a read's or gzip's buffer may share its memory.
    const body = new Uint8Array(encoding ? compressed : raw);
    parentPort.postMessage(
      { id, hash, body, md5: encoding ? md5(body) : hash, sha256: createHash('sha256').update(body).digest('hex'), encoding },
      [body.buffer],
    );
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code, syscall: error.syscall, path: error.path } });
  }
});
