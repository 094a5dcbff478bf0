import { describe, expect, test } from 'vitest';
import { productIndexFile, parseCompareIds } from './ids.ts';
import { addItem, EMPTY_LIST, parseList, removeItem, serializeList, STORAGE_KEY, type CompareList } from './list.ts';
import { createCompareStore } from './store.ts';

const PHONES = '/telefoni/mobilni/pametni-telefoni';
const phone = (id: number) => `${PHONES}/${id}-phone-${id}`;
const TABLET = '/racunari/prenosni/tableti/90-tab';

function listOf(...ids: number[]): CompareList {
  let list = EMPTY_LIST;
  for (const id of ids) {
    const result = addItem(list, phone(id), `Phone ${id}`);
    if (!('list' in result)) throw new Error(`refused ${id}`);
    list = result.list;
  }
  return list;
}

/** A Storage over a Map; `full` makes every write fail as a full quota does. */
function memoryStorage(initial: Record<string, string> = {}, full = false): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

describe('compare ids in the URL', () => {
  test('keeps positive integer ids in order, ignoring bad values and repeats, at most four', () => {
    expect(parseCompareIds('12,57,301')).toEqual([12, 57, 301]);
    expect(parseCompareIds(' 12 ,abc,,-3,0,1.5,012,1e3,57,12,99999999999')).toEqual([12, 57]);
    expect(parseCompareIds('1,2,3,4,5')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('<script>')).toEqual([]);
  });

  test('an id is looked up in the index file of its hundred', () => {
    expect(productIndexFile(7)).toBe('/compare-index/0.json');
    expect(productIndexFile(12345)).toBe('/compare-index/123.json');
  });
});

describe('the compare list', () => {
  test('holds at most four products', () => {
    expect(addItem(listOf(1, 2, 3, 4), phone(5), 'Phone 5')).toEqual({ refused: 'limit' });
    expect(listOf(1, 2, 3).items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  test('holds products of one category only', () => {
    expect(addItem(listOf(1), TABLET, 'Tab')).toEqual({ refused: 'other-category' });
    expect(listOf(1).category).toBe(PHONES);
  });

  test('refuses a path that is not an article, and adding twice changes nothing', () => {
    expect(addItem(EMPTY_LIST, '/telefoni/mobilni/pametni-telefoni', 'x')).toEqual({ refused: 'not-a-product' });
    expect(addItem(EMPTY_LIST, '//evil.example/a/b/1-x', 'x')).toEqual({ refused: 'not-a-product' });
    const list = listOf(1);
    expect(addItem(list, phone(1), 'again')).toEqual({ list });
  });

  test('removing the last product empties the category too', () => {
    expect(removeItem(listOf(1, 2), 1).items.map((item) => item.id)).toEqual([2]);
    expect(removeItem(listOf(1), 1)).toEqual(EMPTY_LIST);
  });

  test('reads back what it stored', () => {
    const list = listOf(3, 1);
    expect(parseList(serializeList(list))).toEqual(list);
    expect(parseList(null)).toBeNull();
  });

  test('reads anything not in its versioned format as corrupt', () => {
    const items = listOf(1).items;
    for (const text of [
      '{',
      '"text"',
      'null',
      '[]',
      JSON.stringify({ v: 2, items }),
      JSON.stringify({ items }),
      JSON.stringify({ v: 1, items: 'x' }),
      JSON.stringify({ v: 1, items: [{ path: 'javascript:alert(1)', name: 'x' }] }),
      JSON.stringify({ v: 1, items: [{ path: phone(1), name: 7 }] }),
      JSON.stringify({ v: 1, items: [...items, { path: TABLET, name: 'Tab' }] }),
      JSON.stringify({ v: 1, items: listOf(1, 2, 3, 4).items.concat(items) }),
    ]) {
      expect(parseList(text), text).toBe('corrupt');
    }
  });
});

describe('the compare store', () => {
  test('keeps the list in storage and says what changed', () => {
    const storage = memoryStorage();
    const store = createCompareStore(() => storage);
    store.toggle(phone(1), 'Phone 1');
    expect(store.getState().notice).toEqual({ kind: 'added', name: 'Phone 1' });
    expect(parseList(storage.getItem(STORAGE_KEY))).toEqual(listOf(1));
    expect(store.has(phone(1))).toBe(true);
    store.toggle(phone(1), 'Phone 1');
    expect(store.getState().notice).toEqual({ kind: 'removed', name: 'Phone 1' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  test('offers a new comparison for a product of another category', () => {
    const store = createCompareStore(() => memoryStorage({ [STORAGE_KEY]: serializeList(listOf(1, 2)) }));
    store.toggle(TABLET, 'Tab');
    expect(store.getState().notice).toEqual({ kind: 'other-category', path: TABLET, name: 'Tab' });
    expect(store.getState().list.items).toHaveLength(2);
    store.startNew(TABLET, 'Tab');
    expect(store.getState().list.items.map((item) => item.name)).toEqual(['Tab']);
  });

  test('says so at the fifth product', () => {
    const store = createCompareStore(() => memoryStorage({ [STORAGE_KEY]: serializeList(listOf(1, 2, 3, 4)) }));
    store.toggle(phone(5), 'Phone 5');
    expect(store.getState().notice).toEqual({ kind: 'limit' });
    expect(store.has(phone(5))).toBe(false);
  });

  test('drops corrupt or foreign data and says so', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"cart":[1,2]}' });
    const store = createCompareStore(() => storage);
    expect(store.getState()).toEqual({ list: EMPTY_LIST, notice: { kind: 'corrupt' } });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  test('without storage or with a full quota the list lives on in the page, and the notice says so', () => {
    const blocked = createCompareStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    blocked.toggle(phone(1), 'Phone 1');
    expect(blocked.getState()).toEqual({ list: listOf(1), notice: { kind: 'unavailable' } });
    const full = createCompareStore(() => memoryStorage({}, true));
    full.toggle(phone(1), 'Phone 1');
    expect(full.getState()).toEqual({ list: listOf(1), notice: { kind: 'quota' } });
  });
});
