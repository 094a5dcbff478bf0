import { describe, expect, test } from 'vitest';
import type { Entries } from './manifest.ts';
import { KEEP_MS, phaseOf, planDeploy, type LocalFile } from './plan.ts';

const NOW = Date.parse('2026-12-01T06:00:00Z');
const file = (path: string, hash = `h-${path}`, immutable = path.startsWith('assets/')): LocalFile => ({ path, size: 10, hash, immutable });
const entry = (path: string, extra: { hash?: string; gone?: number } = {}) => ({ hash: `h-${path}`, size: 10, build: 'old', ...extra });
const retain = (path: string) => path.startsWith('assets/');

describe('planDeploy', () => {
  test('uploads what the manifest lacks or holds with another hash, in phases', () => {
    const remote: Entries = new Map([
      ['index.html', entry('index.html')],
      ['en/index.html', entry('en/index.html', { hash: 'before' })],
      ['de/index.html', entry('de/index.html', { hash: '' })],
    ]);
    const local = ['assets/a.js', 'index.html', 'en/index.html', 'de/index.html', 'builds/meta/x.json', 'builds/latest.json'].map((path) =>
      file(path),
    );
    const plan = planDeploy(local, remote, NOW, retain);
    expect(plan.added).toEqual(['assets/a.js', 'de/index.html', 'builds/meta/x.json', 'builds/latest.json']);
    expect(plan.changed).toEqual(['en/index.html']);
    expect(plan.unchanged).toBe(1);
    expect(Object.fromEntries(Object.entries(plan.upload).map(([phase, files]) => [phase, files.map((f) => f.path)]))).toEqual({
      assets: ['assets/a.js'],
      pages: ['en/index.html', 'de/index.html'],
      meta: ['builds/meta/x.json'],
      latest: ['builds/latest.json'],
    });
    expect([...plan.next.keys()]).toEqual(['index.html']);
  });

  test('files named by their content are uploaded first', () => {
    expect(phaseOf(file('search-index/abc/d/0.json', 'h', true))).toBe('assets');
    expect(phaseOf(file('search-index/en.json', 'h', false))).toBe('pages');
  });

  test('deletes what left the build, but keeps content-named files 7 days from when they left', () => {
    const remote: Entries = new Map([
      ['de/index.html', entry('de/index.html')],
      ['assets/left-now.js', entry('assets/left-now.js')],
      ['assets/left-6-days-ago.js', entry('assets/left-6-days-ago.js', { gone: NOW - KEEP_MS + 1 })],
      ['assets/left-7-days-ago.js', entry('assets/left-7-days-ago.js', { gone: NOW - KEEP_MS })],
      ['assets/back.js', entry('assets/back.js', { gone: NOW - 1000 })],
      ['assets/deleting.js', entry('assets/deleting.js', { hash: '' })],
    ]);
    const plan = planDeploy([file('assets/back.js')], remote, NOW, retain);
    expect(plan.remove).toEqual(['de/index.html', 'assets/left-7-days-ago.js', 'assets/deleting.js']);
    expect(plan.retired).toEqual(['assets/left-now.js']);
    expect(plan.kept).toEqual(['assets/left-6-days-ago.js']);
    expect(plan.restored).toEqual(['assets/back.js']);
    expect(plan.next.get('assets/left-now.js')?.gone).toBe(NOW);
    expect(plan.next.get('assets/back.js')).toEqual({ hash: 'h-assets/back.js', size: 10, build: 'old' });
    expect(plan.upload.assets).toEqual([]);
  });
});
