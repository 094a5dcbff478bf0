import { expect, test } from 'vitest';
import { printable, printableJson } from './printable.ts';

test('escape sequences, C0 and C1 controls and bidi overrides are stripped; newlines and tabs stay', () => {
  const hostile =
    'id\x1b[31mRED\x1b[0m \x1b]0;owned\x07title \x1b]8;;https://x.example\x1b\\link\x1b]8;;\x1b\\ \x9b2J\u202eevil\r\x00\x7f\tend\nnext';
  expect(printable(hostile)).toBe('idRED title link evil\tend\nnext');
});

test('a lone ESC or an unfinished sequence loses its control characters only', () => {
  expect(printable('a\x1b')).toBe('a');
  expect(printable(`\x1b]${'x'.repeat(100_000)}`)).toBe('x'.repeat(100_000));
});

test('JSON keeps the data: control characters are escaped, never raw', () => {
  const text = printableJson({ id: 'a\x1b[31m\x9b\u202e' });
  expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e]/);
  expect(JSON.parse(text)).toEqual({ id: 'a\x1b[31m\x9b\u202e' });
});
