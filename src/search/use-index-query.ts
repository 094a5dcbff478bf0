import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadIndexSource } from './client.ts';
import type { IndexSource } from './index-format.ts';

export type IndexQuery<T> = { status: 'idle' | 'loading' } | { status: 'ready'; value: T; key: string } | { status: 'failed' };

interface Outcome<T> {
  /** The locale and key it answers. */
  id: string;
  attempt: number;
  value?: T;
  failed?: boolean;
}

/** The latest answers of each kind, by locale and key: a page opened again (Back) shows its results in its first render. */
const answers = new Map<string, Map<string, unknown>>();
const ANSWERS_KEPT = 8;

function keep(kind: string, id: string, value: unknown): void {
  let kept = answers.get(kind);
  if (!kept) answers.set(kind, (kept = new Map<string, unknown>()));
  kept.delete(id);
  kept.set(id, value);
  if (kept.size > ANSWERS_KEPT) kept.delete(kept.keys().next().value as string);
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
  const id = `${locale}\n${key}`;
  const kept = answers.get(kind);
  // An answer kept from before is this render's, and the component's from then on (React's
  // "adjusting state when a prop changes"): a later answer pushing it out of the kept few does not take it away.
  if (key !== null && attempt === 0 && kept?.has(id) && outcome?.id !== id) setOutcome({ id, attempt, value: kept.get(id) as T });
  const answered = key !== null && outcome?.id === id && outcome.attempt === attempt;
  useEffect(() => {
    if (key === null || answered) return;
    let current = true;
    loadIndexSource(locale)
      .then(run)
      // A transition: the results render in slices the browser can interrupt, not in one long task.
      .then(
        (value) => {
          keep(kind, id, value);
          if (current) startTransition(() => setOutcome({ id, attempt, value }));
        },
        () => current && startTransition(() => setOutcome({ id, attempt, failed: true })),
      );
    return () => {
      current = false;
    };
    // `run` is a function of `key`: callers put everything it reads into the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  let state: IndexQuery<T> = { status: key === null ? 'idle' : 'loading' };
  if (answered) {
    state = outcome.failed ? { status: 'failed' } : { status: 'ready', value: outcome.value as T, key };
  }
  return { state, retry, last: outcome && !outcome.failed ? (outcome.value as T) : undefined };
}
