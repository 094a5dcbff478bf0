import { expect, test } from 'vitest';
import { splitUrlList } from './raw-item.ts';

test('a URL list splits at commas that start a new URL; commas inside a URL survive', () => {
  expect(splitUrlList('https://a.example/1.jpg, https://a.example/2,3.jpg ,//cdn.example/4.jpg')).toEqual([
    'https://a.example/1.jpg',
    'https://a.example/2,3.jpg',
    '//cdn.example/4.jpg',
  ]);
  expect(splitUrlList('')).toEqual([]);
});

test('long runs of spaces or commas split at once', () => {
  expect(splitUrlList(`https://a.example/1.jpg${' '.repeat(100_000)}x`)).toHaveLength(1);
  expect(splitUrlList(`${', '.repeat(50_000)}https://a.example/1.jpg`).at(-1)).toBe('https://a.example/1.jpg');
});
