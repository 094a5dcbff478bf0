import type { Money } from '../domain/money.ts';
import type { StorageSource } from '../lib/local-storage.ts';
import { browserStore, createStoredState, type StorageNotice } from '../lib/stored-state.ts';
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
  type SeenPrice,
  type Watchlist,
} from './list.ts';

/** What the watchlist last has to say (read out by a live region). */
export type WatchNotice = { kind: 'followed' | 'unfollowed' | 'target' | 'no-target'; name: string } | { kind: 'limit' } | StorageNotice;

/**
 * The followed products, kept in `storage` (localStorage in the browser). Without storage or
 * with a full quota the list lasts for this page and the notice says so; data that is not this
 * format's is dropped and said so.
 */
export function createWatchStore(storage: StorageSource) {
  const stored = createStoredState<Watchlist, WatchNotice>(storage, WATCH_KEY, {
    empty: EMPTY_WATCHLIST,
    parse: parseWatchlist,
    serialize: (list) => (list.items.length === 0 ? null : serializeWatchlist(list)),
  });
  const { set } = stored;
  const list = () => stored.getState().list;
  const notice = () => stored.getState().notice;
  const find = (id: number) => list().items.find((item) => item.id === id);
  const has = (path: string) => {
    const id = articleOfPath(path)?.id;
    return id !== undefined && find(id) !== undefined;
  };

  return {
    getState: stored.getState,
    subscribe: stored.subscribe,
    has,
    /** Follows the product at its price now, or stops following it. */
    toggle: (path: string, name: string, now: SeenPrice): void => {
      const id = articleOfPath(path)?.id;
      if (id !== undefined && find(id)) {
        set(unfollow(list(), id), { kind: 'unfollowed', name });
        return;
      }
      const result = follow(list(), path, name, now);
      if ('list' in result) set(result.list, { kind: 'followed', name });
      else if (result.refused === 'limit') set(list(), { kind: 'limit' });
    },
    remove: (id: number): void => {
      const item = find(id);
      if (item) set(unfollow(list(), id), { kind: 'unfollowed', name: item.name });
    },
    setTarget: (id: number, target: Money | null): void => {
      const item = find(id);
      if (item) set(setTarget(list(), id, target), { kind: target ? 'target' : 'no-target', name: item.name });
    },
    /** The watchlist page has shown these products as they are now; `count` is what stays for the header. */
    seen: (now: ReadonlyMap<number, SeenPrice>, count: number, at: number): void => {
      set({ ...markSeen(list(), now), check: { at, count } }, notice());
    },
    /** The header's count, refreshed. */
    checked: (count: number, at: number): void => {
      set({ ...list(), check: { at, count } }, notice());
    },
    dismiss: (): void => {
      set(list(), null);
    },
    reload: stored.reload,
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;

export { MAX_WATCHED };

/** The page's one store, on the browser's localStorage, following changes made in other tabs. */
export const watchStore = browserStore(WATCH_KEY, createWatchStore);
