import * as v from 'valibot';
import { CountSchema } from '../domain/schemas.ts';
import { FACET_KINDS, showsCounts } from './facet-kinds.ts';

/** A facet value: what the URL says (a brand, `0-450` in major units, a shop id, `in_stock`, a spec value). */
const FacetValueSchema = v.object({
  id: v.string(),
  /** Shown as is; brand and stock values are shown from their id (stock through the messages). */
  label: v.optional(v.string()),
  /** Products with this value and no filter on; none on price ranges (`showsCounts`). */
  count: v.optional(CountSchema),
});

/**
 * A facet as the category payload carries it (docs/decisions/012-category-pages.md): the values
 * and their counts with no filter on, counts exactly where its kind shows them (`showsCounts`).
 */
export const FacetSchema = v.pipe(
  v.object({
    /** The query parameter: `brand`, `price`, `shop`, `stock`, or `s-<spec key>`. */
    key: v.string(),
    kind: v.picklist(FACET_KINDS),
    /** The spec's label in the page's language (spec facets only). */
    label: v.optional(v.string()),
    /** A numeric spec, chosen as a range of its values (ascending, src/catalogue-list/spec-range.ts). */
    range: v.optional(v.literal(true)),
    values: v.array(FacetValueSchema),
    /** A range facet's counts with no filter on, per value: products from it up (`from`), and up to it (`to`). */
    from: v.optional(v.array(CountSchema)),
    to: v.optional(v.array(CountSchema)),
  }),
  v.check((facet) =>
    facet.range
      ? facet.from?.length === facet.values.length &&
        facet.to?.length === facet.values.length &&
        facet.values.every((value) => value.count === undefined)
      : facet.values.every((value) => (value.count !== undefined) === showsCounts(facet.kind)),
  ),
);
