import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FeedError, type RawItem } from '../raw-item.ts';
import { createParser, detectFormat, type FeedFormat } from './detect.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

function detectError(head: string, fileName = 'feed.xml'): FeedError {
  try {
    detectFormat(head, fileName);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError');
}

describe('detectFormat', () => {
  test.each<[string, FeedFormat]>([
    ['gmc-rss.xml', 'gmc-xml'],
    ['gmc-atom.xml', 'gmc-xml'],
    ['cnj-export.xml', 'cnj-xml'],
    ['gmc-feed.tsv', 'gmc-tsv'],
    ['gmc-feed-semicolon.csv', 'gmc-tsv'],
  ])('%s is %s', (name, format) => {
    expect(detectFormat(fixture(name), name)).toBe(format);
  });

  test('an unclosed DOCTYPE followed by a long run of spaces is read at once', () => {
    expect(() => detectFormat(`<!DOCTYPE rss${' '.repeat(200_000)}`, 'feed.xml')).toThrow(/holds no XML element/);
  });

  test('looks past a BOM, whitespace, the XML declaration, comments and a DOCTYPE', () => {
    const head = '\uFEFF\n  <?xml version="1.0" encoding="windows-1250"?>\n<!-- export 2025-11-19 -->\n<!DOCTYPE rss>\n<rss version="2.0">';
    expect(detectFormat(head, 'feed.xml')).toBe('gmc-xml');
    expect(detectFormat('<cnjexport>', 'x')).toBe('cnj-xml');
  });

  test('the content decides, not the file name', () => {
    expect(detectFormat('id\ttitle\tprice\n', 'feed.xml')).toBe('gmc-tsv');
  });

  test.each([
    ['an HTML page', '<!DOCTYPE html>\n<html lang="sr"><head><title>Prijava</title>', /is an HTML page/],
    ['HTML without a DOCTYPE', '<html><body>502 Bad Gateway</body></html>', /is an HTML page/],
    [
      'other XML',
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      /XML with the root element <urlset>/,
    ],
    ['JSON', '{"products":[{"id":1}]}', /looks like JSON/],
    ['gzip bytes', '\x1f\uFFFD\b\0\0\0\0\0', /gzip-compressed/],
    ['binary', 'ab\0\x01\x02\x03\uFFFD\uFFFD\x04', /binary data/],
    ['an empty file', ' \n ', /is empty/],
    ['plain text', 'Dear customer\nyour feed is being generated', /not a delimited header row/],
  ])('refuses %s at line 1, naming the accepted formats', (_, head, message) => {
    const error = detectError(head);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/accepted formats: Google Merchant Center XML \(RSS 2.0 or Atom\), CNJExport XML/);
    expect(error.where).toBe('line 1');
  });

  test('an Excel workbook is named as such', () => {
    expect(detectError('PK\x03\x04\x14\0\x06\0', 'cjenovnik.xlsx').message).toMatch(/^cjenovnik.xlsx is an Excel workbook/);
  });
});

describe('createParser', () => {
  test.each<[FeedFormat, string]>([
    ['gmc-xml', 'gmc-rss.xml'],
    ['cnj-xml', 'cnj-export.xml'],
    ['gmc-tsv', 'gmc-feed.tsv'],
  ])('%s parses %s', (format, name) => {
    const items: RawItem[] = [];
    const parser = createParser(format, (item) => items.push(item));
    parser.write(fixture(name));
    parser.end();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.fields.id && item.fields.title)).toBe(true);
  });
});
