import { describe, expect, it } from 'vitest';
import { currencySign, MONEY, numberFormat, PERCENT } from './intl.ts';
import { formatLocale, LOCALES } from './locales.ts';
import type { Affixes, NumberOptions, NumberSymbols } from './number-format.ts';
import { NUMBER_SYMBOLS } from './number-symbols.ts';

/** The text around the digits of 1 and -1 as Intl prints them with `options`. */
function affixesOf(tag: string, options: NumberOptions): Affixes {
  const around = (value: number): [string, string] => {
    const parts = new Intl.NumberFormat(tag, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }).formatToParts(value);
    const first = parts.findIndex((part) => part.type === 'integer');
    const last = parts.findLastIndex((part) => part.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join('');
    return [text(0, first), text(last + 1, parts.length)];
  };
  return { positive: around(1), negative: around(-1) };
}

/** A language's number symbols read from Node's Intl, as number-symbols.ts must hold them. */
function numberSymbols(tag: string): NumberSymbols {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.5);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const currency = (code: 'EUR' | 'BAM') => ({
    sign: new Intl.NumberFormat(tag, MONEY[code]).formatToParts(0).find((each) => each.type === 'currency')?.value ?? code,
    ...affixesOf(tag, MONEY[code]),
  });
  return {
    decimal: part('decimal'),
    group: part('group'),
    minimumGrouping: new Intl.NumberFormat(tag).formatToParts(1234).some((each) => each.type === 'group') ? 1 : 2,
    plain: affixesOf(tag, {}),
    percent: affixesOf(tag, PERCENT),
    currency: { EUR: currency('EUR'), BAM: currency('BAM') },
  };
}

/** Every way the site formats numbers (intl.ts, spec-value.ts, delivery-note.tsx, the chart's ticks). */
const OPTIONS: NumberOptions[] = [
  MONEY.EUR,
  MONEY.BAM,
  PERCENT,
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 3 },
  { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 },
  { style: 'currency', currency: 'BAM', maximumFractionDigits: 0, minimumFractionDigits: 0 },
];

/** Prices, shares and spec values, with the halves and carries rounding must get right, and the edges. */
function values(): number[] {
  const fixed = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.285, 1.005, 9.995, 99.995, 999.5, 0.0005, 0.0004999, -0.001, 1e-7, 6e-7];
  fixed.push(1234, 12345, 123456.78, 999999.995, 1234567.891, 1e15, 1e21, 2.675, 0.125, 0.995, 28.499999999999996);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let index = 0; index < 400; index += 1) {
    fixed.push(Math.round(random() * 10 ** (1 + (index % 8))) / 100); // money: minor units over 100
    fixed.push(random() * (index % 2 ? 1 : -1)); // shares
    fixed.push(Number((random() * 10 ** (index % 5)).toFixed(index % 4))); // spec values
  }
  return fixed;
}

describe('numbers without Intl', () => {
  const tags = [...new Set(LOCALES.map(formatLocale))];

  it('holds the symbols Intl has for every language the site formats in', () => {
    // When ICU's data changes, what is received says what number-symbols.ts must now hold.
    expect(Object.fromEntries(tags.map((tag) => [tag, numberSymbols(tag)]))).toEqual(NUMBER_SYMBOLS);
  });

  it('prints every price, share and spec value as Intl.NumberFormat does, in every language', () => {
    const mismatches: string[] = [];
    const all = values();
    for (const locale of LOCALES) {
      for (const options of OPTIONS) {
        const intl = new Intl.NumberFormat(formatLocale(locale), options);
        for (const value of all) {
          const [ours, theirs] = [numberFormat(locale, options).format(value), intl.format(value)];
          if (ours !== theirs) mismatches.push(`${locale} ${JSON.stringify(options)} ${value}: ${ours} against ${theirs}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('names the currency as an amount shows it', () => {
    expect(numberFormat('sr', MONEY.BAM).format(1234.5)).toBe('1.234,50\u00a0KM');
    expect(currencySign('sr', 'BAM')).toBe('KM');
    expect(numberFormat('en', MONEY.EUR).format(-1234.5)).toBe('-€1,234.50');
    expect(currencySign('de', 'EUR')).toBe('€');
    expect(numberFormat('tr', PERCENT).format(0.305)).toBe('%31');
  });

  it('prints what is not a finite number as JavaScript does', () => {
    expect(numberFormat('en', MONEY.EUR).format(Number.NaN)).toBe('NaN');
  });
});
