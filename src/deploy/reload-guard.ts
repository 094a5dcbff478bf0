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
  let recent: Record<string, number> = {};
  try {
    recent = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    // A damaged record guards nothing.
  }
  const last = recent[path];
  if (typeof last === 'number' && now - last < RELOAD_GUARD_MS) return false;
  const kept = Object.fromEntries(Object.entries(recent).filter(([, at]) => now - at < RELOAD_GUARD_MS));
  storage.setItem(KEY, JSON.stringify({ ...kept, [path]: now }));
  return navigateTo(path, {}, go ? (url) => go(url) : undefined);
}
