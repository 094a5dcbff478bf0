import { AppLink } from '../../src/components/app-link.tsx';
import { DELIVERY_WITHIN } from '../../src/domain/delivery.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import type { Facet, SearchFilters, SearchResults } from '../../src/search/results.ts';
import { SEARCH_SORTS } from './search-filters.ts';
import { SearchPriceForm } from './search-price-form.tsx';
import { useSearchHref } from './use-search-href.ts';

interface Choice {
  key: string;
  label: string;
  count?: number;
  href: string;
  current: boolean;
}

/** A facet as links, with "All" first once one is chosen; shown when it offers a choice. */
function FacetList({ title, choices, all }: { title: string; choices: Choice[]; all: string | null }) {
  const { t } = usePageTranslation();
  if (choices.length === 0) return null;
  return (
    <nav aria-label={title} className="search-facet">
      <h2>{title}</h2>
      <ul>
        {all ? (
          <li>
            <AppLink to={all}>{t('search.all')}</AppLink>
          </li>
        ) : null}
        {choices.map((choice) => (
          <li key={choice.key}>
            <AppLink to={choice.href} aria-current={choice.current ? 'true' : undefined}>
              {choice.label}
              {choice.count === undefined ? null : <span className="search-facet-count"> ({choice.count})</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Facets by category, brand, availability and delivery time, the price bounds and the order (links
 * and a form: they work from a shared URL). Delivery choices carry no counts: those would need the
 * delivery column on every query, not only while the filter is on.
 */
export function SearchFacets({ query, filters, results }: { query: string; filters: SearchFilters; results: SearchResults }) {
  const { t } = usePageTranslation();
  const href = useSearchHref(query, filters);
  const facetChoices = (facets: Facet[], name: 'category' | 'brand'): Choice[] =>
    facets.length < 2 && !filters[name]
      ? []
      : facets.map((facet) => ({
          ...facet,
          key: facet.value,
          href: href({ [name]: facet.value }),
          current: facet.value === filters[name],
        }));
  const buyable = {
    key: 'buyable',
    label: t('search.buyable'),
    count: results.buyable,
    href: href({ buyable: true }),
    current: filters.buyable,
  };
  return (
    <div className="search-facets">
      <FacetList
        title={t('search.categories')}
        choices={facetChoices(results.categories, 'category')}
        all={filters.category ? href({ category: null }) : null}
      />
      <FacetList
        title={t('search.brands')}
        choices={facetChoices(results.brands, 'brand')}
        all={filters.brand ? href({ brand: null }) : null}
      />
      <FacetList title={t('search.availability')} choices={[buyable]} all={filters.buyable ? href({ buyable: false }) : null} />
      <FacetList
        title={t('search.delivery')}
        choices={DELIVERY_WITHIN.map((days) => ({
          key: String(days),
          label: t('search.within', { count: days }),
          href: href({ within: days }),
          current: days === filters.within,
        }))}
        all={filters.within === null ? null : href({ within: null })}
      />
      <section className="search-facet" aria-labelledby="search-price-title">
        <h2 id="search-price-title">{t('search.price')}</h2>
        <SearchPriceForm key={`${filters.price.min}-${filters.price.max}`} bounds={filters.price} href={(price) => href({ price })} />
      </section>
      <FacetList
        title={t('search.sort')}
        choices={SEARCH_SORTS.map((sort) => ({
          key: sort,
          label: t(`search.sort_${sort.replace('-', '_')}`),
          href: href({ sort }),
          current: sort === filters.sort,
        }))}
        all={null}
      />
    </div>
  );
}
