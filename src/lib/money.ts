import type { Money } from '../domain/money.ts';
import { MONEY, numberFormat } from '../i18n/intl.ts';
import type { Locale } from '../i18n/locales.ts';

/** Formats with an explicit locale so prerendered HTML and hydration agree. */
export function formatMoney(money: Money, locale: Locale): string {
  return numberFormat(locale, MONEY[money.currency]).format(money.minor / 100);
}
