import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { articleOfPath, productIndexFile } from '../../../src/compare/ids.ts';
import type { Snapshot, SnapshotNode, SnapshotProduct } from '../../catalogue/snapshot.ts';
import type { SiteBuild } from './output.ts';
import { productIndexOutput, readProductIndexFile } from './product-index.ts';

function snapshotOf(ids: number[]): Snapshot {
  const category = {
    path: '/telefoni/mobilni/pametni-telefoni',
    products: ids.map((id) => ({ id, slug: `phone-${id}` }) as SnapshotProduct),
  } as SnapshotNode;
  return { categories: [category] } as unknown as Snapshot;
}

describe('product index', () => {
  test('one file per hundred ids, each id to its article path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'product-index-'));
    const ids = [1, 99, 100, 12345];
    const build = { dir, snapshot: snapshotOf(ids) } as unknown as SiteBuild;
    expect(productIndexOutput.open(build).write()).toEqual({ detail: '3 files' });
    expect(readdirSync(join(dir, 'compare-index')).sort()).toEqual(['0.json', '1.json', '123.json']);
    for (const id of ids) {
      const bucket = JSON.parse(readFileSync(join(dir, productIndexFile(id).slice(1)), 'utf8')) as Record<string, string>;
      expect(articleOfPath(bucket[id] as string)).toEqual({ id, category: '/telefoni/mobilni/pametni-telefoni' });
    }
  });

  test('the dev server answers the same files, 404 for others, and leaves other paths alone', () => {
    const snapshot = snapshotOf([1, 12345]);
    expect(JSON.parse(readProductIndexFile(snapshot, '/compare-index/123.json') as string)).toEqual({
      12345: '/telefoni/mobilni/pametni-telefoni/12345-phone-12345',
    });
    expect(readProductIndexFile(snapshot, '/compare-index/5.json')).toBeNull();
    expect(readProductIndexFile(snapshot, '/compare-index/../x.json')).toBeNull();
    expect(readProductIndexFile(snapshot, '/compare')).toBeUndefined();
  });
});
