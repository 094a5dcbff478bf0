import { usePageContext } from '../../src/components/site-context.tsx';
import type { OfferFacts, PaymentMethod } from '../../src/domain/shop-facts.ts';
import { numberFormat, PERCENT } from '../../src/i18n/intl.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/** A shop's record shares (builds/freshness.json): of days its feed arrived, of its offers never left unconfirmed. */
export type RecordShares = [feedDays: number | null, confirmed: number | null];

/** How a shop takes payment: one icon each, named together for screen readers and on hover (one label: a product page has a byte budget). */
function Payments({ methods }: { methods: PaymentMethod[] }) {
  const { t } = usePageTranslation();
  const names = methods.map((method) => t(`shopFacts.payment.${method}`)).join(', ');
  return (
    <span className="pays" role="img" aria-label={names} title={names}>
      {methods.map((method) => (
        <i key={method} className={`pay-${method}`} />
      ))}
    </span>
  );
}

/**
 * What a shopper weighs of a shop beside its offer, in one line that fits a phone row: its
 * record as we measured it (after hydration: it moves daily, the page does not), how it takes
 * payment and returns (icons, named for screen readers and on hover), and where the parcel comes
 * from when that is abroad. Facts the shop did not give are not shown.
 */
export function OfferShopFacts({ facts, record }: { facts: OfferFacts | null; record?: RecordShares }) {
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const percent = (share: number) => numberFormat(locale, PERCENT).format(share / 100);
  const measured = [
    record?.[0] != null ? t('offers.recordFeeds', { share: percent(record[0]) }) : null,
    record?.[1] != null ? t('offers.recordConfirmed', { share: percent(record[1]) }) : null,
  ].filter((part) => part !== null);
  if (!facts && measured.length === 0) return null;
  return (
    <small className="offer-shop">
      {measured.length > 0 ? <span className="shop-measured">{measured.join(' · ')}</span> : null}
      {facts?.payments ? <Payments methods={facts.payments} /> : null}
      {facts?.returnsDays !== undefined ? (
        <span className="fact-icon returns">{t('shopFacts.returnsShort', { count: facts.returnsDays })}</span>
      ) : null}
      {facts?.shipsFrom ? (
        <span className="cross-border">
          {t('shopFacts.deliversFrom', {
            to: t(`shopFacts.toCountry.${site.country}`),
            from: t(`shopFacts.fromCountry.${facts.shipsFrom}`),
          })}
          {facts.customs ? `, ${t(`shopFacts.customs.${facts.customs}`)}` : null}
        </span>
      ) : null}
    </small>
  );
}
