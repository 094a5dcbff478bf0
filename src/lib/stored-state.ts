import { readStored, writeStored, type StorageProblem, type StorageSource } from './local-storage.ts';

/** Stored text read as JSON: `null` when nothing is stored, `corrupt` when it is not JSON. */
export function storedJson(text: string | null): { data: unknown } | 'corrupt' | null {
  if (text === null) return null;
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return 'corrupt';
  }
}

/** What a stored list can have to say about its storage itself. */
export type StorageNotice = { kind: 'corrupt' | StorageProblem };

export interface StoredFormat<L> {
  empty: L;
  /** `null` for nothing stored, `corrupt` for anything not this format. */
  parse: (text: string | null) => L | 'corrupt' | null;
  /** `null` removes the key (an empty list). */
  serialize: (list: L) => string | null;
}

/**
 * A list kept in `storage` under `key`, with the last notice and listeners (for
 * useSyncExternalStore). Data that is not the format's is dropped and said; without storage or
 * with a full quota the list lasts for this page and the notice says so.
 */
export function createStoredState<L, N extends { kind: string }>(storage: StorageSource, key: string, format: StoredFormat<L>) {
  type State = { list: L; notice: N | StorageNotice | null };
  const listeners = new Set<() => void>();
  const read = (): State => {
    // Storage that cannot be read is said on the visitor's first change, not on every page.
    const list = format.parse(readStored(storage, key));
    if (list !== 'corrupt') return { list: list ?? format.empty, notice: null };
    writeStored(storage, key, null);
    return { list: format.empty, notice: { kind: 'corrupt' } };
  };
  let state = read();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getState: (): State => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Keeps `list` (unless it is the current one) and shows `notice`, or the storage's problem. */
    set: (list: L, notice: N | StorageNotice | null): void => {
      const problem = list === state.list ? null : writeStored(storage, key, format.serialize(list));
      state = { list, notice: problem ? { kind: problem } : notice };
      emit();
    },
    /** Another tab changed the list. */
    reload: (): void => {
      state = { ...read(), notice: state.notice };
      emit();
    },
  };
}

/** One store per page on the browser's localStorage, reloaded when another tab changes `key`. */
export function browserStore<S extends { reload: () => void }>(key: string, create: (storage: StorageSource) => S): () => S {
  let shared: S | undefined;
  return () => {
    if (shared) return shared;
    const store = create(() => window.localStorage);
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.reload();
    });
    shared = store;
    return store;
  };
}
