import type { Currency } from '../../../sites/index.ts';
import { numberFormat } from '../../../src/i18n/intl.ts';
import type { NumberOptions } from '../../../src/i18n/number-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

const TICK_PRICE: Record<Currency, NumberOptions> = {
  EUR: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 },
  BAM: { style: 'currency', currency: 'BAM', maximumFractionDigits: 0, minimumFractionDigits: 0 },
};

/** An axis price: whole units, the currency's sign. */
export function formatTickPrice(minor: number, currency: Currency, locale: Locale): string {
  return numberFormat(locale, TICK_PRICE[currency]).format(minor / 100);
}
