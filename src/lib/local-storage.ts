/** Why a value could not be kept: no storage (blocked or missing) or a full quota. */
export type StorageProblem = 'unavailable' | 'quota';

/** Where values are kept: localStorage in the browser; the getter may throw (blocked storage). */
export type StorageSource = () => Storage | null;

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

function open(source: StorageSource): Storage | null {
  try {
    return source();
  } catch {
    return null;
  }
}

/** The text under `key`, or null when there is none or no storage to read. */
export function readStored(source: StorageSource, key: string): string | null {
  try {
    return open(source)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text` under `key` (`null` removes it); says why when it could not. */
export function writeStored(source: StorageSource, key: string, text: string | null): StorageProblem | null {
  const store = open(source);
  if (!store) return 'unavailable';
  try {
    if (text === null) store.removeItem(key);
    else store.setItem(key, text);
    return null;
  } catch (error) {
    return isQuotaError(error) ? 'quota' : 'unavailable';
  }
}
