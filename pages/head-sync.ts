import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../src/components/site-context.tsx';
import { languageTag } from '../src/i18n/locales.ts';
import { useLocale } from '../src/i18n/use-locale.ts';
import { buildHead } from './head.ts';
import type { Payload } from './payload.ts';

function setMeta(selector: string, attribute: string, value: string | null): void {
  const element = document.head.querySelector(selector);
  if (element && value !== null) element.setAttribute(attribute, value);
}

/** After a client navigation, the head says what the prerendered page of that path says. */
export function useHeadSync(): void {
  const matches = useMatches();
  const payload = matches[matches.length - 1]?.data as Payload | undefined;
  const { site } = usePageContext();
  const locale = useLocale();
  const { t } = useTranslation('translation', { lng: languageTag(locale) });
  useEffect(() => {
    if (!payload?.screen) return;
    const head = buildHead(payload, site, t);
    document.title = head.title;
    document.documentElement.lang = head.lang;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('link[rel="canonical"]', 'href', head.canonical);
  }, [payload, site, t]);
}
