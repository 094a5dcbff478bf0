import type { PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import { showsCounts } from '../../src/catalogue-list/facet-kinds.ts';
import type { Facet } from '../../src/catalogue-list/types.ts';
import { activeFilters, type ListState } from '../../src/catalogue-list/url-state.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { PriceBoundsForm } from './price-bounds-form.tsx';
import { useModalSheet } from './use-modal-sheet.ts';
import { useFacetLabels } from './facet-labels.ts';

interface FacetPanelProps {
  facets: Facet[];
  counts: (number | null)[][];
  state: ListState;
  disabled: boolean;
  /** The products the chosen filters leave; null while the list loads. */
  total: number | null;
  /** A sheet over the page on a narrow screen (its opener is in the results bar); on a wide one the side column. */
  open: boolean;
  setOpen: (open: boolean) => void;
  onToggle: (key: string, id: string) => void;
  onBounds: (bounds: PriceBounds) => void;
  onClear: () => void;
}

export const FACETS_ID = 'facets';

/** The category's facets as groups of checkboxes; a value that would leave nothing is disabled unless chosen. */
export function FacetPanel({ facets, counts, state, disabled, total, open, setOpen, onToggle, onBounds, onClear }: FacetPanelProps) {
  const { t } = usePageTranslation();
  const labels = useFacetLabels();
  const sheet = useModalSheet<HTMLElement>(open, setOpen);
  if (facets.length === 0) return null;
  return (
    <section
      ref={sheet}
      id={FACETS_ID}
      className={open ? 'facets open' : 'facets'}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-labelledby="facets-title"
    >
      <div className="sheet-head">
        <h2 id="facets-title">{t('facets.title')}</h2>
        <button type="button" className="button button-icon sheet-close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('facets.close')}</span>
        </button>
      </div>
      <div className="facet-groups">
        {facets.map((facet, f) => (
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
        ))}
        {activeFilters(state) > 0 ? (
          <button type="button" className="button facets-clear" onClick={onClear}>
            {t('facets.clear')}
          </button>
        ) : null}
      </div>
      <div className="sheet-foot">
        <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
          {total === null ? t('facets.showPending') : t('facets.show', { count: total })}
        </button>
      </div>
    </section>
  );
}
