import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
let now = 0;

function subscribe(changed: () => void): () => void {
  // A page shown again after a while starts from the current time, then moves on each minute.
  now = Date.now();
  changed();
  const timer = setInterval(() => {
    now = Date.now();
    changed();
  }, MINUTE_MS);
  return () => clearInterval(timer);
}

function clientNow(): number {
  if (now === 0) now = Date.now();
  return now;
}

/**
 * The visitor's current time (ms), moving on each minute; null while prerendering and
 * hydrating (the useHydrated pattern), so the prerendered HTML and hydration print the same.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, clientNow, () => null);
}
