import { addTimes, type JobTimes } from './worker-pool.ts';

/**
 * Under what a rendered page's time is counted: its kind (screen), or with `each` its kind and
 * path, so that the daily rebuild's bench can set a day's pages against the same pages of a full build.
 */
export const timeKey = (screen: string, path: string, each = false): string => (each ? `${screen} ${path}` : screen);

/** The kind of page a time's key names. */
export const kindOfKey = (key: string): string => key.split(' ', 1)[0] as string;

/** Times by kind of page alone, from times by kind and path (`each`). */
export function byScreen(times: JobTimes): JobTimes {
  const kinds: JobTimes = {};
  for (const [key, time] of Object.entries(times)) addTimes(kinds, { [kindOfKey(key)]: [...time] });
  return kinds;
}
