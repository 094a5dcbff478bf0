import type { Currency } from '../../sites/index.ts';

/** The text before and after a number's digits, as a language writes a positive and a negative one. */
export interface Affixes {
  positive: readonly [string, string];
  negative: readonly [string, string];
}

/** How a language writes numbers: what `Intl.NumberFormat` prints, as data (number-symbols.ts). */
export interface NumberSymbols {
  decimal: string;
  group: string;
  /** Digits that must stand before the first group separator: 1 writes "1.234", 2 writes "1234" but "12.345". */
  minimumGrouping: number;
  plain: Affixes;
  percent: Affixes;
  currency: Record<Currency, Affixes & { sign: string }>;
}

/** The options the site formats numbers with: a plain number, a percentage or an amount in a currency. */
export interface NumberOptions {
  style?: 'decimal' | 'percent' | 'currency';
  currency?: Currency;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number's decimal digits as JavaScript prints it shortest (what `Intl.NumberFormat` rounds):
 * `digits` with the decimal point `point` digits from their start, `point` negative or past the end
 * for 0.00012 or 12e21.
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** `digits` (point at `point`) rounded half away from zero to `fractionDigits`, as whole and fraction digit strings. */
function rounded(digits: string, point: number, fractionDigits: number): [string, string] {
  const keep = point + fractionDigits;
  let kept = keep <= 0 ? '' : digits.slice(0, keep).padEnd(keep, '0');
  const next = keep < 0 ? 0 : Number(digits[keep] ?? '0');
  if (next >= 5) {
    // Add one in the last kept place, carrying as far as it goes.
    let carried = '';
    let index = kept.length - 1;
    while (index >= 0 && kept[index] === '9') {
      carried = `0${carried}`;
      index -= 1;
    }
    kept = index < 0 ? `1${carried}` : `${kept.slice(0, index)}${Number(kept[index]) + 1}${carried}`;
  }
  kept = kept.padStart(fractionDigits + 1, '0');
  const wholeLength = kept.length - fractionDigits;
  return [kept.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), kept.slice(wholeLength)];
}

/**
 * |value| x 10^shift rounded to `fractionDigits`, as whole and fraction digit strings. Most values
 * (a price in cents, a whole percent) are that close to a whole number of the last place that no
 * half is in question: those are read off the scaled integer, the rest off the decimal digits.
 */
function roundedDigits(value: number, shift: number, fractionDigits: number): [string, string] {
  const units = Math.abs(value) * 10 ** (shift + fractionDigits);
  const near = Math.round(units);
  if (near < 1e12 && Math.abs(units - near) < 1e-6) {
    const digits = String(near).padStart(fractionDigits + 1, '0');
    return [digits.slice(0, digits.length - fractionDigits), digits.slice(digits.length - fractionDigits)];
  }
  const { digits, point } = decimalDigits(value);
  return rounded(digits, point + shift, fractionDigits);
}

function grouped(whole: string, symbols: NumberSymbols): string {
  if (whole.length < 3 + symbols.minimumGrouping) return whole;
  const head = whole.length % 3 || 3;
  let text = whole.slice(0, head);
  for (let index = head; index < whole.length; index += 3) text += symbols.group + whole.slice(index, index + 3);
  return text;
}

/**
 * Formats `value` as `Intl.NumberFormat` with `options` does in the language of `symbols`
 * (number-format.test.ts holds them to it), without it: a page's first `Intl.NumberFormat` costs the
 * browser some 20 ms of loading the number data, a long task on a phone while the page hydrates.
 * Not a finite number: as `String` prints it.
 */
export function formatNumber(value: number, symbols: NumberSymbols, options: Readonly<NumberOptions>): string {
  if (!Number.isFinite(value)) return String(value);
  const style = options.style ?? 'decimal';
  const affixes =
    style === 'currency' ? symbols.currency[options.currency as Currency] : style === 'percent' ? symbols.percent : symbols.plain;
  const minimum = options.minimumFractionDigits ?? (style === 'currency' ? 2 : 0);
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? (style === 'decimal' ? 3 : style === 'percent' ? 0 : 2));
  const [whole, fraction] = roundedDigits(value, style === 'percent' ? 2 : 0, maximum);
  const shown = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  const [before, after] = value < 0 || Object.is(value, -0) ? affixes.negative : affixes.positive;
  return `${before}${grouped(whole, symbols)}${shown ? symbols.decimal + shown : ''}${after}`;
}
