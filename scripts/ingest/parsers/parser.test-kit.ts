import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { FeedError, type FeedParser, type ItemSink, type RawItem } from '../raw-item.ts';

/** The text of a file in `parsers/fixtures/`. */
export const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

/** Feeds `text` to a new parser `chunkSize` characters at a time; returns the items and the feed time. */
export function parseWith(create: (onItem: ItemSink) => FeedParser, text: string, chunkSize = text.length) {
  const items: RawItem[] = [];
  const parser = create((item) => items.push(item));
  for (let at = 0; at < text.length; at += chunkSize) parser.write(text.slice(at, at + chunkSize));
  parser.end();
  return { items, feedTime: parser.feedTime() };
}

/** The FeedError a parser raises for `text`; fails when it raises none. */
export function feedErrorOf(create: (onItem: ItemSink) => FeedParser, text: string): FeedError {
  try {
    parseWith(create, text);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError');
}

/** Pushes generated text in 64 KB chunks; measures the heap before and after with a forced GC. */
export function streamInChunks(parts: Iterable<string>, write: (chunk: string) => void) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  let buffer = '';
  let feedChars = 0;
  for (const part of parts) {
    buffer += part;
    if (buffer.length < 65_536) continue;
    feedChars += 65_536;
    write(buffer.slice(0, 65_536));
    buffer = buffer.slice(65_536);
  }
  feedChars += buffer.length;
  write(buffer);
  gc();
  return { feedChars, heapGrowth: process.memoryUsage().heapUsed - before };
}
