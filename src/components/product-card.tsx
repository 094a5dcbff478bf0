import { memo, Suspense } from 'react';
import { familySpanTexts } from './family-spans.ts';
import type { ProductCardData } from './payload-parts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { formatMoney } from '../lib/money.ts';
import { localizeSpecText } from '../lib/spec-value.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { FollowToggle } from '../watchlist/follow-toggle.tsx';
import { LocaleLink } from './locale-link.tsx';
import { GridLists, runs } from './grid-lists.tsx';
import { ProductPicture } from './product-picture.tsx';
import { CARD_SIZES } from '../lib/picture.ts';

/**
 * One card: picture and name (the link, the name on two lines with the whole of it in `title`),
 * key specs, price (and under it the lowest total with delivery, where it differs), shop count,
 * and the compare and follow buttons at its foot. Its parts are rows of the grid's (lists.css),
 * so prices and buttons line up across a row whatever the names' length.
 * `eager`: in the first screenful, loaded at once; `first`: the likely largest paint, fetched before the scripts.
 */
function ProductCard({ card, eager = false, first = false }: { card: ProductCardData; eager?: boolean; first?: boolean }) {
  const { t, locale } = usePageTranslation();
  // A family's card: its name, and what its variants span in place of one variant's specs.
  const name = card.family?.name ?? card.name;
  const specs = card.family ? familySpanTexts(card.family.spans, t) : card.specs?.map((spec) => localizeSpecText(spec, locale));
  return (
    <li className="card" role="listitem">
      <LocaleLink to={card.path} className="card-link">
        <ProductPicture
          image={card.image}
          alt=""
          size={160}
          sizes={CARD_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
        <span className="card-name" title={name}>
          {name}
        </span>
      </LocaleLink>
      {specs ? (
        <ul className="card-specs">
          {specs.map((spec, index) => (
            <li key={index}>{spec}</li>
          ))}
        </ul>
      ) : null}
      <span className="card-prices">
        <span className="card-price">{card.price ? t('card.from', { price: formatMoney(card.price, locale) }) : t('card.noPrice')}</span>
        {card.total ? (
          <span className="card-total"> {t('card.delivered', { price: formatMoney(card.total, locale) })}</span>
        ) : card.freeDelivery ? (
          <span className="card-total"> {t('card.freeDelivery')}</span>
        ) : null}
      </span>
      <span className="card-shops">{t('card.shops', { count: card.shops })}</span>
      {card.dropPercent ? <span className="card-drop">{t('card.drop', { percent: card.dropPercent })}</span> : null}
      <div className="card-foot">
        <CompareToggle path={card.path} name={card.name} />
        <FollowToggle path={card.path} name={card.name} price={card.price} />
      </div>
    </li>
  );
}

/** Cards a hydration commits at once: a phone's first screenful and some, a fraction of a long grid. */
const CARDS_PER_PART = 4;

/**
 * Memoised: a view's re-render that keeps the same cards (its controls enabled after hydration) skips them.
 * The cards in the grid's lists of twelve (GridLists: the lists after the first laid out when scrolled near).
 * The cards come in parts of their own, each a Suspense boundary that never suspends: hydrating
 * the page, React leaves each part to a later render and commit of its own (a tap on a card
 * not yet hydrated hydrates its part first and is replayed), so a long grid is not one long
 * task on a phone. Rendering afresh (a navigation), the parts are rendered with the rest.
 */
export const ProductGrid = memo(function ProductGrid({ cards, eagerCount = 4 }: { cards: ProductCardData[]; eagerCount?: number }) {
  return (
    <GridLists items={cards}>
      {(list, listStart) =>
        runs(list, CARDS_PER_PART).map((part, partIndex) => (
          <Suspense key={part[0]?.path}>
            {part.map((card, inPart) => {
              const index = listStart + partIndex * CARDS_PER_PART + inPart;
              return <ProductCard key={card.path} card={card} eager={index < eagerCount} first={index === 0} />;
            })}
          </Suspense>
        ))
      }
    </GridLists>
  );
});
