import { expect, test } from 'vitest';
import { readAmount } from './price-alert-form.tsx';

test('a typed target is whole or has one or two decimals after a comma or a point', () => {
  expect(['499', '499,9', '499.90', ' 1200 '].map(readAmount)).toEqual([49900, 49990, 49990, 120000]);
  expect(['', '0', '4.999', '1.200,00', '-5', 'abc', '12345678'].map(readAmount)).toEqual([null, null, null, null, null, null, null]);
});
