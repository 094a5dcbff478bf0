import { useEffect } from 'react';
import { hasBounds, NO_BOUNDS, type PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import { AppLink } from '../../src/components/app-link.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { NO_FILTERS, type SearchFilters, type SearchResults } from '../../src/search/results.ts';
import { useSearchHref } from './use-search-href.ts';

/** The id of the results count, which takes the focus when the last chip is removed. */
export const COUNT_ID = 'search-count';

/** The place of the chip last removed: the results that follow put the focus on the chip now there. */
let removedAt: number | null = null;

function usePriceLabel(): (bounds: PriceBounds) => string {
  const { t, locale } = usePageTranslation();
  const { currency } = usePageContext().site;
  const money = (major: number) => formatMoney({ minor: major * 100, currency }, locale);
  return ({ min, max }) => {
    const range =
      max === null
        ? t('search.priceFrom', { from: money(min ?? 0) })
        : min === null
          ? t('search.priceUpTo', { to: money(max) })
          : t('search.priceRange', { from: money(min), to: money(max) });
    return `${t('search.price')}: ${range}`;
  };
}

/**
 * The filters that are on, above the cards: each a link to the results without it, and one to
 * the results without any. Focus goes to the chip that takes the removed one's place or, when none
 * is left, to the results count, so a keyboard user is not sent back to the top of the page.
 */
export function SearchChips({ query, filters, results }: { query: string; filters: SearchFilters; results: SearchResults }) {
  const { t } = usePageTranslation();
  const href = useSearchHref(query, filters);
  const priceLabel = usePriceLabel();
  const chips: { key: string; label: string; without: Partial<SearchFilters> }[] = [];
  const category = results.categories.find((facet) => facet.value === filters.category);
  if (filters.category) chips.push({ key: 'category', label: category?.label ?? filters.category, without: { category: null } });
  if (filters.brand) chips.push({ key: 'brand', label: filters.brand, without: { brand: null } });
  if (hasBounds(filters.price)) chips.push({ key: 'price', label: priceLabel(filters.price), without: { price: NO_BOUNDS } });
  if (filters.buyable) chips.push({ key: 'buyable', label: t('search.buyable'), without: { buyable: false } });
  if (filters.within !== null)
    chips.push({ key: 'delivery', label: t('search.within', { count: filters.within }), without: { within: null } });
  useEffect(() => {
    if (removedAt === null) return;
    const links = document.querySelectorAll<HTMLElement>('.search-chips .chip');
    (links[Math.min(removedAt, links.length - 1)] ?? document.getElementById(COUNT_ID))?.focus();
    removedAt = null;
    // Once the results without the removed filter are shown: at once when they were asked before.
  }, [results]);
  if (chips.length === 0) return null;
  return (
    <ul className="chips search-chips" aria-label={t('search.active')}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <AppLink to={href(chip.without)} className="button chip" onClick={() => (removedAt = index)}>
            <span className="visually-hidden">{t('search.remove')} </span>
            {chip.label}
            <span aria-hidden="true">×</span>
          </AppLink>
        </li>
      ))}
      <li>
        <AppLink to={href({ ...NO_FILTERS, sort: filters.sort })} className="button" onClick={() => (removedAt = 0)}>
          {t('search.clearAll')}
        </AppLink>
      </li>
    </ul>
  );
}
