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
    values: v.array(FacetValueSchema),
  }),
  v.check((facet) => facet.values.every((value) => (value.count !== undefined) === showsCounts(facet.kind))),
);
