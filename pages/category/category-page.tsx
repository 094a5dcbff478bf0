import { useDeferredValue, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { foldText } from '../../src/lib/paths.ts';
import type { CategoryPayload } from './payload.ts';

/** Cards rendered at first; the rest on request, to keep the page's DOM small. */
const FIRST_CARDS = 48;

export function CategoryPage() {
  const payload = useLoaderData<CategoryPayload>();
  const { t } = usePageTranslation();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = foldText(deferred).split(/\s+/).filter(Boolean);
    if (words.length === 0) return payload.products;
    return payload.products.filter((card) => {
      const name = foldText(card.name);
      return words.every((word) => name.includes(word));
    });
  }, [deferred, payload.products]);
  return (
    <>
      <Breadcrumb trail={[payload.menu, payload.subMenu, payload.category]} />
      <h1>{payload.category.name}</h1>
      <div className="filter">
        <label htmlFor="category-filter">{t('category.filterLabel')}</label>
        <input
          id="category-filter"
          type="search"
          value={query}
          placeholder={t('category.filterPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <output htmlFor="category-filter" aria-live="polite">
          {t('category.showing', { count: shown.length })}
        </output>
      </div>
      {shown.length > 0 ? (
        <ProductGrid cards={showAll ? shown : shown.slice(0, FIRST_CARDS)} />
      ) : (
        <p>{t('category.noMatch', { query: deferred })}</p>
      )}
      {!showAll && shown.length > FIRST_CARDS ? (
        <button type="button" className="show-more" onClick={() => setShowAll(true)}>
          {t('category.showAll', { count: shown.length })}
        </button>
      ) : null}
    </>
  );
}
