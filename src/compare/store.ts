import { readStored, writeStored, type StorageProblem, type StorageSource } from '../lib/local-storage.ts';
import { articleOfPath } from './ids.ts';
import { addItem, EMPTY_LIST, parseList, removeItem, serializeList, startWith, STORAGE_KEY, type CompareList } from './list.ts';

/** What the tray last has to say (read out by its live region). */
export type Notice =
  | { kind: 'added' | 'removed'; name: string }
  | { kind: 'other-category'; path: string; name: string }
  | { kind: 'cleared' | 'limit' | 'corrupt' | 'unavailable' | 'quota' };

export interface CompareState {
  list: CompareList;
  notice: Notice | null;
}

/**
 * The picked products, kept in `storage` (localStorage in the browser). Without storage (a
 * browser that blocks it) or with a full quota, the list lives in this page only and the
 * notice says so; data that is not this format's is dropped and said so once.
 */
export function createCompareStore(storage: StorageSource) {
  const listeners = new Set<() => void>();
  const read = (): CompareState => {
    // Storage that cannot be read is said when the visitor first picks a product, not on every page.
    const list = parseList(readStored(storage, STORAGE_KEY));
    if (list !== 'corrupt') return { list: list ?? EMPTY_LIST, notice: null };
    writeStored(storage, STORAGE_KEY, null);
    return { list: EMPTY_LIST, notice: { kind: 'corrupt' } };
  };
  const write = (list: CompareList): StorageProblem | null =>
    writeStored(storage, STORAGE_KEY, list.items.length === 0 ? null : serializeList(list));
  let state = read();
  const emit = () => listeners.forEach((listener) => listener());
  const set = (list: CompareList, notice: Notice | null) => {
    const problem = list === state.list ? null : write(list);
    state = { list, notice: problem ? { kind: problem } : notice };
    emit();
  };
  const has = (path: string) => {
    const id = articleOfPath(path)?.id;
    return state.list.items.some((item) => item.id === id);
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has,
    /** Picks the product, or unpicks it when it is picked. */
    toggle: (path: string, name: string): void => {
      const article = articleOfPath(path);
      if (article && has(path)) {
        set(removeItem(state.list, article.id), { kind: 'removed', name });
        return;
      }
      const result = addItem(state.list, path, name);
      if ('list' in result) set(result.list, { kind: 'added', name });
      else if (result.refused === 'other-category') set(state.list, { kind: 'other-category', path, name });
      else if (result.refused === 'limit') set(state.list, { kind: 'limit' });
    },
    remove: (id: number): void => {
      const item = state.list.items.find((candidate) => candidate.id === id);
      if (item) set(removeItem(state.list, id), { kind: 'removed', name: item.name });
    },
    clear: (): void => {
      set(EMPTY_LIST, { kind: 'cleared' });
    },
    /** Drops the current comparison for one that starts with this product. */
    startNew: (path: string, name: string): void => {
      set(startWith(path, name), { kind: 'added', name });
    },
    dismiss: (): void => {
      set(state.list, null);
    },
    /** Another tab changed the list. */
    reload: (): void => {
      state = { ...read(), notice: state.notice };
      emit();
    },
  };
}

export type CompareStore = ReturnType<typeof createCompareStore>;

let shared: CompareStore | undefined;

/** The page's one store, on the browser's localStorage, following changes made in other tabs. */
export function compareStore(): CompareStore {
  if (shared) return shared;
  const store = createCompareStore(() => window.localStorage);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) store.reload();
  });
  shared = store;
  return store;
}
