import type { Currency } from '../../sites/index.ts';
import { formatLocale, type Locale } from './locales.ts';
import { formatNumber, type NumberOptions } from './number-format.ts';
import { NUMBER_SYMBOLS } from './number-symbols.ts';

/** A number format as the site uses it: `Intl.NumberFormat`'s `format`, made from data (number-format.ts). */
export interface NumberFormat {
  format(value: number): string;
}

type Format = NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

/** Keyed by the options object: callers pass module constants, so a lookup costs no string building. */
const formats = new WeakMap<object, Map<Locale, Format>>();

function cached<T extends Format>(options: object, locale: Locale, make: (tag: string) => T): T {
  let byLocale = formats.get(options);
  if (!byLocale) formats.set(options, (byLocale = new Map<Locale, Format>()));
  let format = byLocale.get(locale) as T | undefined;
  if (!format) byLocale.set(locale, (format = make(formatLocale(locale))));
  return format;
}

/*
 * The one home of the site's formatters, each made once per locale and options (the prerender
 * prints thousands of prices a second): numbers from each language's signs (number-symbols.ts),
 * dates and relative times by Intl with the locale's explicit tag, so the prerender and the browser
 * print the same. `options` must be a module constant: it is the cache's key.
 */

/** Whole percent: "98%". */
export const PERCENT: NumberOptions = { style: 'percent', maximumFractionDigits: 0 };

/** Numbers as `Intl.NumberFormat` prints them, without it: the browser's first one is a long task (number-format.ts). */
export function numberFormat(locale: Locale, options: Readonly<NumberOptions>): NumberFormat {
  return cached(options, locale, (tag) => {
    const symbols = NUMBER_SYMBOLS[tag];
    if (!symbols) throw new Error(`No number symbols for ${tag}: add them to src/i18n/number-symbols.ts`);
    return { format: (value) => formatNumber(value, symbols, options) };
  });
}

/** The currency's sign as the language writes it beside an amount (€, KM, BAM). */
export function currencySign(locale: Locale, currency: Currency): string {
  return NUMBER_SYMBOLS[formatLocale(locale)]?.currency[currency].sign ?? currency;
}

export function dateFormat(locale: Locale, options: Readonly<Intl.DateTimeFormatOptions>): Intl.DateTimeFormat {
  return cached(options, locale, (tag) => new Intl.DateTimeFormat(tag, options));
}

/**
 * Relative times ("3 days ago"): Montenegrin and Bosnian are ijekavian ("prije 3 dana"), which
 * sr-Latn is not ("pre 3 dana"). Croatian's data says them as both do (Montenegrin has none of
 * its own, and Chromium carries none for Bosnian: it printed "-3 h").
 */
export function relativeTimeFormat(locale: Locale, options: Readonly<Intl.RelativeTimeFormatOptions>): Intl.RelativeTimeFormat {
  return cached(options, locale, (tag) => new Intl.RelativeTimeFormat(locale === 'me' || locale === 'ba' ? 'hr' : tag, options));
}

/** Amounts with their currency's sign and cents. */
export const MONEY: Record<Currency, NumberOptions> = {
  EUR: { style: 'currency', currency: 'EUR' },
  BAM: { style: 'currency', currency: 'BAM' },
};
