import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/** `t` fixed to the page language. */
export function usePageTranslation() {
  const locale = useLocale();
  const { t } = useTranslation('translation', { lng: languageTag(locale) });
  return { t, locale };
}
