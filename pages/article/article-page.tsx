import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { CompareToggle } from '../../src/compare/compare-toggle.tsx';
import { FollowToggle } from '../../src/watchlist/follow-toggle.tsx';
import { Price } from '../../src/components/price.tsx';
import { ProductPicture } from '../../src/components/product-picture.tsx';
import { hasBuyableOffer } from '../../src/domain/availability.ts';
import { lowestBuyableTotal, totalBesidePrice } from '../../src/domain/offers.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { FeedLink } from '../../src/components/feed-link.tsx';
import { BestOffers, StaleNote } from './best-offers.tsx';
import { OffersWithChoices } from './offers-with-choices.tsx';
import { OtherMarketLine } from './other-market.tsx';
import type { ArticlePayload } from './payload.ts';
import { PriceChartSlot } from './price-chart/chart-slot.tsx';
import { PriceAlert } from '../../src/alerts/price-alert.tsx';
import { PriceCheckPanel } from './price-check.tsx';
import { useLatestFigures } from './use-latest-figures.ts';
import { VariantPicker } from './variant-picker.tsx';

export function ArticlePage() {
  const payload = useLoaderData<ArticlePayload>();
  const { product, lowest, offers, otherMarket, family, menu, subMenu, category } = payload;
  const latest = useLatestFigures(payload);
  const { history, priceCheck } = latest ?? payload;
  const { t } = usePageTranslation();
  const buyableTotal = lowestBuyableTotal(offers, (offer) => offer.total);
  const lowestTotal = totalBesidePrice(lowest, buyableTotal);
  return (
    <>
      <Breadcrumb trail={[menu, subMenu, category, { name: product.name, path: product.path }]} />
      <article className="article">
        <h1>{product.name}</h1>
        <div className="article-top">
          <ProductPicture
            className="article-image"
            image={product.image}
            alt={product.name}
            size={256}
            sizes="(min-width: 40rem) 16rem, 12rem"
            fetchPriority="high"
          />
          <div className="article-summary">
            {/* What a shopper pays delivered first, where it differs from the price alone, the price beside it (docs/price-rules.md). */}
            {lowestTotal ? (
              <p className="lowest-total">
                <span>{t('article.lowestTotal')}</span> <Price money={lowestTotal} className="price big" />
              </p>
            ) : null}
            <p className="lowest">
              <span>{t('article.lowest')}</span> {lowest ? <Price money={lowest} className={lowestTotal ? 'price' : 'price big'} /> : '—'}
            </p>
            <OtherMarketLine market={otherMarket} path={product.path} />
            {family ? <VariantPicker family={family} /> : null}
            <div className="button-row">
              <CompareToggle path={product.path} name={product.name} />
              <FollowToggle path={product.path} name={product.name} price={lowest} inStock={hasBuyableOffer(offers)} />
            </div>
            <StaleNote offers={offers} lowest={lowest} feeds={latest?.feeds} />
          </div>
          <BestOffers offers={offers} feeds={latest?.feeds} />
          <PriceCheckPanel
            check={priceCheck}
            asOf={history.today}
            builtAsOf={latest?.moved ? payload.history.today : undefined}
            historyPath={product.path}
          />
        </div>
        <PriceChartSlot key={product.path} history={history} />
        {/* Beside the price history, where a shopper decides to wait for a lower price, as Geizhals' price alarm is. */}
        <PriceAlert path={product.path} total={buyableTotal} family={Boolean(family)} />
        <FeedLink path={product.path} />
        <section className="below-fold" aria-labelledby="offers">
          <h2 id="offers">{t('article.offers')}</h2>
          <OffersWithChoices offers={offers} feeds={latest?.feeds} records={latest?.records} />
        </section>
        <section className="below-fold" aria-labelledby="specs">
          <h2 id="specs">{t('article.specs')}</h2>
          <dl className="ids">
            <dt>{t('article.brand')}</dt>
            <dd>{product.brand}</dd>
            {product.mpn ? (
              <>
                <dt>{t('article.mpn')}</dt>
                <dd>{product.mpn}</dd>
              </>
            ) : null}
            {product.gtin ? (
              <>
                <dt>{t('article.gtin')}</dt>
                <dd>{product.gtin}</dd>
              </>
            ) : null}
          </dl>
          <table className="specs">
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.label}>
                  <th scope="row">{spec.label}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </article>
    </>
  );
}
