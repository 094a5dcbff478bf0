import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import type { OtherMarket } from './payload.ts';

/** The product's lowest price on the other site, converted into this site's currency, with a link there. */
export function OtherMarketLine({ market }: { market: OtherMarket | null }) {
  const { t, locale } = usePageTranslation();
  if (!market) return null;
  const { domain, url, lowest } = market;
  return (
    <div className="other-market">
      {lowest ? (
        <p>
          <span>{t('otherMarket.lowest', { domain })}</span> <Price money={lowest.converted} />{' '}
          <small className="converted">{t('otherMarket.converted', { amount: formatMoney(lowest.original, locale) })}</small>
        </p>
      ) : (
        <p>{t('otherMarket.unavailable', { domain })}</p>
      )}
      <p>
        <a href={url}>{t('otherMarket.link', { domain })}</a>
      </p>
    </div>
  );
}
