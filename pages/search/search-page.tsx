import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { SearchForm } from '../../src/components/search-form.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import type { ProductCardData } from '../../src/components/payload-parts.ts';
import { loadSearchIndex, searchEntries, type SearchEntry } from './search-index.ts';

type IndexState = { status: 'loading' } | { status: 'ready'; entries: SearchEntry[] } | { status: 'failed' };

export function SearchPage() {
  const { t } = usePageTranslation();
  const { site } = usePageContext();
  const [params] = useSearchParams();
  // The prerendered page has no query; the URL's is used once hydrated.
  const query = useHydrated() ? (params.get('q') ?? '').trim() : '';
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });

  useEffect(() => {
    if (!query || index.status === 'ready') return;
    loadSearchIndex().then(
      (entries) => setIndex({ status: 'ready', entries }),
      () => setIndex({ status: 'failed' }),
    );
  }, [query, index.status]);

  let body;
  if (!query) body = <p>{t('search.prompt')}</p>;
  else if (index.status === 'failed') body = <p role="alert">{t('search.failed')}</p>;
  else if (index.status === 'loading') body = <p aria-busy="true">{t('search.loading')}</p>;
  else {
    const { hits, total } = searchEntries(index.entries, query);
    const cards: ProductCardData[] = hits.map(([path, name, image, minor, shops]) => ({
      path,
      name,
      image,
      price: minor >= 0 ? { minor, currency: site.currency } : null,
      shops,
    }));
    body =
      total === 0 ? (
        <p>{t('search.none', { query })}</p>
      ) : (
        <>
          <p aria-live="polite">{t('search.results', { count: total, query })}</p>
          <ProductGrid cards={cards} />
        </>
      );
  }
  return (
    <>
      <h1>{t('search.title')}</h1>
      <SearchForm id="search-page-input" query={query} landmark={false} />
      {/* Results arrive after load: the space is kept so that nothing below them moves. */}
      <div className="search-results">{body}</div>
    </>
  );
}
