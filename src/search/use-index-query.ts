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

/** The latest answers, by kind, locale and key: a page opened again (Back) shows its results in its first render. */
const answers = new Map<string, unknown>();
const ANSWERS_KEPT = 8;

function keep(id: string, value: unknown): void {
  answers.delete(id);
  answers.set(id, value);
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
}

/**
 * Runs `run` against the locale's index whenever `key` changes (null: nothing to run); `kind`
 * names what it asks (its answers are kept apart from other kinds'). A part
 * of the index that fails to load leaves `failed`; `retry` runs again, fetching what failed.
 * Answers to an older key are dropped, so a slow shard cannot overwrite newer results; `last`
 * is the latest answer, to show until the current one arrives. The last few answers are kept for
 * the page's life: a key asked again (Back to the results) has its answer in the first render, so
 * the router restores the scroll position over the results rather than over an empty page.
 */
export function useIndexQuery<T>(kind: string, locale: string, key: string | null, run: (source: IndexSource) => Promise<T>) {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = `${kind}\n${locale}\n${key}`;
  const kept = key !== null && attempt === 0 && answers.has(id);
  useEffect(() => {
    if (key === null || kept) return;
    let current = true;
    loadIndexSource(locale)
      .then(run)
      // A transition: the results render in slices the browser can interrupt, not in one long task.
      .then(
        (value) => {
          keep(id, value);
          if (current) startTransition(() => setOutcome({ key, attempt, value }));
        },
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
  if (key !== null && kept) state = { status: 'ready', value: answers.get(id) as T, key };
  else if (key !== null && outcome?.key === key && outcome.attempt === attempt) {
    state = outcome.failed ? { status: 'failed' } : { status: 'ready', value: outcome.value as T, key };
  }
  return { state, retry, last: outcome && !outcome.failed ? (outcome.value as T) : undefined };
}
