import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES, languageTag } from '../src/i18n/locales.ts';

type Messages = { [key: string]: string | Messages };

const read = (locale: string) => JSON.parse(readFileSync(new URL(`${locale}.json`, import.meta.url), 'utf8')) as Messages;

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const sr = flatten(read('sr'));
const families = new Set([...sr.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));

test.each(LOCALES.filter((locale) => locale !== 'sr'))('%s has every message sr has, in its own plural forms, with the same placeholders', (locale) => {
  const messages = flatten(read(locale));
  for (const [key, text] of sr) {
    if (PLURAL.test(key)) continue;
    expect(messages.get(key), `${locale} lacks ${key}`).toBeTruthy();
    expect(placeholders(messages.get(key) as string), `${locale} ${key}`).toEqual(placeholders(text));
  }
  const categories = new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories;
  for (const family of families) {
    for (const category of categories) {
      expect(messages.get(`${family}_${category}`), `${locale} lacks ${family}_${category}`).toBeTruthy();
    }
  }
  for (const key of messages.keys()) expect(sr.has(key) || families.has(key.replace(PLURAL, '')), `${locale} has an unknown key ${key}`).toBe(true);
});

test('sr itself has every plural form Serbian needs', () => {
  for (const family of families) for (const category of ['one', 'few', 'other']) expect(sr.has(`${family}_${category}`), `${family}_${category}`).toBe(true);
});
