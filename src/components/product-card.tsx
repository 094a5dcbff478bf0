import { memo } from 'react';
import type { ProductCardData } from './payload-parts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { formatMoney } from '../lib/money.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { FollowToggle } from '../watchlist/follow-toggle.tsx';
import { LocaleLink } from './locale-link.tsx';

/** `eager`: in the first screenful, loaded at once; `first`: the likely largest paint, fetched before the scripts. */
function ProductCard({ card, eager = false, first = false }: { card: ProductCardData; eager?: boolean; first?: boolean }) {
  const { t, locale } = usePageTranslation();
  return (
    <li className="card">
      <LocaleLink to={card.path} className="card-link">
        <img
          src={card.image}
          alt=""
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={first ? 'high' : undefined}
        />
        <span className="card-name">{card.name}</span>
      </LocaleLink>
      <span className="card-price">{card.price ? t('card.from', { price: formatMoney(card.price, locale) }) : t('card.noPrice')}</span>
      <span className="card-shops">{t('card.shops', { count: card.shops })}</span>
      {card.dropPercent ? <span className="card-drop">{t('card.drop', { percent: card.dropPercent })}</span> : null}
      <CompareToggle path={card.path} name={card.name} />
      <FollowToggle path={card.path} name={card.name} price={card.price} />
    </li>
  );
}

/** Memoised: a view's re-render that keeps the same cards (its controls enabled after hydration) skips them. */
export const ProductGrid = memo(function ProductGrid({ cards, eagerCount = 4 }: { cards: ProductCardData[]; eagerCount?: number }) {
  return (
    <ul className="grid">
      {cards.map((card, index) => (
        <ProductCard key={card.path} card={card} eager={index < eagerCount} first={index === 0} />
      ))}
    </ul>
  );
});

/** Placeholder cards while a page's payload loads. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid" aria-busy="true" data-testid="skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card skeleton">
          <span className="skeleton-image" />
          <span className="skeleton-line" />
          <span className="skeleton-line short" />
        </li>
      ))}
    </ul>
  );
}
