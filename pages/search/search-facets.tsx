import { AppLink } from '../../src/components/app-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref } from '../../src/lib/paths.ts';
import { type Facet, type SearchFilters, type SearchResults, type SearchSort } from '../../src/search/results.ts';

type Choice = Partial<Record<keyof SearchFilters, string | null>>;

/** The results page's URL with some filters changed; a shared link shows the same. */
function useSearchHref(query: string, filters: SearchFilters) {
  const { locale } = usePageTranslation();
  return (change: Choice) => {
    const next = { ...filters, ...change };
    const params: Record<string, string> = { q: query };
    if (next.category) params.category = next.category;
    if (next.brand) params.brand = next.brand;
    if (next.sort && next.sort !== 'relevance') params.sort = next.sort;
    return localizedHref('/search', locale, params);
  };
}

function FacetList({
  title,
  facets,
  chosen,
  href,
  name,
}: {
  title: string;
  facets: Facet[];
  chosen: string | null;
  href: (change: Choice) => string;
  name: 'category' | 'brand';
}) {
  const { t } = usePageTranslation();
  if (facets.length < 2 && !chosen) return null;
  return (
    <nav aria-label={title} className="search-facet">
      <h2>{title}</h2>
      <ul>
        {chosen ? (
          <li>
            <AppLink to={href({ [name]: null })}>{t('search.all')}</AppLink>
          </li>
        ) : null}
        {facets.map((facet) => (
          <li key={facet.value}>
            <AppLink to={href({ [name]: facet.value })} aria-current={facet.value === chosen ? 'true' : undefined}>
              {facet.label} <span className="search-facet-count">({facet.count})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Facets by category and brand and the price order, as links (they work from a shared URL). */
export function SearchFacets({ query, filters, results }: { query: string; filters: SearchFilters; results: SearchResults }) {
  const { t } = usePageTranslation();
  const href = useSearchHref(query, filters);
  const sorts: SearchSort[] = ['relevance', 'price-asc', 'price-desc'];
  return (
    <div className="search-facets">
      <FacetList title={t('search.categories')} facets={results.categories} chosen={filters.category} href={href} name="category" />
      <FacetList title={t('search.brands')} facets={results.brands} chosen={filters.brand} href={href} name="brand" />
      <nav aria-label={t('search.sort')} className="search-facet">
        <h2>{t('search.sort')}</h2>
        <ul>
          {sorts.map((sort) => (
            <li key={sort}>
              <AppLink to={href({ sort })} aria-current={sort === filters.sort ? 'true' : undefined}>
                {t(`search.sort_${sort.replace('-', '_')}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
