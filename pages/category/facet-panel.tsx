import type { PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import { showsCounts } from '../../src/catalogue-list/facet-kinds.ts';
import type { Facet } from '../../src/catalogue-list/types.ts';
import { activeFilters, type ListState } from '../../src/catalogue-list/url-state.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { PriceBoundsForm } from './price-bounds-form.tsx';
import { RangeFacet } from './range-facet.tsx';
import type { RangeCounts } from '../../src/catalogue-list/query.ts';
import type { SpecRange } from '../../src/catalogue-list/spec-range.ts';
import { FilterSheet } from '../../src/components/filter-sheet.tsx';
import { useFacetLabels } from './facet-labels.ts';

interface FacetPanelProps {
  facets: Facet[];
  counts: (number | null)[][];
  rangeCounts: (RangeCounts | null)[];
  state: ListState;
  disabled: boolean;
  /** The products the chosen filters leave; null while the list loads. */
  total: number | null;
  /** A sheet over the page on a narrow screen (its opener is in the results bar); on a wide one the side column. */
  open: boolean;
  setOpen: (open: boolean) => void;
  onToggle: (key: string, id: string) => void;
  onBounds: (bounds: PriceBounds) => void;
  onRange: (key: string, range: SpecRange) => void;
  onClear: () => void;
}

export const FACETS_ID = 'facets';

/**
 * The category's facets as groups of checkboxes, a numeric spec as a range; a value that would
 * leave nothing is disabled unless chosen.
 */
export function FacetPanel(props: FacetPanelProps) {
  const { facets, counts, rangeCounts, state, disabled, total, open, setOpen, onToggle, onBounds, onRange, onClear } = props;
  const { t } = usePageTranslation();
  const labels = useFacetLabels();
  if (facets.length === 0) return null;
  return (
    <FilterSheet
      id={FACETS_ID}
      title={t('facets.title')}
      closeLabel={t('facets.close')}
      showLabel={total === null ? t('facets.showPending') : t('facets.show', { count: total })}
      open={open}
      setOpen={setOpen}
    >
      {facets.map((facet, f) =>
        facet.range ? (
          <RangeFacet
            key={facet.key}
            facet={facet}
            counts={rangeCounts[f] ?? null}
            range={state.ranges[facet.key]}
            disabled={disabled}
            onRange={(range) => onRange(facet.key, range)}
          />
        ) : (
          <fieldset key={facet.key} className="facet">
            <legend>{labels.facet(facet)}</legend>
            <ul>
              {facet.values.map((value, v) => {
                const count = counts[f]?.[v] ?? null;
                const checked = state.selected[facet.key]?.includes(value.id) ?? false;
                return (
                  <li key={value.id}>
                    <label>
                      <input
                        type="checkbox"
                        name={facet.key}
                        value={value.id}
                        checked={checked}
                        disabled={disabled || (count === 0 && !checked)}
                        onChange={() => onToggle(facet.key, value.id)}
                      />
                      <span className="facet-value">{labels.value(facet, value)}</span>
                      {showsCounts(facet.kind) && count !== null ? <span className="facet-count">{count}</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
            {facet.kind === 'price' ? <PriceBoundsForm bounds={state.price} disabled={disabled} onApply={onBounds} /> : null}
          </fieldset>
        ),
      )}
      {activeFilters(state) > 0 ? (
        <button type="button" className="button facets-clear" onClick={onClear}>
          {t('facets.clear')}
        </button>
      ) : null}
    </FilterSheet>
  );
}
