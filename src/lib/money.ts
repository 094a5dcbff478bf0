import type { Money } from '../domain/money.ts';
import { formatLocale, type Locale } from '../i18n/locales.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** Formats with an explicit locale so prerendered HTML and hydration agree. */
export function formatMoney(money: Money, locale: Locale): string {
  const key = `${locale}:${money.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency: money.currency });
    formats.set(key, format);
  }
  return format.format(money.minor / 100);
}
