import { Fragment } from 'react';
import { AppLink } from '../../src/components/app-link.tsx';
import { ProductGrid } from '../../src/components/product-card.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref } from '../../src/lib/paths.ts';
import { missSuggestions, type MissSuggestions } from '../../src/search/miss.ts';
import { useIndexQuery } from '../../src/search/use-index-query.ts';
import { useDocCards } from './use-search-href.ts';

function LinkList({ title, links }: { title: string; links: { key: string; name: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title} className="search-facet">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <AppLink to={link.href}>{link.name}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Suggestions({ miss }: { miss: MissSuggestions }) {
  const { t, locale } = usePageTranslation();
  const cards = useDocCards(miss.popular);
  const searchHref = (q: string, brand?: string) => localizedHref('/search', locale, brand ? { q, brand } : { q });
  return (
    <>
      {miss.queries.length > 0 ? (
        <p className="search-near">
          {t('search.didYouMean')}:{' '}
          {miss.queries.map((query, index) => (
            <Fragment key={query}>
              {index > 0 ? ', ' : null}
              <AppLink to={searchHref(query)}>{query}</AppLink>
            </Fragment>
          ))}
          ?
        </p>
      ) : null}
      <div className="search-facets">
        <LinkList
          title={t('search.similarCategories')}
          links={miss.categories.map(([name, path]) => ({ key: path, name, href: localizedHref(path, locale) }))}
        />
        <LinkList
          title={t('search.similarBrands')}
          links={miss.brands.map((brand) => ({ key: brand, name: brand, href: searchHref(brand, brand) }))}
        />
      </div>
      {cards.length > 0 ? (
        <section aria-labelledby="search-popular">
          <h2 id="search-popular">{miss.category ? t('search.popularIn', { category: miss.category[0] }) : t('search.popular')}</h2>
          <ProductGrid cards={cards} />
        </section>
      ) : null}
    </>
  );
}

/**
 * A query that found nothing: said so at once, then what it may have meant, the nearest
 * categories and brands, and popular products (src/search/miss.ts); read from the index, so a
 * failure leaves the message alone.
 */
export function SearchMiss({ query }: { query: string }) {
  const { t, locale } = usePageTranslation();
  const { state } = useIndexQuery('miss', locale, query, (source) => missSuggestions(source, query));
  return (
    <div className="search-miss">
      <p role="status">{t('search.none', { query })}</p>
      {state.status === 'ready' ? <Suggestions miss={state.value} /> : null}
    </div>
  );
}
