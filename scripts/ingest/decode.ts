import { quote } from './printable.ts';
import { FeedError } from './raw-item.ts';

const ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1250': 'windows-1250',
  cp1250: 'windows-1250',
  'iso-8859-2': 'iso-8859-2',
  latin2: 'iso-8859-2',
  'windows-1252': 'windows-1252',
  'iso-8859-1': 'windows-1252',
};

/**
 * The text encoding of a feed from its first bytes: a UTF-16 or UTF-8 byte-order mark, else the
 * XML declaration's `encoding`, else UTF-8 (checked strictly: a wrong byte stops the ingest).
 */
export function sniffEncoding(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const ascii = new TextDecoder('latin1').decode(head.subarray(0, 200));
  const declared = /^(?:\uFEFF|ï»¿)?\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(ascii)?.[1]?.toLowerCase();
  if (!declared) return 'utf-8';
  const encoding = ENCODINGS[declared];
  if (!encoding) {
    throw new FeedError(
      `the feed declares encoding ${quote(declared)}, which is not supported: send UTF-8 (or windows-1250, iso-8859-2)`,
      'line 1',
    );
  }
  return encoding;
}

/** A strict streaming decoder: invalid bytes become a FeedError naming the byte offset. */
export function createDecoder(encoding: string) {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: false });
  let offset = 0;
  const decode = (bytes: Uint8Array | undefined, stream: boolean): string => {
    try {
      const text = decoder.decode(bytes, { stream });
      offset += bytes?.length ?? 0;
      return text;
    } catch {
      throw new FeedError(
        `the feed is not valid ${encoding} text: save it as UTF-8 or declare its encoding in the XML declaration`,
        `byte ${offset} to ${offset + (bytes?.length ?? 0)}`,
      );
    }
  };
  return { write: (bytes: Uint8Array) => decode(bytes, true), end: () => decode(undefined, false) };
}
