import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { languageTag, LOCALES } from './locales.ts';
import { plainTexts } from './plain-texts.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const features = readdirSync('locales', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const resources = Object.fromEntries(
  LOCALES.map((locale) => {
    const translation = read(join('locales', `${locale}.json`));
    for (const feature of features) translation[feature.name] = read(join('locales', feature.name, `${locale}.json`));
    return [languageTag(locale), { translation }];
  }),
);

/** Every message key, plural forms folded into their base key, with the variables its forms use. */
function messages(tree: Record<string, unknown>, prefix = ''): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      for (const [key, names] of messages(value as Record<string, unknown>, `${prefix}${name}.`)) found.set(key, names);
      continue;
    }
    const key = prefix + name.replace(/_(zero|one|two|few|many|other)$/, '');
    const names = found.get(key) ?? new Set<string>();
    for (const [, variable] of value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) names.add(variable!);
    found.set(key, names);
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1.5];

describe('plainTexts', () => {
  const i18n = createI18n(resources);

  it.each(LOCALES)('prints every %s message as i18next does, plurals included', (locale) => {
    const tag = languageTag(locale);
    const t = i18n.getFixedT(tag);
    const print = plainTexts(i18n, tag);
    let printed = 0;
    for (const [key, names] of messages(resources[tag]!.translation)) {
      const values = Object.fromEntries([...names].map((name) => [name, `‹${name}›`]));
      const cases: Record<string, unknown>[] =
        names.has('count') || /_(one|other)$/.test(key) ? COUNTS.map((count) => ({ ...values, count })) : [values];
      for (const options of cases) {
        const text = print(key, options);
        if (text === undefined) continue;
        printed += 1;
        expect(text, `${locale} ${key} ${JSON.stringify(options)}`).toBe(t(key, options));
      }
    }
    // It must carry the common case, not hand everything back to i18next.
    expect(printed).toBeGreaterThan(100);
  });

  it('hands to i18next what it does not print itself', () => {
    const instance = createI18n({
      en: {
        translation: {
          nested: 'See $t(other)',
          other: 'this',
          formatted: 'Now {{date, datetime}}',
          hello: 'Hello {{name}}',
          rule_one: '{{count}} day',
          rule_other: '{{count}} days',
        },
      },
    });
    const print = plainTexts(instance, 'en');
    expect(print('nested', { x: 1 })).toBeUndefined();
    expect(print('formatted', { date: new Date(0) })).toBeUndefined();
    expect(print('hello', {})).toBeUndefined();
    expect(print('hello', { name: { toString: () => 'object' } })).toBeUndefined();
    expect(print('hello', { name: 'Ana', context: 'female' })).toBeUndefined();
    expect(print('missing', { name: 'Ana' })).toBeUndefined();
    expect(print('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect([print('rule', { count: 1 }), print('rule', { count: 7 })]).toEqual(['1 day', '7 days']);
  });

  it('finds a text whose messages arrived after a first miss', () => {
    const instance = createI18n({ de: { translation: {} } });
    const print = plainTexts(instance, 'de');
    expect(print('hello', { name: 'Ana' })).toBeUndefined();
    instance.addResourceBundle('de', 'translation', { hello: 'Hallo {{name}}' });
    expect(print('hello', { name: 'Ana' })).toBe('Hallo Ana');
  });
});
