import { dayOf } from '../../src/domain/days.ts';
import { relativeTimeFormat } from '../../src/i18n/intl.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { formatDay } from '../../src/lib/format-day.ts';

/** The full time a feed confirmed an offer, in UTC so the prerender and the browser print the same. */
export function formatCheckedTime(iso: string, locale: Locale): string {
  return `${formatDay(dayOf(iso), locale)} ${iso.slice(11, 16)} UTC`;
}

const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/** Largest unit first: a time is told in the first unit it spans at least once. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long before `now` the time `iso` was ("3 hours ago", "yesterday"), whole units rounded down; a future time is "now". */
export function formatTimeAgo(iso: string, now: number, locale: Locale): string {
  const format = relativeTimeFormat(locale, RELATIVE);
  const elapsed = Math.max(0, now - Date.parse(iso));
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  const told = format.format(-Math.floor(elapsed / size), unit);
  // "Yesterday" is "jučer" in Bosnian (and Croatian's data); Montenegrin says "juče".
  return locale === 'me' ? told.replace('jučer', 'juče') : told;
}
