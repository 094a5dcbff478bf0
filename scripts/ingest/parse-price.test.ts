import { expect, test } from 'vitest';
import { parsePrice } from './parse-price.ts';

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
  ['1299.999 EUR', 'is ambiguous'],
  ['12.3456 EUR', 'has 4 decimals'],
  ['free', 'is not a number with a currency'],
])('%s is refused: %s', (text, message) => {
  expect((parsePrice(text) as { error: string }).error).toContain(message);
});
