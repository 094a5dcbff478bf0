import { navigateTo } from '../lib/navigate.ts';

const KEY = 'cjenovnik:reload';
/** A path is not reloaded twice within this long (spec section 9). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * A full page load of `path` (after a new deployment or a failed chunk), unless the same
 * path was reloaded less than 10 s ago: then false, and the caller goes on without it.
 */
export function reloadOnce(
  path: string,
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  go?: (url: string) => void,
): boolean {
  let last: { path?: string; at?: number } = {};
  try {
    last = JSON.parse(storage.getItem(KEY) ?? '{}') as typeof last;
  } catch {
    // A damaged record guards nothing.
  }
  if (last.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, JSON.stringify({ path, at: now }));
  return navigateTo(path, {}, go ? (url) => go(url) : undefined);
}
