import { Fragment, type ReactNode } from 'react';
import type { ShopFacts } from '../../src/domain/shop-facts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/**
 * What the operator entered about a shop (src/domain/shop-facts.ts), each only where the shop
 * gave it: nothing is filled in. None given: the section says so, so a shopper knows to ask.
 */
export function ShopFactsList({ facts }: { facts: ShopFacts }) {
  const { t } = usePageTranslation();
  const country = (code: string) => t(`country.${code}`);
  const rows: [string, ReactNode][] = [];
  if (facts.company) rows.push([t('shops.company'), facts.company]);
  if (facts.address) rows.push([t('shops.address'), facts.address]);
  if (facts.country) rows.push([t('shops.registeredIn'), country(facts.country)]);
  if (facts.registration) rows.push([t('shops.registration'), facts.registration]);
  if (facts.email || facts.phone) {
    rows.push([
      t('shops.contact'),
      <>
        {facts.email ? <a href={`mailto:${facts.email}`}>{facts.email}</a> : null}
        {facts.email && facts.phone ? ' · ' : null}
        {facts.phone ? <a href={`tel:${facts.phone.replace(/[^\d+]/g, '')}`}>{facts.phone}</a> : null}
      </>,
    ]);
  }
  if (facts.payments) rows.push([t('shops.payments'), facts.payments.map((method) => t(`shopFacts.payment.${method}`)).join(', ')]);
  if (facts.deliversTo) rows.push([t('shops.deliversTo'), facts.deliversTo.map(country).join(', ')]);
  if (facts.shipsFrom) {
    const customs = facts.customs ? `, ${t(`shopFacts.customs.${facts.customs}`)}` : '';
    rows.push([t('shops.shipsFrom'), `${country(facts.shipsFrom)}${customs}`]);
  }
  if (facts.returnsDays !== undefined) rows.push([t('shops.returns'), t('shops.returnsDays', { count: facts.returnsDays })]);
  if (facts.warranty) rows.push([t('shops.warranty'), t(`shops.warrantyBy.${facts.warranty}`)]);
  return (
    <section aria-labelledby="shop-facts">
      <h2 id="shop-facts">{t('shops.factsTitle')}</h2>
      {rows.length > 0 ? (
        <dl className="shop-facts">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p>{t('shops.noFacts')}</p>
      )}
      <p className="facts-note">{t('shops.factsNote')}</p>
    </section>
  );
}
