import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { reloadOnce } from './reload-guard.ts';

const SITE = 'https://cjenovnik.me';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

beforeEach(() => {
  vi.stubGlobal('location', new URL(`${SITE}/en/`));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a path is loaded again only after 10 s, whatever was loaded in between', () => {
  const storage = memoryStorage();
  const went: string[] = [];
  const go = (url: string) => went.push(url);
  expect(reloadOnce('/a', 0, storage, go)).toBe(true);
  expect(reloadOnce('/a', 9_999, storage, go)).toBe(false);
  expect(reloadOnce('/b', 5_000, storage, go)).toBe(true);
  expect(reloadOnce('/a', 9_000, storage, go)).toBe(false);
  expect(reloadOnce('/a', 10_000, storage, go)).toBe(true);
  expect(went).toEqual([`${SITE}/a`, `${SITE}/b`, `${SITE}/a`]);
});

test('a damaged record does not stop a reload: not JSON, null, a list, a number, odd times', () => {
  for (const record of ['{not json', 'null', '[]', '5', '"text"', '{"/a":"soon"}']) {
    const storage = memoryStorage();
    storage.setItem('cjenovnik:reload', record);
    expect(
      reloadOnce('/a', 0, storage, () => {}),
      record,
    ).toBe(true);
    expect(
      reloadOnce('/a', 1, storage, () => {}),
      record,
    ).toBe(false);
  }
});

test('with no session storage to remember in, it does not reload, and does not throw', () => {
  const went: string[] = [];
  const go = (url: string) => void went.push(url);
  const throwing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  const readOnly = { getItem: () => null, setItem: throwing.setItem };
  expect(reloadOnce('/a', 0, null, go)).toBe(false);
  expect(reloadOnce('/a', 0, throwing, go)).toBe(false);
  expect(reloadOnce('/a', 0, readOnly, go)).toBe(false);
  vi.stubGlobal('window', {
    get sessionStorage(): Storage {
      throw new Error('SecurityError: access denied');
    },
  });
  expect(reloadOnce('/a', 0, undefined, go)).toBe(false);
  vi.stubGlobal('window', { sessionStorage: null });
  expect(reloadOnce('/a', 0, undefined, go)).toBe(false);
  expect(went).toEqual([]);
});
