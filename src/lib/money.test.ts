import { describe, expect, test } from 'vitest';
import { addMoney, convertMoney, formatMoney } from './money.ts';

// Intl separates the amount from the currency with a no-break space.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  test('English puts the euro sign first with a decimal point', () => {
    expect(formatMoney({ minor: 129950, currency: 'EUR' }, 'en')).toBe('€1,299.50');
    expect(formatMoney({ minor: 129950, currency: 'BAM' }, 'en')).toBe(`BAM${NBSP}1,299.50`);
  });

  test('sr, me and ba format in Latin script with the symbol after the amount', () => {
    for (const locale of ['sr', 'me', 'ba'] as const) {
      expect(formatMoney({ minor: 129950, currency: 'EUR' }, locale)).toBe(`1.299,50${NBSP}€`);
      expect(formatMoney({ minor: 129950, currency: 'BAM' }, locale)).toBe(`1.299,50${NBSP}KM`);
    }
  });

  test('Russian groups thousands with a space, German with a dot', () => {
    expect(formatMoney({ minor: 129950, currency: 'EUR' }, 'ru')).toBe(`1${NBSP}299,50${NBSP}€`);
    expect(formatMoney({ minor: 129950, currency: 'EUR' }, 'de')).toBe(`1.299,50${NBSP}€`);
    expect(formatMoney({ minor: 129950, currency: 'BAM' }, 'de')).toBe(`1.299,50${NBSP}BAM`);
  });

  test('Turkish puts the symbol first with a decimal comma', () => {
    expect(formatMoney({ minor: 129950, currency: 'EUR' }, 'tr')).toBe('€1.299,50');
  });

  test('always shows two decimals, for small and whole amounts', () => {
    expect(formatMoney({ minor: 5, currency: 'EUR' }, 'en')).toBe('€0.05');
    expect(formatMoney({ minor: 76900, currency: 'EUR' }, 'sr')).toBe(`769,00${NBSP}€`);
  });

  test('a cached format of one locale does not leak into another', () => {
    expect(formatMoney({ minor: 100, currency: 'EUR' }, 'en')).toBe('€1.00');
    expect(formatMoney({ minor: 100, currency: 'EUR' }, 'sr')).toBe(`1,00${NBSP}€`);
    expect(formatMoney({ minor: 100, currency: 'BAM' }, 'sr')).toBe(`1,00${NBSP}KM`);
  });
});

describe('convertMoney', () => {
  test('converts EUR to BAM at 1.96', () => {
    expect(convertMoney({ minor: 10000, currency: 'EUR' }, 'BAM')).toEqual({ minor: 19600, currency: 'BAM' });
  });

  test('converts BAM to EUR at 0.51', () => {
    expect(convertMoney({ minor: 150000, currency: 'BAM' }, 'EUR')).toEqual({ minor: 76500, currency: 'EUR' });
  });

  test('rounds to whole minor units', () => {
    // 1.03 BAM * 0.51 = 0.5253 EUR -> 53 cents; 0.99 EUR * 1.96 = 1.9404 BAM -> 194 feninga.
    expect(convertMoney({ minor: 103, currency: 'BAM' }, 'EUR')).toEqual({ minor: 53, currency: 'EUR' });
    expect(convertMoney({ minor: 99, currency: 'EUR' }, 'BAM')).toEqual({ minor: 194, currency: 'BAM' });
    // 0.02 BAM -> 1.02 cents -> 1 cent; 0.03 BAM -> 1.53 cents -> 2 cents.
    expect(convertMoney({ minor: 2, currency: 'BAM' }, 'EUR').minor).toBe(1);
    expect(convertMoney({ minor: 3, currency: 'BAM' }, 'EUR').minor).toBe(2);
  });

  test('leaves an amount already in the target currency as it is', () => {
    expect(convertMoney({ minor: 12345, currency: 'EUR' }, 'EUR')).toEqual({ minor: 12345, currency: 'EUR' });
  });
});

describe('addMoney', () => {
  test('adds amounts of one currency', () => {
    expect(addMoney({ minor: 76900, currency: 'EUR' }, { minor: 500, currency: 'EUR' })).toEqual({ minor: 77400, currency: 'EUR' });
  });

  test('refuses to add different currencies', () => {
    expect(() => addMoney({ minor: 100, currency: 'EUR' }, { minor: 100, currency: 'BAM' })).toThrow(/EUR.*BAM/);
  });
});
