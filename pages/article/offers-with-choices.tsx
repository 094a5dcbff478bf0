import { useId, useState } from 'react';
import { DELIVERY_WITHIN } from '../../src/domain/delivery.ts';
import { chooseOffers, type OfferChoices, type OfferSort } from '../../src/domain/offer-order.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { OffersTable, type OffersProps } from './offers-table.tsx';

const ALL: OfferChoices = { sort: 'total', inStock: false, within: null };

/**
 * A product's offers with the shopper's choices: ordered by total or by delivery time, only in
 * stock, only those that arrive within N working days (src/domain/offer-order.ts). The controls
 * come with the app (they need it): a page without it lists every offer in the listed order, and
 * writes no controls that would do nothing.
 */
export function OffersWithChoices({ offers, feeds, records }: OffersProps) {
  const { t } = usePageTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [choices, setChoices] = useState<OfferChoices>(ALL);
  const choose = (change: Partial<OfferChoices>) => setChoices((current) => ({ ...current, ...change }));
  if (!hydrated || offers.length < 2) return <OffersTable offers={offers} feeds={feeds} records={records} />;
  const shown = chooseOffers(offers, choices);
  return (
    <>
      <div className="offers-choices">
        <span>
          <label htmlFor={`${id}-sort`}>{t('offers.sortBy')}</label>{' '}
          <select id={`${id}-sort`} value={choices.sort} onChange={(event) => choose({ sort: event.currentTarget.value as OfferSort })}>
            <option value="total">{t('offers.sortTotal')}</option>
            <option value="delivery">{t('offers.sortDelivery')}</option>
          </select>
        </span>
        <span>
          <label htmlFor={`${id}-within`}>{t('offers.deliveryTime')}</label>{' '}
          <select
            id={`${id}-within`}
            value={choices.within ?? ''}
            onChange={(event) => choose({ within: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
          >
            <option value="">{t('offers.anyTime')}</option>
            {DELIVERY_WITHIN.map((days) => (
              <option key={days} value={days}>
                {t('offers.within', { count: days })}
              </option>
            ))}
          </select>
        </span>
        <label className="check">
          <input type="checkbox" checked={choices.inStock} onChange={(event) => choose({ inStock: event.currentTarget.checked })} />{' '}
          {t('offers.inStockOnly')}
        </label>
      </div>
      <p className="offers-shown" aria-live="polite">
        {shown.length < offers.length ? (
          <>
            {`${t('offers.shown', { shown: shown.length, count: offers.length })} `}
            <button type="button" className="button" onClick={() => setChoices(ALL)}>
              {t('offers.showAll')}
            </button>
          </>
        ) : null}
      </p>
      {shown.length > 0 ? <OffersTable offers={shown} feeds={feeds} records={records} /> : <p>{t('offers.noneMatch')}</p>}
    </>
  );
}
