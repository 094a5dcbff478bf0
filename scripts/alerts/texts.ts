import { readFileSync } from 'node:fs';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';

type Texts = Record<string, string>;
const loaded = new Map<Locale, Texts>();

/** The alerts service's text `key` in `locale` (locales/alerts/), its `{{name}}` placeholders filled; Serbian for an unknown locale. */
export function alertText(locale: string, key: string, values: Record<string, string> = {}): string {
  const language: Locale = isLocale(locale) ? locale : 'sr';
  let texts = loaded.get(language);
  if (!texts)
    loaded.set(
      language,
      (texts = JSON.parse(readFileSync(new URL(`../../locales/alerts/${language}.json`, import.meta.url), 'utf8')) as Texts),
    );
  const text = texts[key];
  if (text === undefined) throw new Error(`locales/alerts/${language}.json has no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
