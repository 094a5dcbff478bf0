import { describe, expect, test } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

describe('safeHttpUrl', () => {
  test('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://tehno-me.example/p/1?ref=cjenovnik')).toBe('https://tehno-me.example/p/1?ref=cjenovnik');
    expect(safeHttpUrl('http://shop.example/item')).toBe('http://shop.example/item');
  });

  test('normalises the URL it returns', () => {
    expect(safeHttpUrl('HTTPS://Shop.Example')).toBe('https://shop.example/');
    expect(safeHttpUrl('https://shop.example/p?x=<1>')).toBe('https://shop.example/p?x=%3C1%3E');
  });

  test('trims whitespace around the URL', () => {
    expect(safeHttpUrl('  https://shop.example/a \n')).toBe('https://shop.example/a');
  });

  test.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: padded with whitespace', '  javascript:alert(1)  '],
    ['javascript: with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a relative path', '/p/1'],
    ['a protocol-relative URL', '//shop.example/p/1'],
    ['a bare host', 'shop.example/p/1'],
    ['ftp:', 'ftp://shop.example/file'],
    ['an empty string', ''],
  ])('rejects %s', (_, value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});
