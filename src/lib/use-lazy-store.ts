import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

interface Subscribable {
  subscribe: (listener: () => void) => () => void;
}

const none = () => () => {};

/** One load per store for all the controls of a page, started once the browser is idle after hydration. */
const idleLoads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function loadWhenIdle<S>(load: () => Promise<S>): Promise<S> {
  let loading = idleLoads.get(load) as Promise<S> | undefined;
  if (!loading) {
    const idle = new Promise<void>((resolve) =>
      window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : window.setTimeout(resolve, 1),
    );
    loading = idle.then(load);
    idleLoads.set(load, loading);
  }
  return loading;
}

/**
 * A store from a chunk loaded after hydration, and `select` of it: `fallback` while prerendering,
 * hydrating and until the chunk has arrived (or when it failed: a replaced build, the next
 * navigation reloads), so the hydrated page always matches the prerendered one. The chunk is
 * fetched in idle time and applied as a transition: a category page has hundreds of controls, and
 * hydration's last task should not also fetch chunks and re-render them all at once.
 */
function useLoadedStore<S extends Subscribable, T>(load: () => Promise<S>, select: (store: S) => T, fallback: T): T {
  const [store, setStore] = useState<S | null>(null);
  useEffect(() => {
    let live = true;
    loadWhenIdle(load).then(
      (loaded) => live && startTransition(() => setStore(loaded)),
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

/** The prerender's: `fallback`, with none of the hooks (a category page has a hundred controls). */
function useServerFallback<S extends Subscribable, T>(_load: () => Promise<S>, _select: (store: S) => T, fallback: T): T {
  return fallback;
}

export const useLazyStore = import.meta.env.SSR ? useServerFallback : useLoadedStore;
