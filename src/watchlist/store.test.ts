import { describe, expect, test } from 'vitest';
import { createWatchStore } from './store.ts';
import { WATCH_KEY } from './list.ts';

const PATH = '/racunari/prenosni/tableti/12-apple-tab-1';
const NOW = { price: { minor: 50000, currency: 'EUR' as const }, inStock: true };

/** localStorage as a browser has it, with a quota that can be filled. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  let full = false;
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  } as unknown as Storage;
  return { storage, data, fill: () => (full = true) };
}

describe('the watchlist store', () => {
  test('follows and unfollows, kept in storage, with a message each time', () => {
    const { storage, data } = memoryStorage();
    const store = createWatchStore(() => storage);
    store.toggle(PATH, 'Apple Tab 1', NOW);
    expect(store.has(PATH)).toBe(true);
    expect(store.getState().notice).toEqual({ kind: 'followed', name: 'Apple Tab 1' });
    expect(createWatchStore(() => storage).has(PATH)).toBe(true);
    store.toggle(PATH, 'Apple Tab 1', NOW);
    expect(store.has(PATH)).toBe(false);
    expect(store.getState().notice).toEqual({ kind: 'unfollowed', name: 'Apple Tab 1' });
    expect(data.has(WATCH_KEY)).toBe(false);
  });

  test('corrupt or foreign data is cleared and said', () => {
    const { storage, data } = memoryStorage({ [WATCH_KEY]: '{"v":1,"items":"<script>"}' });
    const store = createWatchStore(() => storage);
    expect(store.getState()).toEqual({ list: { items: [], check: null }, notice: { kind: 'corrupt' } });
    expect(data.has(WATCH_KEY)).toBe(false);
  });

  test('a full quota keeps the list for the page and says so', () => {
    const { storage, fill } = memoryStorage();
    fill();
    const store = createWatchStore(() => storage);
    store.toggle(PATH, 'Apple Tab 1', NOW);
    expect(store.has(PATH)).toBe(true);
    expect(store.getState().notice).toEqual({ kind: 'quota' });
  });

  test('no storage at all (blocked): the page still works, and says so', () => {
    const store = createWatchStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.getState().notice).toBeNull();
    store.toggle(PATH, 'Apple Tab 1', NOW);
    expect(store.has(PATH)).toBe(true);
    expect(store.getState().notice).toEqual({ kind: 'unavailable' });
  });

  test('a target is saved and said; the header count is kept with its time', () => {
    const { storage } = memoryStorage();
    const store = createWatchStore(() => storage);
    store.toggle(PATH, 'Apple Tab 1', NOW);
    store.setTarget(12, { minor: 45000, currency: 'EUR' });
    expect(store.getState().notice).toEqual({ kind: 'target', name: 'Apple Tab 1' });
    store.checked(1, 1000);
    expect(createWatchStore(() => storage).getState().list).toMatchObject({
      items: [{ target: { minor: 45000 } }],
      check: { at: 1000, count: 1 },
    });
  });
});
