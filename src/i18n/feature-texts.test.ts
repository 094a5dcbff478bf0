import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { FEATURES } from './feature-texts.ts';
import { LOCALES } from './locales.ts';

type Messages = { [key: string]: string | Messages };

const read = (path: string): Messages => JSON.parse(readFileSync(new URL(`../../locales/${path}`, import.meta.url), 'utf8')) as Messages;

/** The keys of a message tree, plural forms folded into one. */
function keys(messages: Messages, prefix = ''): string[] {
  const all = Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
  return [...new Set(all)].sort();
}

const cases = FEATURES.flatMap((feature) => LOCALES.map((locale) => [feature, locale] as const));

test.each(cases)('%s: %s has every text, in the first-load file and in the feature chunk, none empty, none in both', (feature, locale) => {
  const first = (read(`${locale}.json`)[feature] ?? {}) as Messages;
  const rest = read(`${feature}/${locale}.json`);
  expect(keys(first)).toEqual(keys((read('en.json')[feature] ?? {}) as Messages));
  expect(keys(rest)).toEqual(keys(read(`${feature}/en.json`)));
  expect(JSON.stringify([first, rest])).not.toMatch(/:""/);
  expect(keys(first).filter((key) => keys(rest).includes(key))).toEqual([]);
});
