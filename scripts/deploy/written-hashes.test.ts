import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FIXTURE_DIST, MNE } from '../prerender/fixture-output.test-kit.ts';
import { buildFileWriter } from '../prerender/write-file.ts';
import { md5, recordWrittenHashes } from '../prerender/written-hashes.ts';
import { hashFiles, loadHashCache } from './hash-cache.ts';
import { listFiles } from './local-site.ts';

/**
 * What a deploy with no cache of its own knows of the build in `dir` before reading it: the files
 * whose hash the build recorded, and those of them (every `every`-th) whose hash is not their content's.
 */
async function deployView(dir: string, every = 1) {
  const { files } = listFiles(dir);
  const { cache } = await loadHashCache(join(dir, 'no-deploy-cache'), dir);
  const known = files.filter((file) => cache.has(file.key));
  const wrong = known
    .filter((file, index) => index % every === 0 && cache.get(file.key) !== md5(readFileSync(join(dir, file.path))))
    .map((file) => file.path);
  return { files, cache, known, wrong, unknown: files.filter((file) => !cache.has(file.key)).map((file) => file.path) };
}

describe('the build records the hashes of the files it writes, so a deploy need not read them again', () => {
  test('written new, replaced, or replaced in place: each file is recorded with its content, and nothing outside the build', async () => {
    const out = mkdtempSync(join(tmpdir(), 'written-'));
    const dir = join(out, '.site.next-1');
    recordWrittenHashes(dir);
    buildFileWriter(false)(join(dir, 'a', 'index.html'), '<p>first</p>');
    buildFileWriter(false)(join(dir, 'a', 'index.html'), '<p>replaced</p>');
    buildFileWriter(true)(join(dir, 'b', '_payload.json'), '{"x":1}');
    buildFileWriter(true)(join(dir, 'b', '_payload.json'), '{"x":"in place, ünïcode"}');
    buildFileWriter(false)(join(dir, 'c.bin'), new Uint8Array([0, 255, 7]));
    buildFileWriter(false)(join(out, 'outside.txt'), 'not the build');
    recordWrittenHashes(null);

    const view = await deployView(dir);
    expect(view.files.map((file) => file.path).sort()).toEqual(['a/index.html', 'b/_payload.json', 'c.bin']);
    expect(view.unknown).toEqual([]);
    // Five writes under the build (two of them replaced since): the file outside it is not among them.
    expect(view.cache.size).toBe(5);
    expect(view.wrong).toEqual([]);
    expect((await hashFiles(dir, view.files, view.cache, () => undefined)).read).toBe(0);
  });

  test("the fixture's build: every page, payload, feed and data file comes with its hash, and every hash is right", async () => {
    const dir = realpathSync(join(FIXTURE_DIST, MNE.domain));
    const view = await deployView(dir, 20);
    expect(view.wrong).toEqual([]);
    // Left to read: the bundles' files the build copies (at the root) and the assets and pictures it
    // links, which keep their inode from build to build (the deploy's own cache has them after its first run).
    expect(view.unknown.filter((path) => path.includes('/') && !/^(assets|images)\//.test(path))).toEqual([]);
    expect(view.known.length).toBeGreaterThan(view.files.length / 2);
  });
});
