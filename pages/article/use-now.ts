import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../src/lib/use-hydrated.ts';

const MINUTE_MS = 60_000;
let now = 0;

function subscribe(changed: () => void): () => void {
  // A page shown again after a while starts from the current time, then moves on each minute.
  // Only a minute on: a change at subscribing would re-render every subscriber synchronously.
  const tick = () => {
    now = Date.now();
    changed();
  };
  if (Date.now() - now >= MINUTE_MS) tick();
  const timer = setInterval(tick, MINUTE_MS);
  return () => clearInterval(timer);
}

function clientNow(): number {
  if (now === 0) now = Date.now();
  return now;
}

/**
 * The visitor's current time (ms), moving on each minute; null while prerendering and
 * hydrating (useHydrated), so the prerendered HTML and hydration print the same.
 */
export function useNow(): number | null {
  const hydrated = useHydrated();
  const time = useSyncExternalStore(subscribe, clientNow, clientNow);
  return hydrated ? time : null;
}
