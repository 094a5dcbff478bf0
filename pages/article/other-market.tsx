import { useEffect, useState } from 'react';
import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import type { OtherMarket, OtherMarketPrice } from './payload.ts';

/**
 * The product's price on the other site, read after hydration from the file beside its page
 * (its code a chunk of its own, outside the first-load JavaScript); null until then or when it fails.
 */
function useOtherMarketPrice(path: string, listed: boolean): OtherMarketPrice | null {
  const [read, setRead] = useState<{ path: string; price: OtherMarketPrice } | null>(null);
  useEffect(() => {
    if (!listed) return;
    let current = true;
    import('./other-market-price.ts')
      .then((module) => module.readOtherMarketPrice(path))
      .then(
        (price) => {
          if (current && price) setRead({ path, price });
        },
        // The line keeps its link; the price is the part that could not be read.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [path, listed]);
  return read?.path === path ? read.price : null;
}

/**
 * The product's lowest price on the other site, converted into this site's currency, with a link
 * there. The price comes after hydration (its line keeps its room meanwhile); the link is in the HTML.
 */
export function OtherMarketLine({ market, path }: { market: OtherMarket | null; path: string }) {
  const { t, locale } = usePageTranslation();
  const price = useOtherMarketPrice(path, market !== null);
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
