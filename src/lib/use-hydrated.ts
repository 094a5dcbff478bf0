import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const none = () => () => {};
const same = () => 0;
/** Set by the server snapshot; read and reset by the render that asked, within the same hook call. */
const probe = { asked: false };
const server = () => {
  probe.asked = true;
  return 0;
};
function takeAsked(): boolean {
  const asked = probe.asked;
  probe.asked = false;
  return asked;
}

/**
 * Whether this component is being prerendered or hydrated (not mounted afresh in the browser):
 * React asks a store's server snapshot then only. Both snapshots are the same, so asking
 * schedules no re-render after hydration.
 */
function useHydrating(): boolean {
  takeAsked();
  useSyncExternalStore(none, same, server);
  return takeAsked();
}

/**
 * False while prerendering and hydrating, true afterwards (at once for a component mounted
 * later, as on a client navigation): for output that depends on the URL's query, the visitor's
 * storage or clock. The switch is a transition, time-sliced: a useSyncExternalStore with another
 * server snapshot would re-render every part that asks, at once and synchronously, in one long
 * task right after hydration (a product page's offers: some 200 ms on a slow phone).
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(!useHydrating());
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
