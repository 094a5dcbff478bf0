import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { useMatches } from 'react-router';
import { DEFAULT_LOCALE, isLocale, languageTag, type Locale } from './locales.ts';

/** The page language: the path's prefix (design.md section 3, rule 1), from the matched locale route. */
export function useLocale(): Locale {
  const matches = useMatches();
  for (const match of matches) {
    const locale = (match.handle as { locale?: unknown } | undefined)?.locale;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

const fixed = new WeakMap<I18n, Map<Locale, TFunction>>();

/**
 * `t` fixed to a language, made once per language: react-i18next's `useTranslation({ lng })`
 * builds a new one on every call, a cost the prerender pays on every component of every page.
 * Messages are loaded before a page renders, so nothing needs to re-render when they arrive.
 */
export function fixedT(i18n: I18n, locale: Locale): TFunction {
  let byLocale = fixed.get(i18n);
  if (!byLocale) fixed.set(i18n, (byLocale = new Map<Locale, TFunction>()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = i18n.getFixedT(languageTag(locale))));
  return t;
}

/** `t` fixed to the page language. */
export function usePageTranslation(): { t: TFunction; locale: Locale } {
  const locale = useLocale();
  const { i18n } = useContext(I18nContext);
  return { t: fixedT(i18n, locale), locale };
}
