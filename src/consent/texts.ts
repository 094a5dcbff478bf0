import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { useFeatureTexts } from '../i18n/feature-texts.ts';
import { languageTag } from '../i18n/locales.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** The consent UI's words (the keys of nuxt-cookie-control, whose behaviour the consent follows), in `locales/consent/`. */
export interface ConsentTexts {
  accept: string;
  acceptAll: string;
  bannerTitle: string;
  bannerDescription: string;
  close: string;
  cookiesNecessary: string;
  cookiesOptional: string;
  decline: string;
  declineAll: string;
  iframeBlocked: string;
  manageCookies: string;
  modalDescription: string;
  reopen: string;
  save: string;
  settingsUnsaved: string;
  groups: Record<'website' | 'mixpanel' | 'gtm' | 'cloudflare', { name: string; description: string }>;
}

/**
 * The page language's consent texts, loaded with the consent's chunk (locales/consent/<locale>.json);
 * null when they could not be loaded (the failure is logged), and the consent UI then shows nothing.
 */
export function useConsentTexts(): ConsentTexts | null {
  useFeatureTexts('consent');
  const { i18n } = useContext(I18nContext);
  const locale = useLocale();
  return (i18n.getResource(languageTag(locale), 'translation', 'consent') as ConsentTexts | undefined) ?? null;
}
