/**
 * Where a client navigation's page view goes: nowhere until analytics start (after consent),
 * which register their tracker here. Kept apart so the analytics code stays out of first-load JavaScript.
 */
let tracker: (() => void) | null = null;

export function setPageViewTracker(track: () => void): void {
  tracker = track;
}

export function trackPageView(): void {
  tracker?.();
}
