/** Route keys of the seven page languages; `sr` is the default and has no path prefix. */
export const LOCALES = ['sr', 'me', 'ba', 'en', 'ru', 'de', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `me` and `ba` are route keys, not language tags (docs/decisions/005-urls-and-languages.md). */
const LANGUAGE_TAGS: Record<Locale, string> = {
  sr: 'sr-Latn',
  me: 'sr-ME',
  ba: 'bs',
  en: 'en',
  ru: 'ru',
  de: 'de',
  tr: 'tr',
};

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

/** sr, me and ba format numbers as `sr-Latn`; plain `sr` would give Cyrillic. */
export function formatLocale(locale: Locale): string {
  return locale === 'sr' || locale === 'me' || locale === 'ba' ? 'sr-Latn' : locale;
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Each language's own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  sr: 'Srpski',
  me: 'Crnogorski',
  ba: 'Bosanski',
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  tr: 'Türkçe',
};
