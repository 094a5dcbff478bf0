import { expect, test } from 'vitest';
import { parseAmount, parsePrice } from './parse-price.ts';

test.each([
  ['1299.00 EUR', 129900, 'EUR'],
  ['1.299,00 EUR', 129900, 'EUR'],
  ['1 299,00 KM', 129900, 'BAM'],
  ['1\u00a0299,00 KM', 129900, 'BAM'],
  ['€1,299.00', 129900, 'EUR'],
  ['1.299 KM', 129900, 'BAM'],
  ['99,9 BAM', 9990, 'BAM'],
  ['EUR 5', 500, 'EUR'],
])('%s is %i minor units of %s', (text, minor, currency) => {
  expect(parsePrice(text)).toEqual({ minor, currency });
});

test('a bare number takes the fallback currency', () => {
  expect(parsePrice('7,50', 'BAM')).toEqual({ minor: 750, currency: 'BAM' });
  expect(parsePrice('7,50')).toEqual({ error: 'price "7,50" has no currency' });
});

test.each([
  ['0 EUR', 'is not above zero'],
  ['-5 EUR', 'is not above zero'],
  ['10 USD', 'currency "USD" is not EUR or BAM'],
  ['1299.999 EUR', 'has 3 decimals'],
  ['12.3456 EUR', 'has 4 decimals'],
  ['free', 'is not a number with a currency'],
])('%s is refused: %s', (text, message) => {
  expect((parsePrice(text) as { error: string }).error).toContain(message);
});

test('more than two decimals is refused, never read as thousands: 0.001 is not 1.00', () => {
  expect((parsePrice('0.001 EUR') as { error: string }).error).toContain('has 3 decimals');
  expect((parsePrice('0,001 KM') as { error: string }).error).toContain('has 3 decimals');
  expect(parsePrice('1.299 EUR')).toEqual({ minor: 129900, currency: 'EUR' });
});

test('prices above 10,000,000.00 are refused, however many digits they have', () => {
  expect(parsePrice('10.000.000,00 EUR')).toEqual({ minor: 1_000_000_000, currency: 'EUR' });
  expect((parsePrice('10000000.01 EUR') as { error: string }).error).toContain('is above 10,000,000.00');
  expect((parsePrice(`${'9'.repeat(30)} EUR`) as { error: string }).error).toContain('is above 10,000,000.00');
});

test('amounts may be zero, with the currency first or last: free shipping', () => {
  expect(parseAmount('KM 0,00')).toEqual({ minor: 0, currency: 'BAM' });
  expect(parseAmount('€0')).toEqual({ minor: 0, currency: 'EUR' });
  expect(parseAmount('EUR 4,90')).toEqual({ minor: 490, currency: 'EUR' });
  expect(parseAmount('0', 'BAM')).toEqual({ minor: 0, currency: 'BAM' });
  expect((parseAmount('-1 EUR') as { error: string }).error).toContain('is below zero');
});

test('a long hostile value is refused at once and quoted short', () => {
  const dots = `${'.'.repeat(100_000)}1!`;
  const refused = parsePrice(dots) as { error: string };
  expect(refused.error).toMatch(/^price "\.{40}…" /);
  expect(parsePrice(`1${' '.repeat(100_000)}!`)).toHaveProperty('error');
  expect(parsePrice(`EUR${'1,'.repeat(50_000)}x`)).toHaveProperty('error');
});

test.each([
  ['1 299,00 KM', 129900, 'BAM'],
  ['1\u202f299,00 KM', 129900, 'BAM'],
  ['1 299 000 EUR', 129900000, 'EUR'],
  ["1'299.50 EUR", 129950, 'EUR'],
  ['EUR 12.', 1200, 'EUR'],
  ['12. EUR', 1200, 'EUR'],
  ['12 KM.', 1200, 'BAM'],
  ['KM. 12,50', 1250, 'BAM'],
  ['12,50 EUR.', 1250, 'EUR'],
  ['- 5 EUR', 'is not above zero', ''],
])('spaces group thousands, a final dot ends a number or a currency: %s', (text, expected, currency) => {
  if (typeof expected === 'number') expect(parsePrice(text)).toEqual({ minor: expected, currency });
  else expect((parsePrice(text) as { error: string }).error).toContain(expected);
});

test.each([
  ['12 34 EUR', "may use a space (or ') only between groups of three digits, as in 1 299,00"],
  ['1 29,00 KM', "may use a space (or ') only between groups of three digits, as in 1 299,00"],
  ['1299 000 EUR', "may use a space (or ') only between groups of three digits, as in 1 299,00"],
  ["12'34 EUR", "may use a space (or ') only between groups of three digits, as in 1 299,00"],
  ['1 299 ,00 EUR', "may use a space (or ') only between groups of three digits, as in 1 299,00"],
  ['.50 EUR', 'starts with a separator: write the 0 before it, as in 0.50'],
  [',50 KM', 'starts with a separator: write the 0 before it, as in 0.50'],
  ['EUR 12 KM', 'names a currency twice'],
])('%s is refused: %s', (text, message) => {
  expect((parsePrice(text) as { error: string }).error).toBe(`price "${text}" ${message}`);
});
