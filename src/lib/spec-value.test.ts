import { expect, test } from 'vitest';
import { formatSpecValue, localizeSpecText, specText } from './spec-value.ts';

test('a number takes its unit, inches with no space; words keep their own text', () => {
  expect(specText('128', 'GB')).toBe('128\u00a0GB');
  expect(specText('6.2', '"')).toBe('6.2"');
  expect(specText('8', '')).toBe('8');
  expect(specText('IPS', 'GB')).toBe('IPS');
});

test("a spec text's leading number is written in the page language", () => {
  expect(localizeSpecText('6.2"', 'sr')).toBe('6,2"');
  expect(localizeSpecText('6.2"', 'en')).toBe('6.2"');
  expect(localizeSpecText('1024\u00a0GB', 'de')).toBe('1.024\u00a0GB');
  expect(localizeSpecText('8\u00a0GB\u00a0RAM', 'ru')).toBe('8\u00a0GB\u00a0RAM');
});

test('text that only starts with digits is left as it is', () => {
  for (const text of ['3840×2160', '5.1.2', '4K 60p', '1.32–2.15:1', '2.5GbE', 'AM5']) expect(localizeSpecText(text, 'sr')).toBe(text);
});

test('formatSpecValue is the two together, as the product page and the facets show values', () => {
  expect(formatSpecValue('10.9', '"', 'ba')).toBe('10,9"');
  expect(formatSpecValue('5000', 'mAh', 'en')).toBe('5,000\u00a0mAh');
  expect(formatSpecValue('Android 15', '', 'de')).toBe('Android 15');
});
