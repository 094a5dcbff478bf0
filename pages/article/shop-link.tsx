import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import type { OfferRow } from './payload.ts';

/** The link to an offer at its shop, in a new tab; its name says which shop. */
export function ShopLink({ offer, className }: { offer: Pick<OfferRow, 'shop' | 'url'>; className: string }) {
  const { t } = usePageTranslation();
  return (
    <a className={`button button-primary ${className}`} href={offer.url} target="_blank" rel="nofollow noopener sponsored">
      {t('article.toShop')}
      <span className="visually-hidden">{` (${offer.shop}, ${t('article.newTab')})`}</span>
    </a>
  );
}
