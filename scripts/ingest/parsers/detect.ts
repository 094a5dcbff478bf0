import { inline, quote } from '../printable.ts';
import { FeedError, type FeedParser, type ItemSink } from '../raw-item.ts';
import { createCnjXmlParser } from './cnj-xml.ts';
import { createGmcTsvParser } from './gmc-tsv.ts';
import { createGmcXmlParser } from './gmc-xml.ts';

export type FeedFormat = 'gmc-xml' | 'cnj-xml' | 'gmc-tsv';

const ACCEPTED =
  'accepted formats: Google Merchant Center XML (RSS 2.0 or Atom), CNJExport XML, or Google Merchant Center ' +
  'text (tab-, semicolon- or comma-separated, with a header row naming id, title and the other attributes)';

/**
 * XML declaration, processing instructions, comments and a DOCTYPE before the root element.
 * No two adjacent parts can match the same character (`[^>[]*` then `\s*>` could, and took
 * quadratic time on an unclosed DOCTYPE followed by spaces).
 */
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\]\s*)?>)*/i;

/** The feed's format from its first characters (the first decoded chunk) and its file name. */
export function detectFormat(head: string, fileName: string): FeedFormat {
  const text = head.replace(/^\uFEFF/, '');
  const fail = (looksLike: string) => new FeedError(`${inline(fileName, 300)} ${looksLike}; ${ACCEPTED}`, 'line 1');
  if (text.trim() === '') throw fail('is empty');
  const binary = describeBinary(text, fileName);
  if (binary) throw fail(`is ${binary}, not text`);

  const rest = text.slice(PROLOG.exec(text)?.[0].length ?? 0);
  if (/^<!doctype html|^<html[\s>]/i.test(rest)) throw fail('is an HTML page (a login or error page saved instead of the feed?)');
  if (rest.startsWith('<')) {
    const root = /^<([A-Za-z_][\w.:-]*)/.exec(rest)?.[1];
    if (!root) throw fail(`starts with "<" but holds no XML element in its first ${head.length} characters`);
    const local = root.slice(root.indexOf(':') + 1).toLowerCase();
    if (local === 'rss' || local === 'feed') return 'gmc-xml';
    if (local === 'cnjexport') return 'cnj-xml';
    throw fail(`is XML with the root element <${inline(root)}>, which is not a product feed`);
  }
  if (/^[[{]/.test(rest)) throw fail('looks like JSON');

  const firstLine = rest.split('\n', 1)[0] ?? '';
  if (/[\t;,]/.test(firstLine)) return 'gmc-tsv';
  throw fail(`is text whose first line (${quote(firstLine.trim(), 60)}) is not a delimited header row`);
}

/** What a binary file probably is, or null when the head reads as text. */
function describeBinary(text: string, fileName: string): string | null {
  if (text.startsWith('\x1f\uFFFD') || text.startsWith('\x1f\x8b')) return 'gzip-compressed data that was not unpacked';
  if (text.startsWith('PK\x03\x04')) {
    return /\.xlsx$/i.test(fileName) ? 'an Excel workbook (export it as tab-separated text)' : 'a ZIP archive';
  }
  if (text.startsWith('%PDF')) return 'a PDF document';
  const sample = text.slice(0, 1024);
  const controls = sample.match(/[\0-\x08\x0e-\x1f\uFFFD]/g)?.length ?? 0;
  return controls > sample.length / 20 || sample.includes('\0') ? 'binary data' : null;
}

export function createParser(format: FeedFormat, onItem: ItemSink): FeedParser {
  switch (format) {
    case 'gmc-xml':
      return createGmcXmlParser(onItem);
    case 'cnj-xml':
      return createCnjXmlParser(onItem);
    case 'gmc-tsv':
      return createGmcTsvParser(onItem);
  }
}
