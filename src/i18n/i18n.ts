import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

/** One i18next instance; pages pick their language with `useTranslation(ns, { lng })`. */
export function createI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
