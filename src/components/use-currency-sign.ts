import { currencySign } from '../i18n/intl.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { usePageContext } from './site-context.tsx';

/** The site currency's sign as the page's language writes it (€, KM). */
export function useCurrencySign(): string {
  const { locale } = usePageTranslation();
  const { currency } = usePageContext().site;
  return currencySign(locale, currency);
}
