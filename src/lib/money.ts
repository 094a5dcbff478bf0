import type { Currency } from '../../sites/index.ts';
import { formatLocale, type Locale } from '../i18n/locales.ts';

/** An amount in integer minor units (cents, feninga) of a currency. */
export interface Money {
  minor: number;
  currency: Currency;
}

/** Display rates of the spec: 1 EUR = 1.96 BAM, 1 BAM = 0.51 EUR. */
const RATES: Record<Currency, Record<Currency, number>> = {
  EUR: { EUR: 1, BAM: 1.96 },
  BAM: { BAM: 1, EUR: 0.51 },
};

export function convertMoney(money: Money, to: Currency): Money {
  if (money.currency === to) return money;
  return { minor: Math.round(money.minor * RATES[money.currency][to]), currency: to };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency}`);
  return { minor: a.minor + b.minor, currency: a.currency };
}

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
