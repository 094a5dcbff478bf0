import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { shopPath } from '../../src/lib/paths.ts';
import { pickBestOffers } from './best-offers.ts';
import { DeliveryNote } from '../../src/components/delivery-note.tsx';
import type { OfferRow } from './payload.ts';
import { ShopLink } from './shop-link.tsx';
import { STALE } from './offer-notes.tsx';

/** The best offers in compact rows right under the price: shop, total and shipping (labelled), stock (and staleness) and delivery time, the shop's link. */
export function BestOffers({ offers, stale }: { offers: OfferRow[]; stale: (offer: OfferRow) => boolean }) {
  const { t } = usePageTranslation();
  const best = pickBestOffers(offers);
  if (best.length === 0) return null;
  return (
    <section className="best-offers" aria-labelledby="best-offers">
      <h2 id="best-offers">{t('article.bestOffers')}</h2>
      <ol>
        {best.map((offer) => (
          <li key={offer.url} className="best-offer">
            <LocaleLink to={shopPath(offer.shopId)} className="best-offer-shop">
              {offer.shop}
            </LocaleLink>
            <dl className="best-offer-figures">
              <div>
                <dt>{t('article.total')}</dt>
                <dd>
                  <Price money={offer.total} className="total" />
                </dd>
              </div>
              <div>
                <dt>{t('article.shipping')}</dt>
                <dd>{offer.shipping.minor === 0 ? t('article.freeShipping') : <Price money={offer.shipping} />}</dd>
              </div>
            </dl>
            <span className="best-offer-stock">
              {stale(offer) ? <strong className="stale-label">{t('offers.stale', STALE)}</strong> : null}
              {t(`availability.${offer.availability}`)}
              <DeliveryNote delivery={offer.delivery} className="best-offer-delivery" />
            </span>
            <ShopLink offer={offer} className="best-offer-link" />
          </li>
        ))}
      </ol>
      <a className="all-offers" href="#offers">
        {t('article.allOffers', { count: offers.length })}
      </a>
    </section>
  );
}
