import { describe, expect, test } from 'vitest';
import { addMoney, convertMoney, highestMoney, lowestMoney, minorToDecimal, otherCurrency, toDisplayMoney } from './money.ts';

describe('convertMoney', () => {
  test('converts EUR to BAM at 1.96', () => {
    expect(convertMoney({ minor: 10000, currency: 'EUR' }, 'BAM')).toEqual({ minor: 19600, currency: 'BAM' });
  });

  test('converts BAM to EUR at 0.51', () => {
    expect(convertMoney({ minor: 150000, currency: 'BAM' }, 'EUR')).toEqual({ minor: 76500, currency: 'EUR' });
  });

  test('the two display rates are not inverses: there and back loses a little', () => {
    const there = convertMoney({ minor: 10000, currency: 'EUR' }, 'BAM');
    expect(convertMoney(there, 'EUR')).toEqual({ minor: 9996, currency: 'EUR' });
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

describe('toDisplayMoney', () => {
  test('marks an amount converted into the site currency, both ways', () => {
    expect(toDisplayMoney({ minor: 10000, currency: 'EUR' }, 'BAM')).toEqual({ money: { minor: 19600, currency: 'BAM' }, converted: true });
    expect(toDisplayMoney({ minor: 10000, currency: 'BAM' }, 'EUR')).toEqual({ money: { minor: 5100, currency: 'EUR' }, converted: true });
  });

  test('does not mark an amount already in the site currency', () => {
    expect(toDisplayMoney({ minor: 10000, currency: 'EUR' }, 'EUR')).toEqual({
      money: { minor: 10000, currency: 'EUR' },
      converted: false,
    });
  });

  test('a converted amount came from the other currency', () => {
    expect(otherCurrency('EUR')).toBe('BAM');
    expect(otherCurrency('BAM')).toBe('EUR');
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

describe('lowestMoney and highestMoney', () => {
  const a = { minor: 500, currency: 'EUR' as const };
  const b = { minor: 300, currency: 'EUR' as const };
  const c = { minor: 300, currency: 'EUR' as const };

  test('pick the extremes, the first one on a tie', () => {
    expect(lowestMoney([a, b, c])).toBe(b);
    expect(highestMoney([b, a, { ...a }])).toBe(a);
  });

  test('are null for no amounts', () => {
    expect(lowestMoney([])).toBeNull();
    expect(highestMoney([])).toBeNull();
  });
});

test('minor units print as a two-place decimal without float rounding', () => {
  expect(minorToDecimal(1999)).toBe('19.99');
  expect(minorToDecimal(5)).toBe('0.05');
  expect(minorToDecimal(100)).toBe('1.00');
  expect(minorToDecimal(0)).toBe('0.00');
  expect(minorToDecimal(-250)).toBe('-2.50');
  // 1.005 as a float rounds down in toFixed; whole minor units never do.
  expect(minorToDecimal(100_000_000_099)).toBe('1000000000.99');
});
