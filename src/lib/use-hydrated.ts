import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards: for output that depends on the URL's query. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
