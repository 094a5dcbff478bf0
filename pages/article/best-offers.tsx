import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { shopPath } from '../../src/lib/paths.ts';
import { headlineStaleness, pickBestOffers } from './best-offers.ts';
import { DeliveryNote } from '../../src/components/delivery-note.tsx';
import type { OfferRow } from './payload.ts';
import { ShopLink } from './shop-link.tsx';
import { STALE, staleAt } from './offer-notes.tsx';
import { useNow } from './use-now.ts';
import type { Money } from '../../src/domain/money.ts';

/**
 * Whether an offer is stale, as its row in the table says (staleAt): by the visitor's clock once
 * known. A hook of the parts that say it, not of the page: the clock's first tick re-renders only
 * them, never the lazily loaded chart beside them.
 */
function useStale(feeds: Record<string, string> | undefined): (offer: OfferRow) => boolean {
  const now = useNow();
  return (offer) => staleAt(offer.stale, offer.lastSeen ?? feeds?.[offer.shopId] ?? null, now);
}

/**
 * Under the price and the buttons: that the lowest price is only a stale offer's, or that no offer
 * is confirmed recently (headlineStaleness). Below the variant picker, so that it coming or going
 * never moves the picker under a shopper's finger.
 */
export function StaleNote({ offers, lowest, feeds }: { offers: OfferRow[]; lowest: Money | null; feeds?: Record<string, string> }) {
  const { t } = usePageTranslation();
  const note = headlineStaleness(offers, lowest, useStale(feeds));
  return note ? <p className="stale-note">{t(`article.${note}`, STALE)}</p> : null;
}

/** The best offers in compact rows right under the price: shop, total and shipping (labelled), stock (and staleness) and delivery time, the shop's link. */
export function BestOffers({ offers, feeds }: { offers: OfferRow[]; feeds?: Record<string, string> }) {
  const { t } = usePageTranslation();
  const stale = useStale(feeds);
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
