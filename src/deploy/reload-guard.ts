import { navigateTo } from '../lib/navigate.ts';

const KEY = 'cjenovnik:reload';
/** A path is not reloaded twice within this long (docs/decisions/008-deployment-detection.md). */
const RELOAD_GUARD_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's session storage; null where there is none or it may not be touched (privacy settings). */
function sessionStore(): Store | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** When each path was last reloaded; a damaged record (anything but an object of times) guards nothing. */
function readRecent(storage: Store): Record<string, number> {
  let record: unknown;
  try {
    record = JSON.parse(storage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof record !== 'object' || record === null) return {};
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/**
 * A full page load of `path` (after a new deployment or a failed chunk), unless the same
 * path was reloaded less than 10 s ago: then false, and the caller goes on without it.
 * Without a session storage that can be read and written it cannot keep that promise, so it
 * does not reload at all (false): the client navigation goes on.
 */
export function reloadOnce(path: string, now = Date.now(), storage: Store | null = sessionStore(), go?: (url: string) => void): boolean {
  if (!storage) return false;
  try {
    const recent = readRecent(storage);
    const last = recent[path];
    if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
    const kept = Object.fromEntries(Object.entries(recent).filter(([, at]) => now - at < RELOAD_GUARD_MS));
    storage.setItem(KEY, JSON.stringify({ ...kept, [path]: now }));
  } catch {
    return false;
  }
  return navigateTo(path, {}, go ? (url) => go(url) : undefined);
}
