import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BuildKeys, readBuildState, writeBuildState, type BuildState } from './build-keys.ts';
import { keysFileOf } from './live-site.ts';

const BUILD_ID = 'b1';

/** A build folder with its builds/latest.json and `keys` (each recorded for the pages output), its notes given. */
function savedBuild(root: string, name: string, timestamp: number, keys: [string, string][], notes: [string, string][] = []): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'builds'), { recursive: true });
  writeFileSync(join(dir, 'builds/latest.json'), JSON.stringify({ id: BUILD_ID, timestamp }));
  const build = new BuildKeys(null, dir);
  for (const [id, key] of keys) build.of({ name: 'pages' }).decide(id, key);
  for (const [id, note] of notes) build.of({ name: 'pages' }).note(id, note);
  writeBuildState(dir, timestamp, build.state);
  return dir;
}

const stateOf = (read: ReturnType<typeof readBuildState>): BuildState => {
  if (!('state' in read)) throw new Error(read.reason);
  return read.state;
};

test('a build state written and read back has every key and note, however many and whatever their characters', () => {
  const root = mkdtempSync(join(tmpdir(), 'cjenovnik-build-keys-'));
  // More than one piece of the file (10,000 entries each), and ids a feed's names could give.
  const keys = Array.from({ length: 25_001 }, (_, index): [string, string] => [`/p/${index}-"quoted"\u2028\\`, `k${index}`]);
  const dir = savedBuild(root, 'one', 7, keys, [['/p/1-"quoted"\u2028\\', 'note:1']]);
  const file = JSON.parse(readFileSync(keysFileOf(dir), 'utf8')) as { timestamp: number; keys: unknown[]; notes: unknown[] };
  expect(file.timestamp).toBe(7);
  expect(file.keys).toEqual(keys.map(([id, key]) => [`pages:${id}`, key]));
  expect(file.notes).toEqual([['pages:/p/1-"quoted"\u2028\\', 'note:1']]);

  const state = stateOf(readBuildState(dir, BUILD_ID));
  expect(state.key('pages:/p/25000-"quoted"\u2028\\')).toBe('k25000');
  expect(state.note('pages:/p/1-"quoted"\u2028\\')).toBe('note:1');
  expect(state.key('pages:/p/25001')).toBeUndefined();
  // Another build's keys, or none, are not taken.
  expect(readBuildState(dir, 'b2')).toEqual({ reason: 'it was made by other code or settings (build b1, this one b2)' });
  writeFileSync(join(dir, 'builds/latest.json'), JSON.stringify({ id: BUILD_ID, timestamp: 8 }));
  expect(readBuildState(dir, BUILD_ID)).toEqual({ reason: 'its keys belong to another build' });
});

test('a build made in place keeps what its folder had, links what the live build had, and lists what is gone', () => {
  const root = mkdtempSync(join(tmpdir(), 'cjenovnik-build-keys-'));
  const earlier = savedBuild(root, 'earlier', 1, [
    ['/a', 'a1'],
    ['/b', 'b1'],
    ['/gone', 'g1'],
  ]);
  const liveDir = savedBuild(root, 'live', 2, [
    ['/a', 'a1'],
    ['/b', 'b2'],
    ['/new', 'n1'],
  ]);
  const live = stateOf(readBuildState(liveDir, BUILD_ID));
  // The earlier build's state must share the live one's ids.
  expect(() => new BuildKeys({ dir: liveDir, state: live }, earlier, stateOf(readBuildState(earlier, BUILD_ID)))).toThrow(
    /read like the live one/,
  );
  const keys = new BuildKeys({ dir: liveDir, state: live }, earlier, stateOf(readBuildState(earlier, BUILD_ID, live)));
  const pages = keys.of({ name: 'pages' });
  expect(pages.decide('/a', 'a1')).toBe('kept');
  expect(pages.decide('/b', 'b2')).toBe('linked');
  expect(pages.decide('/new', 'n2')).toBe('written');
  expect(pages.decide('/newer', 'x')).toBe('written');
  expect(pages.liveKey('/b')).toBe('b2');
  expect(keys.gone()).toEqual(['pages:/gone']);
  expect([...keys.state.keys()]).toEqual([
    ['pages:/a', 'a1'],
    ['pages:/b', 'b2'],
    ['pages:/new', 'n2'],
    ['pages:/newer', 'x'],
  ]);
});
