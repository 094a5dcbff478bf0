import type { Money } from '../domain/money.ts';
import { readStored, writeStored, type StorageSource } from '../lib/local-storage.ts';
import { articleOfPath } from '../compare/ids.ts';
import {
  EMPTY_WATCHLIST,
  follow,
  markSeen,
  MAX_WATCHED,
  parseWatchlist,
  serializeWatchlist,
  setTarget,
  unfollow,
  WATCH_KEY,
  type Snapshot,
  type Watchlist,
} from './list.ts';

/** What the watchlist last has to say (read out by a live region). */
export type WatchNotice =
  { kind: 'followed' | 'unfollowed' | 'target' | 'no-target'; name: string } | { kind: 'limit' | 'corrupt' | 'unavailable' | 'quota' };

export interface WatchState {
  list: Watchlist;
  notice: WatchNotice | null;
}

/**
 * The followed products, kept in `storage` (localStorage in the browser). Without storage or
 * with a full quota the list lasts for this page and the notice says so; data that is not this
 * format's is dropped and said so.
 */
export function createWatchStore(storage: StorageSource) {
  const listeners = new Set<() => void>();
  const read = (): WatchState => {
    const list = parseWatchlist(readStored(storage, WATCH_KEY));
    if (list !== 'corrupt') return { list: list ?? EMPTY_WATCHLIST, notice: null };
    writeStored(storage, WATCH_KEY, null);
    return { list: EMPTY_WATCHLIST, notice: { kind: 'corrupt' } };
  };
  let state = read();
  const emit = () => listeners.forEach((listener) => listener());
  const set = (list: Watchlist, notice: WatchNotice | null) => {
    const problem = list === state.list ? null : writeStored(storage, WATCH_KEY, list.items.length === 0 ? null : serializeWatchlist(list));
    state = { list, notice: problem ? { kind: problem } : notice };
    emit();
  };
  const find = (id: number) => state.list.items.find((item) => item.id === id);
  const has = (path: string) => {
    const id = articleOfPath(path)?.id;
    return id !== undefined && find(id) !== undefined;
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has,
    /** Follows the product at its price now, or stops following it. */
    toggle: (path: string, name: string, now: Snapshot): void => {
      const id = articleOfPath(path)?.id;
      if (id !== undefined && find(id)) {
        set(unfollow(state.list, id), { kind: 'unfollowed', name });
        return;
      }
      const result = follow(state.list, path, name, now);
      if ('list' in result) set(result.list, { kind: 'followed', name });
      else if (result.refused === 'limit') set(state.list, { kind: 'limit' });
    },
    remove: (id: number): void => {
      const item = find(id);
      if (item) set(unfollow(state.list, id), { kind: 'unfollowed', name: item.name });
    },
    setTarget: (id: number, target: Money | null): void => {
      const item = find(id);
      if (item) set(setTarget(state.list, id, target), { kind: target ? 'target' : 'no-target', name: item.name });
    },
    /** The watchlist page has shown these products as they are now; `count` is what stays for the header. */
    seen: (now: ReadonlyMap<number, Snapshot>, count: number, at: number): void => {
      set({ ...markSeen(state.list, now), check: { at, count } }, state.notice);
    },
    /** The header's count, refreshed. */
    checked: (count: number, at: number): void => {
      set({ ...state.list, check: { at, count } }, state.notice);
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

export type WatchStore = ReturnType<typeof createWatchStore>;

export { MAX_WATCHED };

let shared: WatchStore | undefined;

/** The page's one store, on the browser's localStorage, following changes made in other tabs. */
export function watchStore(): WatchStore {
  if (shared) return shared;
  const store = createWatchStore(() => window.localStorage);
  window.addEventListener('storage', (event) => {
    if (event.key === WATCH_KEY || event.key === null) store.reload();
  });
  shared = store;
  return store;
}
