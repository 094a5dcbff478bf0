import { expect, test } from 'vitest';
import { reloadOnce } from './reload-guard.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

test('a path is loaded again only after 10 s, whatever was loaded in between', () => {
  const storage = memoryStorage();
  const went: string[] = [];
  const go = (url: string) => went.push(url);
  expect(reloadOnce('/a', 0, storage, go)).toBe(true);
  expect(reloadOnce('/a', 9_999, storage, go)).toBe(false);
  expect(reloadOnce('/b', 5_000, storage, go)).toBe(true);
  expect(reloadOnce('/a', 9_000, storage, go)).toBe(false);
  expect(reloadOnce('/a', 10_000, storage, go)).toBe(true);
  expect(went).toEqual(['/a', '/b', '/a']);
});

test('a damaged record does not stop a reload', () => {
  const storage = memoryStorage();
  storage.setItem('cjenovnik:reload', '{not json');
  expect(reloadOnce('/a', 0, storage, () => {})).toBe(true);
});
