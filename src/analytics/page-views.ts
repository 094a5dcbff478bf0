/**
 * Where a client navigation's page view goes: nowhere until analytics start (after consent),
 * which register their tracker here. Kept apart so the analytics code stays out of first-load JavaScript.
 */
let tracker: ((path: string) => void) | null = null;
/** Paths viewed since analytics began to start, while their tracker loads; null before consent. */
let waiting: string[] | null = null;

/**
 * Analytics are starting (consent was given): this page's view, and those of navigations before
 * the tracker has loaded, wait for it instead of being lost to a slow chunk.
 */
export function awaitPageViewTracker(): void {
  waiting ??= [window.location.pathname];
}

/** Registers the tracker and sends it the page views that waited for it, oldest first. */
export function setPageViewTracker(track: (path: string) => void): void {
  tracker = track;
  for (const path of waiting ?? []) track(path);
  waiting = null;
}

/** A page view of the page now shown. */
export function trackPageView(): void {
  const path = window.location.pathname;
  if (tracker) tracker(path);
  else waiting?.push(path);
}
