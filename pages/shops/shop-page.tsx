import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { Price } from '../../src/components/price.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { dayOf } from '../../src/domain/days.ts';
import type { Money } from '../../src/domain/money.ts';
import { STALE_DAYS } from '../../src/domain/rules.ts';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { numberFormat, PERCENT } from '../../src/i18n/intl.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatDay } from '../../src/lib/format-day.ts';
import type { ShopPayload } from './payload.ts';
import { ShopFactsList } from './shop-facts.tsx';

/** `part` of `whole`, with its share: "3 / 120 (3%)". */
function share(part: number, whole: number, locale: Locale): string {
  return `${part} / ${whole} (${numberFormat(locale, PERCENT).format(part / whole)})`;
}

/** What delivery costs: free, one amount, or the lowest to the highest. */
function ShippingRange({ lowest, highest }: { lowest: Money; highest: Money }) {
  const { t } = usePageTranslation();
  if (highest.minor === 0) return <>{t('shops.free')}</>;
  if (lowest.minor === highest.minor) return <Price money={lowest} />;
  return (
    <>
      <Price money={lowest} /> – <Price money={highest} />
    </>
  );
}

/** A shop's page: who it is, what delivery costs, and its record measured from our own data, with how it is measured. */
export function ShopPage() {
  useFeatureTexts('shops');
  const { shop } = useLoaderData<ShopPayload>();
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const { record } = shop;
  return (
    <>
      <Breadcrumb
        trail={[
          { name: t('shops.title'), path: '/shops' },
          { name: shop.name, path: shop.path },
        ]}
      />
      <h1>{shop.name}</h1>
      <dl className="shop-facts">
        <dt>{t('shops.country')}</dt>
        <dd>{t(`country.${site.country}`)}</dd>
        {shop.url ? (
          <>
            <dt>{t('shops.website')}</dt>
            <dd>
              <a href={shop.url} rel="nofollow noopener" target="_blank">
                {new URL(shop.url).host}
                <span className="visually-hidden"> ({t('article.newTab')})</span>
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('shops.offers')}</dt>
        <dd>{shop.offers}</dd>
        <dt>{t('shops.categories')}</dt>
        <dd>{shop.categories}</dd>
        <dt>{t('shops.delivery')}</dt>
        <dd>
          {shop.shipping === null ? null : <ShippingRange {...shop.shipping} />}
          {shop.shipping === null ||
          shop.shipping.lowest.minor !== shop.defaultShipping.minor ||
          shop.shipping.highest.minor !== shop.defaultShipping.minor ? (
            <span className="shop-default">
              {' '}
              ({t('shops.defaultDelivery')}: <ShippingRange lowest={shop.defaultShipping} highest={shop.defaultShipping} />)
            </span>
          ) : null}
        </dd>
      </dl>
      <ShopFactsList facts={shop.facts} />
      <h2>{t('shops.record', { from: formatDay(dayOf(`${record.from}T00:00:00Z`), locale), to: formatDay(dayOf(shop.asOf), locale) })}</h2>
      <dl className="shop-record">
        <dt>{t('shops.feedDays')}</dt>
        <dd>{record.feedDays === null ? t('shops.notRecorded') : share(record.feedDays.arrived, record.feedDays.of, locale)}</dd>
        <dt>{t('shops.staleOffers', { days: STALE_DAYS })}</dt>
        <dd>{record.offers === 0 ? t('shops.none') : share(record.staleOffers, record.offers, locale)}</dd>
        <dt>{t('shops.flagged')}</dt>
        <dd>{record.reductions === 0 ? t('shops.noReductions') : share(record.flagged, record.reductions, locale)}</dd>
      </dl>
      <p>
        <a href="#method">{t('shops.method')}</a>
      </p>
      <section aria-labelledby="method">
        <h2 id="method">{t('shops.method')}</h2>
        <p>{t('shops.methodFeeds')}</p>
        <p>{t('shops.methodStale', { days: STALE_DAYS })}</p>
        <p>{t('shops.methodFlagged')}</p>
        <p>{t('shops.noStars')}</p>
      </section>
    </>
  );
}
