import { useContext, useMemo, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { useMatches } from 'react-router';
import { fixedT, localeOfMatches, PageLanguage } from './use-locale.ts';

/**
 * Gives everything below the page language and its `t`, read from the route matches once per
 * page: every component asking the router itself was a visible part of a page's prerender.
 */
export function LocaleScope({ children }: { children: ReactNode }) {
  const locale = localeOfMatches(useMatches());
  const { i18n } = useContext(I18nContext);
  const language = useMemo(() => ({ locale, t: fixedT(i18n, locale) }), [i18n, locale]);
  return <PageLanguage.Provider value={language}>{children}</PageLanguage.Provider>;
}
