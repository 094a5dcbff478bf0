import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import type { OtherMarket } from './payload.ts';
import { useSideFile } from './use-side-file.ts';

/** The product's price on the other site, from the file beside its page (other-market-price.ts, a chunk of its own). */
const readPrice = (path: string) => import('./other-market-price.ts').then((module) => module.readOtherMarketPrice(path));

/**
 * The product's lowest price on the other site, converted into this site's currency, with a link
 * there. The price comes after hydration (its line keeps its room meanwhile); the link is in the HTML.
 */
export function OtherMarketLine({ market, path }: { market: OtherMarket | null; path: string }) {
  const { t, locale } = usePageTranslation();
  // The line keeps its link when the price cannot be read.
  const price = useSideFile(market ? path : null, readPrice);
  if (!market) return null;
  const { domain, url } = market;
  const lowest = price?.lowest;
  return (
    <div className="other-market">
      <p className="other-market-price">
        {lowest ? (
          <>
            <span>{t('otherMarket.lowest', { domain })}</span> <Price money={lowest.converted} />{' '}
            <small className="converted">{t('otherMarket.converted', { amount: formatMoney(lowest.original, locale) })}</small>
          </>
        ) : price ? (
          t('otherMarket.unavailable', { domain })
        ) : null}
      </p>
      <p>
        <a href={url}>{t('otherMarket.link', { domain })}</a>
      </p>
    </div>
  );
}
