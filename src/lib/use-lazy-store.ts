import { useEffect, useState, useSyncExternalStore } from 'react';

interface Subscribable {
  subscribe: (listener: () => void) => () => void;
}

const none = () => () => {};

/**
 * A store from a chunk loaded after hydration, and `select` of it: `fallback` while prerendering,
 * hydrating and until the chunk has arrived (or when it failed: a replaced build, the next
 * navigation reloads), so the hydrated page always matches the prerendered one.
 */
export function useLazyStore<S extends Subscribable, T>(load: () => Promise<S>, select: (store: S) => T, fallback: T): T {
  const [store, setStore] = useState<S | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setStore(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load]);
  return useSyncExternalStore(
    store?.subscribe ?? none,
    () => (store ? select(store) : fallback),
    () => fallback,
  );
}
