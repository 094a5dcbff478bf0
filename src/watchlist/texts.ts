import { use, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { languageTag, type Locale } from '../i18n/locales.ts';
import { useLocale } from '../i18n/use-locale.ts';

// The watchlist's texts but the few every page needs (locales/<locale>.json `watchlist`):
// only the watchlist's own chunks use them, so they stay out of every page's first load.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/watchlist/*.json');
const loading = new Map<Locale, Promise<void>>();

/**
 * Suspends until the page language's watchlist texts are in i18next (under `watchlist.`); a
 * file that cannot be loaded is logged and its keys show, the page goes on.
 */
export function useWatchTexts(): void {
  const locale = useLocale();
  const { i18n } = useContext(I18nContext);
  let promise = loading.get(locale);
  if (!promise) {
    const load = files[`../../locales/watchlist/${locale}.json`];
    promise = (load ? load() : Promise.reject(new Error('no such file'))).then(
      (messages) => void i18n.addResourceBundle(languageTag(locale), 'translation', { watchlist: messages.default }, true, false),
      (error: unknown) => console.error(`Could not load the watchlist texts for ${locale}:`, error),
    );
    loading.set(locale, promise);
  }
  use(promise);
}
