import type { Currency } from '../../../sites/index.ts';
import { DAY_MS } from '../../../src/domain/days.ts';
import { formatLocale, type Locale } from '../../../src/i18n/locales.ts';

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** Explicit locale and UTC (history days are UTC days), so the prerender and the browser print the same. */
const DATE_STYLES = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  tick: { month: 'numeric', day: 'numeric' },
  month: { month: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatted days by style and locale: a few hundred days, each printed on many pages. */
const days = new Map<string, Map<number, string>>();

export function formatDay(day: number, locale: Locale, style: keyof typeof DATE_STYLES = 'day'): string {
  const key = `d:${style}:${locale}`;
  let printed = days.get(key);
  if (!printed) days.set(key, (printed = new Map<number, string>()));
  let text = printed.get(day);
  if (text === undefined) {
    const format = cached(key, () => new Intl.DateTimeFormat(formatLocale(locale), { ...DATE_STYLES[style], timeZone: 'UTC' }));
    printed.set(day, (text = format.format(new Date(day * DAY_MS))));
  }
  return text;
}

/** An axis price: whole units, the currency's sign. */
export function formatTickPrice(minor: number, currency: Currency, locale: Locale): string {
  const format = cached(
    `p:${currency}:${locale}`,
    () => new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  );
  return format.format(minor / 100);
}
