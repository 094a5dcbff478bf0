import { showsCounts, type FacetKind } from '../../../src/catalogue-list/facet-kinds.ts';
import type { CategoryList, ListFacet } from '../../../src/catalogue-list/list-schema.ts';
import { MAX_FACET_VALUES, type Facet } from '../../../src/catalogue-list/types.ts';
import { DAY_MS } from '../../../src/domain/days.ts';
import { deliveryChoicesMet, fastestDelivery } from '../../../src/domain/delivery.ts';
import type { ProductCardData } from '../../../src/components/payload-parts.ts';
import { pointCount, unpackPoint } from '../../catalogue/offer-history.ts';
import type { SnapshotNode, SnapshotProduct } from '../../catalogue/snapshot.ts';
import { lowestTotal, productCard } from './common.ts';
import type { SiteIndex } from '../site-index.ts';
import { chooseSpecKeys, priceRanges, stockOf } from './category-facets.ts';
import { RangeCounter } from '../../../src/catalogue-list/range-counts.ts';
import { groupCategoryRows, type CategoryRow } from './category-families.ts';

/** A facet before its labels are put in a language: values with their counts and a column. */
export interface FacetColumn {
  key: string;
  kind: FacetKind;
  /** The spec's key (spec facets). */
  spec?: string;
  values: { id: string; label?: string; count?: number }[];
  /** A numeric spec's range counts (Facet `from` and `to`); its values then carry none. */
  range?: { from: number[]; to: number[] };
  multi: boolean;
  column: number[];
}

/** A category's data, built once per site and shared by its pages in every language and its list file. */
export interface CategoryParts {
  /** Its cards in the default order (most offers, then name): one per family, one per product alone (category-families.ts). */
  cards: ProductCardData[];
  facets: FacetColumn[];
  list: CategoryList;
}

/** Day the product was first listed on the site: its offers' first change point. */
function listedDay(product: SnapshotProduct): number {
  let first = Infinity;
  for (const offer of product.offers) {
    if (pointCount(offer.history) > 0) first = Math.min(first, Date.parse(unpackPoint(offer.history, 0).at));
  }
  return Number.isFinite(first) ? Math.floor(first / DAY_MS) : 0;
}

/**
 * A facet whose values are what `valuesOf` gives each product: the most common
 * MAX_FACET_VALUES values (in `order`, else by count then name), a facet only with two or more.
 */
function facetOf(
  products: SnapshotProduct[],
  key: string,
  kind: FacetKind,
  valuesOf: (product: SnapshotProduct, index: number) => string[],
  options: {
    order?: (a: string, b: string) => number;
    labels?: Map<string, string>;
    spec?: string;
    unitOf?: number[];
    range?: boolean;
  } = {},
): FacetColumn | null {
  const perProduct = products.map(valuesOf);
  // A value counts cards: a family's products (next to each other) count once.
  const counts = new Map<string, number>();
  const lastUnit = new Map<string, number>();
  perProduct.forEach((ids, index) => {
    const unit = options.unitOf?.[index] ?? index;
    for (const id of ids) {
      if (lastUnit.get(id) === unit) continue;
      lastUnit.set(id, unit);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  });
  const ids = [...counts.keys()]
    .sort((a, b) => (counts.get(b) as number) - (counts.get(a) as number) || a.localeCompare(b, 'en'))
    .slice(0, MAX_FACET_VALUES);
  if (ids.length < 2) return null;
  if (options.order) ids.sort(options.order);
  const index = new Map(ids.map((id, position) => [id, position]));
  // A product has every shop it is sold at, and meets every delivery choice from its fastest days up.
  const multi = kind === 'shop' || kind === 'delivery';
  const column = perProduct.map((values) => {
    let cell = multi ? 0 : -1;
    for (const id of values) {
      const position = index.get(id);
      if (position === undefined) continue;
      cell = multi ? cell | (1 << position) : position;
    }
    return cell;
  });
  return {
    key,
    kind,
    ...(options.spec ? { spec: options.spec } : {}),
    values: ids.map((id) => ({
      id,
      ...(options.labels?.has(id) ? { label: options.labels.get(id) } : {}),
      ...(showsCounts(kind) && !options.range ? { count: counts.get(id) } : {}),
    })),
    ...(options.range ? { range: rangeCounts(ids.length, column, options.unitOf) } : {}),
    multi,
    column,
  };
}

/** What each end of a range facet leaves with no filter on, a family once. */
function rangeCounts(values: number, column: number[], unitOf: number[] | undefined): { from: number[]; to: number[] } {
  const counter = new RangeCounter(values, 0, values - 1);
  column.forEach((cell, index) => {
    if (cell >= 0) counter.add(unitOf?.[index] ?? index, 1 << cell);
  });
  counter.flush();
  return { from: counter.from, to: counter.to };
}

const numeric = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b, 'en');

/** Builds a category's cards, facets and list once; the pages and `list.json` take their share. */
export function buildCategoryParts(category: SnapshotNode, index: SiteIndex): CategoryParts {
  const { site, snapshot } = index;
  const grouped = groupCategoryRows(
    category.products.map((product, order): CategoryRow => {
      const card = productCard(category, product, site, snapshot.specLabels);
      const drop = index.drop(product);
      const total = lowestTotal(product, site)?.minor ?? -1;
      return { product, card: drop > 0 ? { ...card, dropPercent: drop } : card, drop, total, order };
    }),
  );
  const { rows, unitOf } = grouped;
  const products = rows.map((row) => row.product);
  const prices = rows.map((row) => row.card.price?.minor ?? -1);
  const ranges = priceRanges(prices.filter((price) => price >= 0));
  const shopNames = new Map(products.flatMap((product) => product.offers.map((offer) => [offer.shopId, offer.shop] as const)));
  const stockOrder = ['in_stock', 'on_order', 'out_of_stock'];
  const facets = [
    facetOf(products, 'brand', 'brand', (product) => [product.brand], { unitOf }),
    facetOf(products, 'price', 'price', (_, index) => ranges.idsOf(prices[index] as number), {
      order: (a, b) => ranges.ids.indexOf(a) - ranges.ids.indexOf(b),
      unitOf,
    }),
    facetOf(products, 'shop', 'shop', (product) => [...new Set(product.offers.map((offer) => offer.shopId))], {
      labels: shopNames,
      unitOf,
    }),
    facetOf(products, 'stock', 'stock', (product) => [stockOf(product)], {
      order: (a, b) => stockOrder.indexOf(a) - stockOrder.indexOf(b),
      unitOf,
    }),
    facetOf(products, 'delivery', 'delivery', (product) => deliveryChoicesMet(fastestDelivery(product.offers)).map(String), {
      order: numeric,
      unitOf,
    }),
    ...chooseSpecKeys(products).map((spec) =>
      facetOf(products, `s-${spec.key}`, 'spec', (product) => product.specs.filter((s) => s.key === spec.key).map((s) => s.value), {
        spec: spec.key,
        order: spec.numeric ? numeric : undefined,
        range: spec.numeric,
        unitOf,
      }),
    ),
  ].filter((facet): facet is FacetColumn => facet !== null);
  const list: CategoryList = {
    path: category.path,
    currency: site.currency,
    items: products.map((product) => `${product.id}-${product.slug}`),
    names: products.map((product) => product.name),
    images: products.map((product) => product.image),
    prices,
    totals: rows.map((row) => row.total),
    shops: rows.map((row) => row.card.shops),
    drops: rows.map((row) => row.drop),
    listed: products.map(listedDay),
    specs: rows.map((row) => row.card.specs ?? []),
    facets: facets.map((facet): ListFacet => ({
      key: facet.key,
      values: facet.values.map((value) => value.id),
      multi: facet.multi,
      column: facet.column,
    })),
    family: grouped.family,
    families: grouped.families,
  };
  return { cards: grouped.cards, facets, list };
}

/** The payload's facets: the columns left out, spec labels in the page's language. */
export function localizeFacets(
  facets: FacetColumn[],
  label: (spec: string) => string,
  valueLabel: (spec: string, value: string) => string,
): Facet[] {
  return facets.map(({ key, kind, spec, values, range }) =>
    spec
      ? {
          key,
          kind,
          label: label(spec),
          ...(range ? { range: true as const, ...range } : {}),
          values: values.map((value) => ({ ...value, label: valueLabel(spec, value.id) })),
        }
      : { key, kind, values },
  );
}
