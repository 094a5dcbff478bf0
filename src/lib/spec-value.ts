import { numberFormat } from '../i18n/intl.ts';
import type { NumberOptions } from '../i18n/number-format.ts';
import type { Locale } from '../i18n/locales.ts';

const NUMBER = /^\d+(\.\d+)?$/;
/** A spec text that starts with a plain number (`6.2"`, `128 GB`): the number, and the unit after it. */
const LEADING_NUMBER = /^(\d+(?:\.\d+)?)((?:\u00a0|").*)?$/s;

const SPEC_NUMBER: NumberOptions = { maximumFractionDigits: 3 };

function formatNumber(value: string, locale: Locale): string {
  return numberFormat(locale, SPEC_NUMBER).format(Number(value));
}

/**
 * A spec value with its unit in no language (`6.2"`, `128 GB`): the form card data carries,
 * since a category's list file serves every language. Words are kept as they are.
 */
export function specText(value: string, unit: string): string {
  if (!NUMBER.test(value) || !unit) return value;
  return `${value}${unit === '"' ? '' : '\u00a0'}${unit}`;
}

/** A spec text (`specText`) in the locale's digits: `6.2"` is `6,2"` in sr, `1024 GB` is `1.024 GB` in de. */
export function localizeSpecText(text: string, locale: Locale): string {
  const match = LEADING_NUMBER.exec(text);
  return match ? `${formatNumber(match[1] as string, locale)}${match[2] ?? ''}` : text;
}

/** A numeric spec value in the locale's digits, with its unit. */
export function formatSpecValue(value: string, unit: string, locale: Locale): string {
  return localizeSpecText(specText(value, unit), locale);
}
