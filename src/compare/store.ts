import { browserStore, createStoredState, type StorageNotice } from '../lib/stored-state.ts';
import type { StorageSource } from '../lib/local-storage.ts';
import { articleOfPath } from './ids.ts';
import { addItem, EMPTY_LIST, parseList, removeItem, serializeList, startWith, STORAGE_KEY, type CompareList } from './list.ts';

/** What the tray last has to say (read out by its live region). */
export type Notice =
  | { kind: 'added' | 'removed'; name: string }
  | { kind: 'other-category'; path: string; name: string }
  | { kind: 'cleared' | 'limit' }
  | StorageNotice;

/**
 * The picked products, kept in `storage` (localStorage in the browser). Without storage (a
 * browser that blocks it) or with a full quota, the list lives in this page only and the
 * notice says so; data that is not this format's is dropped and said so once.
 */
export function createCompareStore(storage: StorageSource) {
  const stored = createStoredState<CompareList, Notice>(storage, STORAGE_KEY, {
    empty: EMPTY_LIST,
    parse: parseList,
    serialize: (list) => (list.items.length === 0 ? null : serializeList(list)),
  });
  const { set } = stored;
  const list = () => stored.getState().list;
  const has = (path: string) => {
    const id = articleOfPath(path)?.id;
    return list().items.some((item) => item.id === id);
  };

  return {
    getState: stored.getState,
    subscribe: stored.subscribe,
    has,
    /** Picks the product, or unpicks it when it is picked. */
    toggle: (path: string, name: string): void => {
      const article = articleOfPath(path);
      if (article && has(path)) {
        set(removeItem(list(), article.id), { kind: 'removed', name });
        return;
      }
      const result = addItem(list(), path, name);
      if ('list' in result) set(result.list, { kind: 'added', name });
      else if (result.refused === 'other-category') set(list(), { kind: 'other-category', path, name });
      else if (result.refused === 'limit') set(list(), { kind: 'limit' });
    },
    remove: (id: number): void => {
      const item = list().items.find((candidate) => candidate.id === id);
      if (item) set(removeItem(list(), id), { kind: 'removed', name: item.name });
    },
    clear: (): void => {
      set(EMPTY_LIST, { kind: 'cleared' });
    },
    /** Drops the current comparison for one that starts with this product. */
    startNew: (path: string, name: string): void => {
      set(startWith(path, name), { kind: 'added', name });
    },
    dismiss: (): void => {
      set(list(), null);
    },
    reload: stored.reload,
  };
}

export type CompareStore = ReturnType<typeof createCompareStore>;

/** The page's one store, on the browser's localStorage, following changes made in other tabs. */
export const compareStore = browserStore(STORAGE_KEY, createCompareStore);
