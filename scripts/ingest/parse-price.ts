import type { Currency } from '../../sites/index.ts';
import type { Money } from '../../src/domain/money.ts';
import { quote } from './printable.ts';

/** Currency words as feeds write them, each also with an abbreviation dot (`KM.`). */
const CURRENCY_WORDS: Record<string, Currency> = { EUR: 'EUR', '€': 'EUR', BAM: 'BAM', KM: 'BAM' };

/**
 * The largest amount accepted, 10,000,000.00 in minor units: no technology item costs more, so
 * a bigger number is a typo or a wrong decimal separator, and the bound keeps amounts exact
 * integers (a 30-digit price would otherwise be stored as 1e+32).
 */
const MAX_AMOUNT_MINOR = 1_000_000_000;

type Parsed = Money | { error: string };

/**
 * Reads a feed price: `1299.00 EUR`, `1.299,00 EUR`, `1 299,00 KM`, `€1,299.00`, or a bare
 * number with `fallbackCurrency`. A separator followed by exactly three digits is a
 * thousands separator (`1.299`); one or two digits make it the decimal one. More than two
 * decimals are refused rather than rounded: `0.001` is a typo or a sub-cent price, never 1.00.
 */
export function parsePrice(text: string, fallbackCurrency?: Currency): Parsed {
  return readAmount(text, fallbackCurrency, 1);
}

/** As parsePrice, but zero is allowed: shipping costs such as `KM 0,00` or `€0`. */
export function parseAmount(text: string, fallbackCurrency?: Currency): Parsed {
  return readAmount(text, fallbackCurrency, 0);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[A-Za-z€]/.test(char);
const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);
const NOT_NUMBER_CHAR = /[^\d.,' ]/;
const SPACED = "may use a space (or ') only between groups of three digits, as in 1 299,00";

function readAmount(text: string, fallbackCurrency: Currency | undefined, least: 0 | 1): Parsed {
  const fail = (problem: string) => ({ error: `price ${quote(text)} ${problem}` });
  // Scanned by hand, not by one regex: the currency words and the number share characters
  // (`.`), and a backtracking pattern took quadratic time on a long run of them.
  const compact = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  // A dot right after a currency's letters is its abbreviation dot (`KM. 5`, `5 KM.`); any
  // other dot belongs to the number (`EUR 12.`, `.50 EUR`).
  let start = 0;
  while (isWordChar(compact[start])) start += 1;
  if (isLetter(compact[start - 1]) && compact[start] === '.') start += 1;
  let end = compact.length;
  if (compact.endsWith('.') && isLetter(compact[end - 2])) end -= 1;
  while (end > start && isWordChar(compact[end - 1])) end -= 1;
  const before = compact.slice(0, start).toUpperCase();
  const after = compact.slice(end).toUpperCase();
  let number = compact.slice(start, end).trim();
  const negative = number.startsWith('-');
  if (negative || number.startsWith('+')) number = number.slice(1).trim();
  // A number may end with its decimal point and no decimals: `12.` is 12.00.
  if (number.endsWith('.')) number = number.slice(0, -1);
  if (number === '' || NOT_NUMBER_CHAR.test(number) || !/\d$/.test(number)) return fail('is not a number with a currency');
  // Refused, not read as 0.50: a number that starts with its separator is more likely cut off.
  if (number.startsWith('.') || number.startsWith(',')) return fail('starts with a separator: write the 0 before it, as in 0.50');
  if (before && after) return fail('names a currency twice');
  const word = before || after;
  const currency = word ? CURRENCY_WORDS[word.endsWith('.') ? word.slice(0, -1) : word] : fallbackCurrency;
  if (!currency) return word ? { error: `currency ${quote(word)} is not EUR or BAM` } : fail('has no currency');
  if (!spacesGroupThousands(number)) return fail(SPACED);
  const minor = toMinor(number.replace(/[ ']/g, ''));
  if (typeof minor === 'string') return fail(minor);
  if (negative && minor > 0) return fail(least === 0 ? 'is below zero' : 'is not above zero');
  if (minor < least) return fail('is not above zero');
  if (minor > MAX_AMOUNT_MINOR) return fail('is above 10,000,000.00, the largest amount accepted: check the decimal separator');
  return { minor, currency };
}

/** Spaces and apostrophes group thousands only: `1 299 000,00` and `1'299.50`, never `12 34`. */
function spacesGroupThousands(number: string): boolean {
  const groups = number.split(/[ ']/);
  const last = groups.length - 1;
  return (
    last === 0 ||
    (/^[1-9]\d{0,2}$/.test(groups[0] as string) &&
      groups.slice(1).every((group, index) => (index + 1 === last ? /^\d{3}(?:[.,]\d*)?$/ : /^\d{3}$/).test(group)))
  );
}

/** Minor units of a written number (digits and `.`/`,` only), or why it is not one. */
function toMinor(written: string): number | string {
  const last = Math.max(written.lastIndexOf('.'), written.lastIndexOf(','));
  if (last < 0) return fromDigits(written, '');
  const decimals = written.length - last - 1;
  if (decimals === 3 && isGrouped(written)) return fromDigits(written.replace(/[.,]/g, ''), '');
  if (decimals > 2) return `has ${decimals} decimals: write at most two`;
  const whole = written.slice(0, last);
  const separator = written[last];
  if (!/^\d+$/.test(whole) && !(isGrouped(whole) && !whole.includes(separator as string))) return 'is not a number';
  return fromDigits(whole.replace(/[.,]/g, ''), written.slice(last + 1));
}

/** `1.299.000` or `1,299`: one kind of separator between groups of three digits, the first group 1–3 digits not led by 0. */
function isGrouped(written: string): boolean {
  const separator = written.includes('.') ? '.' : ',';
  const groups = written.split(separator);
  return (
    groups.length > 1 &&
    !written.includes(separator === '.' ? ',' : '.') &&
    /^[1-9]\d{0,2}$/.test(groups[0] as string) &&
    groups.slice(1).every((group) => /^\d{3}$/.test(group))
  );
}

function fromDigits(whole: string, fraction: string): number {
  const significant = whole.replace(/^0+/, '');
  // More than 8 integer digits is above the bound anyway; stop before Number loses precision.
  if (significant.length > 8) return Infinity;
  return Number(significant || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
