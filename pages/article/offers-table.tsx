import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { isBuyable } from '../../src/domain/availability.ts';
import { otherCurrency } from '../../src/domain/money.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { shopPath } from '../../src/lib/paths.ts';
import { DeliveryNote } from '../../src/components/delivery-note.tsx';
import { DiscountNote, OfferProvenance } from './offer-notes.tsx';
import type { OfferRow } from './payload.ts';
import { ShopLink } from './shop-link.tsx';
import { OfferShopFacts, type RecordShares } from './offer-shop-facts.tsx';

/** `feeds`, `records`: each shop's latest feed time and record, once loaded (latest-figures.ts). */
export interface OffersProps {
  offers: OfferRow[];
  feeds?: Record<string, string>;
  records?: Record<string, RecordShares>;
}

export function OffersTable({ offers, feeds, records }: OffersProps) {
  const { t, locale } = usePageTranslation();
  if (offers.length === 0) return <p>{t('article.noOffers')}</p>;
  return (
    <table className="offers">
      <thead>
        <tr>
          <th scope="col">{t('article.shop')}</th>
          <th scope="col">{t('article.price')}</th>
          <th scope="col">{t('article.shipping')}</th>
          <th scope="col">{t('article.total')}</th>
          <th scope="col">{t('article.availability')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('article.toShop')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.url} className={isBuyable(offer.availability) ? undefined : 'unavailable'}>
            <th scope="row">
              <LocaleLink to={shopPath(offer.shopId)}>{offer.shop}</LocaleLink>
              <OfferShopFacts facts={offer.facts} record={records?.[offer.shopId]} />
            </th>
            <td data-label={t('article.price')}>
              {formatMoney(offer.price, locale)}
              {offer.converted ? (
                <small className="converted">{t('article.converted', { currency: otherCurrency(offer.price.currency) })}</small>
              ) : null}
              {offer.discount ? <DiscountNote discount={offer.discount} /> : null}
            </td>
            <td data-label={t('article.shipping')}>
              {offer.shipping.minor === 0 ? t('article.freeShipping') : formatMoney(offer.shipping, locale)}
              <DeliveryNote delivery={offer.delivery} />
            </td>
            <td data-label={t('article.total')}>
              <Price money={offer.total} className="total" />
            </td>
            <td className={`availability ${offer.availability}`}>
              {t(`availability.${offer.availability}`)}
              <OfferProvenance offer={offer} seen={offer.lastSeen ?? feeds?.[offer.shopId] ?? null} />
            </td>
            <td>
              <ShopLink offer={offer} className="to-shop" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
