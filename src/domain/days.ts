/**
 * Days are UTC calendar days, numbered from 1970-01-01. Feed times are stored in UTC
 * (docs/decisions/003-feed-times-and-as-of.md), so UTC days make every statistic the same on any machine; a change at
 * 00:30 in Podgorica (UTC+1) counts for the UTC day before.
 */
export const DAY_MS = 86_400_000;

/** The UTC day of a time in ms since 1970. */
export function dayOfTime(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** The UTC day of an ISO time. */
export function dayOf(iso: string): number {
  return dayOfTime(Date.parse(iso));
}

/** The UTC day a state that ends at `ms` (since 1970) was last in effect (an end at 00:00 belongs to the day before). */
export function lastDayBefore(ms: number): number {
  return Math.floor((ms - 1) / DAY_MS);
}

/** A day as its ISO date, `YYYY-MM-DD`. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
