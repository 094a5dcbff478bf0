import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, languageTag } from './locales.ts';

/**
 * One i18next instance; pages pick their language with `usePageTranslation` (`fixedT`).
 * Its languages are the locales' language tags (`sr-ME`, `bs`), so plural rules are
 * Serbian and Bosnian rather than those of the route keys `me` and `ba`.
 */
export function createI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: languageTag(DEFAULT_LOCALE),
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
