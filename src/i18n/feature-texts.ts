import { use, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { languageTag, type Locale } from './locales.ts';
import { useLocale } from './use-locale.ts';

/**
 * Features whose texts, but the few every page needs (in `locales/<locale>.json` under the
 * feature's key), live in `locales/<feature>/<locale>.json`: only the feature's own chunks use
 * them (the Atom feeds' entries: only the build), so they stay out of every page's first-load JavaScript.
 */
export const FEATURES = ['watchlist', 'compare', 'search', 'facets', 'feeds', 'consent', 'shops', 'alerts', 'privacy'] as const;
export type Feature = (typeof FEATURES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
const loading = new Map<string, Promise<void>>();

/**
 * Suspends until the page language's texts of `feature` are in i18next (under `<feature>.`); a
 * file that cannot be loaded is logged and its keys show, the page goes on. The prerender has
 * every text already (pages/entry-server.tsx).
 */
export function useFeatureTexts(feature: Feature): void {
  const locale = useLocale();
  const { i18n } = useContext(I18nContext);
  if (import.meta.env.SSR) return;
  use(loadFeatureTexts(i18n, feature, locale));
}

/**
 * Starts loading (once) the texts of `feature` in `locale` into i18next: `useFeatureTexts` waits
 * for the same promise, so a part can start it early, alongside the chunk that will show them.
 */
export function loadFeatureTexts(i18n: I18n, feature: Feature, locale: Locale): Promise<void> {
  const key = `${feature}/${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = files[`../../locales/${key}.json`];
    promise = (load ? load() : Promise.reject(new Error('no such file'))).then(
      (messages) => void i18n.addResourceBundle(languageTag(locale), 'translation', { [feature]: messages.default }, true, false),
      (error: unknown) => console.error(`Could not load the ${feature} texts for ${locale}:`, error),
    );
    loading.set(key, promise);
  }
  return promise;
}
