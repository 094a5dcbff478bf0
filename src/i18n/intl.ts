import type { Currency } from '../../sites/index.ts';
import { formatLocale, type Locale } from './locales.ts';

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

/** Keyed by the options object: callers pass module constants, so a lookup costs no string building. */
const formats = new WeakMap<object, Map<Locale, Format>>();

function cached<T extends Format>(options: object, locale: Locale, make: (tag: string) => T): T {
  let byLocale = formats.get(options);
  if (!byLocale) formats.set(options, (byLocale = new Map<Locale, Format>()));
  let format = byLocale.get(locale) as T | undefined;
  if (!format) byLocale.set(locale, (format = make(formatLocale(locale))));
  return format;
}

/**
 * The one home of the site's Intl formatters, each made once per locale and options (the prerender
 * prints thousands of prices a second), always with the locale's explicit tag so the prerender and
 * the browser print the same. `options` must be a module constant: it is the cache's key.
 */
/** Whole percent: "98%". */
export const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

export function numberFormat(locale: Locale, options: Readonly<Intl.NumberFormatOptions>): Intl.NumberFormat {
  return cached(options, locale, (tag) => new Intl.NumberFormat(tag, options));
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
export const MONEY: Record<Currency, Intl.NumberFormatOptions> = {
  EUR: { style: 'currency', currency: 'EUR' },
  BAM: { style: 'currency', currency: 'BAM' },
};
