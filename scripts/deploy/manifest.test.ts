import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { applyLine, decodeManifest, encodeManifest, entryLine, FORMAT, type Entries } from './manifest.ts';

const header = { format: FORMAT, site: 'cjenovnik.me', build: 'b1', saved: '2026-12-01T06:00:00.000Z', files: 2, journal: '' };

describe('the manifest', () => {
  test('is gzipped lines sorted by path, and reads back as written', async () => {
    const entries: Entries = new Map([
      ['index.html', { hash: 'HIRqG5uV6iCxR0PyG3wM0A==', size: 1200, build: 'b1' }],
      ['assets/a.js', { hash: 'Xy7P3f8t0yK1wq9cZbqR1g==', size: 300, build: 'b0', gone: 1795720174445 }],
    ]);
    const gzipped = await encodeManifest(header, entries);
    expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const read = await decodeManifest(gzipped, 'test');
    expect(read.header).toEqual(header);
    expect([...read.entries]).toEqual([...entries].reverse());
  });

  test('a journal line replaces the entry of its path', () => {
    const entries: Entries = new Map([['a.html', { hash: 'old', size: 1, build: 'b0' }]]);
    applyLine(entries, entryLine('a.html', { hash: '', size: 1, build: 'b0' }).trimEnd(), 'test');
    expect(entries.get('a.html')).toEqual({ hash: '', size: 1, build: 'b0' });
  });

  test('refuses what it cannot hold or read', async () => {
    expect(() => entryLine('a\tb.html', { hash: 'h', size: 1, build: 'b' })).toThrow(
      'a path with a tab or a line break cannot be deployed',
    );
    await expect(decodeManifest(gzipSync('{"format":"other"}\n'), 'm.tsv.gz')).rejects.toThrow(
      `m.tsv.gz: format other, expected ${FORMAT}`,
    );
    expect(() => applyLine(new Map(), 'a.html\th\tbig\tb\t', 'j.tsv.gz')).toThrow(
      'j.tsv.gz: a line is not "path, hash, size, build, gone"',
    );
  });
});
