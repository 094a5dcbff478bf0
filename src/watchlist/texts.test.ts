import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';

type Messages = { [key: string]: string | Messages };

const read = (path: string): Messages => JSON.parse(readFileSync(new URL(`../../locales/${path}`, import.meta.url), 'utf8')) as Messages;

/** The keys of a message tree, plural forms folded into one. */
function keys(messages: Messages, prefix = ''): string[] {
  const all = Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
  return [...new Set(all)].sort();
}

test.each(LOCALES)('%s has every watchlist text, in the first-load file and in the watchlist chunk, none empty', (locale) => {
  const first = read(`${locale}.json`).watchlist as Messages;
  const rest = read(`watchlist/${locale}.json`);
  expect(keys(first)).toEqual(keys(read('en.json').watchlist as Messages));
  expect(keys(rest)).toEqual(keys(read('watchlist/en.json')));
  expect(JSON.stringify([first, rest])).not.toMatch(/:""/);
});
