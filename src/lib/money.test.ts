import { describe, expect, test } from 'vitest';
import { formatMoney } from './money.ts';

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
