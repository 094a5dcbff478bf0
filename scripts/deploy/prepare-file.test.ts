import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { FilePreparer } from './prepare-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'prepare-'));
const preparer = new FilePreparer(2);
afterAll(() => preparer.close());
const hash = (algorithm: string, bytes: Buffer, encoding: 'base64' | 'hex') => createHash(algorithm).update(bytes).digest(encoding);

test('a page goes gzip-encoded, with the hashes of what is sent and the MD5 of the file as written', async () => {
  const page = Buffer.from(`<!doctype html><title>x</title>${'<li class="card">Galaxy S25 · 128 GB</li>'.repeat(200)}`);
  writeFileSync(join(dir, 'index.html'), page);
  const ready = await preparer.prepare(join(dir, 'index.html'), true);
  expect(ready.encoding).toBe('gzip');
  expect(ready.body.length).toBeLessThan(page.length / 10);
  expect(gunzipSync(ready.body).equals(page)).toBe(true);
  expect(ready.hash).toBe(hash('md5', page, 'base64'));
  expect([ready.md5, ready.sha256]).toEqual([hash('md5', ready.body, 'base64'), hash('sha256', ready.body, 'hex')]);
});

test('a file not to compress, or that gzip would make larger, goes as it is', async () => {
  const picture = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
  writeFileSync(join(dir, 'a.avif'), picture);
  writeFileSync(join(dir, 'tiny.json'), '{}');
  for (const [file, compress] of [
    ['a.avif', false],
    ['tiny.json', true],
  ] as const) {
    const ready = await preparer.prepare(join(dir, file), compress);
    expect(ready.encoding).toBeUndefined();
    expect(ready.body.equals(picture) || ready.body.toString() === '{}').toBe(true);
    expect(ready.md5).toBe(ready.hash);
  }
});

test('many files at once come back each with its own bytes', async () => {
  const files = Array.from({ length: 200 }, (_, i) => {
    writeFileSync(join(dir, `${i}.json`), JSON.stringify({ product: i, name: `Product ${i}`.repeat(20) }));
    return join(dir, `${i}.json`);
  });
  const ready = await Promise.all(files.map((file) => preparer.prepare(file, true)));
  ready.forEach((file, i) => expect(JSON.parse(gunzipSync(file.body).toString()).product).toBe(i));
});

test('a file that cannot be read rejects as fs does: code, syscall and path', async () => {
  const missing = join(dir, 'gone', 'index.html');
  await expect(preparer.prepare(missing, true)).rejects.toMatchObject({ code: 'ENOENT', syscall: 'open', path: missing });
});
