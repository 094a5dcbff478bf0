import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadIndexSource } from './client.ts';
import type { IndexSource } from './index-format.ts';

export type IndexQuery<T> = { status: 'idle' | 'loading' } | { status: 'ready'; value: T; key: string } | { status: 'failed' };

interface Outcome<T> {
  key: string;
  attempt: number;
  value?: T;
  failed?: boolean;
}

/**
 * Runs `run` against the locale's index whenever `key` changes (null: nothing to run). A part
 * of the index that fails to load leaves `failed`; `retry` runs again, fetching what failed.
 * Answers to an older key are dropped, so a slow shard cannot overwrite newer results; `last`
 * is the latest answer, to show until the current one arrives.
 */
export function useIndexQuery<T>(locale: string, key: string | null, run: (source: IndexSource) => Promise<T>) {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    loadIndexSource(locale)
      .then(run)
      // A transition: the results render in slices the browser can interrupt, not in one long task.
      .then(
        (value) => current && startTransition(() => setOutcome({ key, attempt, value })),
        () => current && startTransition(() => setOutcome({ key, attempt, failed: true })),
      );
    return () => {
      current = false;
    };
    // `run` is a function of `key`: callers put everything it reads into the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  let state: IndexQuery<T> = { status: key === null ? 'idle' : 'loading' };
  if (key !== null && outcome?.key === key && outcome.attempt === attempt) {
    state = outcome.failed ? { status: 'failed' } : { status: 'ready', value: outcome.value as T, key };
  }
  return { state, retry, last: outcome && !outcome.failed ? (outcome.value as T) : undefined };
}
