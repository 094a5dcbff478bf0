import { DAY_MS } from '../domain/days.ts';
import { dateFormat } from '../i18n/intl.ts';
import type { Locale } from '../i18n/locales.ts';

/** Explicit locale and UTC (history days are UTC days), so the prerender and the browser print the same. */
const DATE_STYLES = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' },
  tick: { month: 'numeric', day: 'numeric', timeZone: 'UTC' },
  month: { month: 'numeric', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatted days by style and locale: a few hundred days, each printed on many pages. */
const days = new Map<string, Map<number, string>>();

export function formatDay(day: number, locale: Locale, style: keyof typeof DATE_STYLES = 'day'): string {
  const key = `d:${style}:${locale}`;
  let printed = days.get(key);
  if (!printed) days.set(key, (printed = new Map<number, string>()));
  let text = printed.get(day);
  if (text === undefined) {
    printed.set(day, (text = dateFormat(locale, DATE_STYLES[style]).format(new Date(day * DAY_MS))));
  }
  return text;
}
