import { DAY_MS } from './days.ts';
import { STALE_DAYS } from './rules.ts';

/** Not confirmed by its shop's feed for more than 3 days (72 hours, not calendar days) before `now`. */
export function isStale(lastSeen: string, now: string): boolean {
  return Date.parse(now) - Date.parse(lastSeen) > STALE_DAYS * DAY_MS;
}
