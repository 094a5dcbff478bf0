import type { PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import type { SpecRange } from '../../src/catalogue-list/spec-range.ts';
import type { Facet, FacetValue } from '../../src/catalogue-list/types.ts';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';

/** How a facet, its values and a typed price range read on the page, in its language and the site's money. */
export function useFacetLabels() {
  const { t, locale } = usePageTranslation();
  const { currency } = usePageContext().site;
  const money = (major: number) => formatMoney({ minor: major * 100, currency }, locale);
  const range = (from: number | null, to: number | null): string => {
    if (to === null) return t('facets.priceFrom', { from: money(from ?? 0) });
    if (!from) return t('facets.priceUpTo', { to: money(to) });
    return t('facets.priceRange', { from: money(from), to: money(to) });
  };
  /** A bound of a spec's range: its value's label ("8 GB"), or the number of a link's bound that is none of its values. */
  const bound = (facet: Facet, number: number): string => {
    const value = facet.values.find((candidate) => Number(candidate.id) === number);
    return value ? (value.label ?? value.id) : String(number);
  };
  return {
    facet: (facet: Facet): string => (facet.kind === 'spec' ? (facet.label ?? facet.key) : t(`facets.${facet.kind}`)),
    /** A brand or shop as it is, a price range in the site's money, stock, delivery and specs in words. */
    value: (facet: Facet, value: FacetValue): string => {
      if (facet.kind === 'stock') return t(`facets.${value.id}`);
      if (facet.kind === 'delivery') return t('facets.within', { count: Number(value.id) });
      if (facet.kind === 'price') {
        const [from = '', to = ''] = value.id.split('-');
        return range(Number(from), to ? Number(to) : null);
      }
      return value.label ?? value.id;
    },
    bounds: (bounds: PriceBounds): string => range(bounds.min, bounds.max),
    bound,
    /** A spec's range in words: "at least 8 GB", "at most 16 GB", "8 GB – 16 GB", or the one value. */
    specRange: (facet: Facet, { min, max }: SpecRange): string => {
      if (max === null) return t('facets.atLeast', { value: bound(facet, min ?? 0) });
      if (min === null) return t('facets.atMost', { value: bound(facet, max) });
      return min === max ? bound(facet, min) : t('facets.between', { from: bound(facet, min), to: bound(facet, max) });
    },
  };
}
