import { useState } from 'react';
import { showsCounts, type Facet, type FacetValue } from '../../src/catalogue-list/types.ts';
import type { ListState } from '../../src/catalogue-list/url-state.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { usePageContext } from '../../src/components/site-context.tsx';

interface FacetPanelProps {
  facets: Facet[];
  counts: (number | null)[][];
  state: ListState;
  disabled: boolean;
  onToggle: (key: string, id: string) => void;
  onClear: () => void;
}

/** What a value says: a brand or shop as it is, a price range in the site's money, stock and specs in words. */
function useValueLabel() {
  const { t, locale } = usePageTranslation();
  const { currency } = usePageContext().site;
  const money = (major: string) => formatMoney({ minor: Number(major) * 100, currency }, locale);
  return (facet: Facet, value: FacetValue): string => {
    if (facet.kind === 'stock') return t(`facets.${value.id}`);
    if (facet.kind === 'price') {
      const [from = '', to = ''] = value.id.split('-');
      if (!to) return t('facets.priceFrom', { from: money(from) });
      if (from === '0') return t('facets.priceUpTo', { to: money(to) });
      return t('facets.priceRange', { from: money(from), to: money(to) });
    }
    return value.label ?? value.id;
  };
}

/** The category's facets as groups of checkboxes; a value that would leave nothing is disabled unless chosen. */
export function FacetPanel({ facets, counts, state, disabled, onToggle, onClear }: FacetPanelProps) {
  const { t } = usePageTranslation();
  const valueLabel = useValueLabel();
  // On a narrow screen the facets fold behind a button, so the cards are not below a screenful of checkboxes.
  const [open, setOpen] = useState(false);
  const chosen = Object.values(state.selected).reduce((sum, ids) => sum + ids.length, 0);
  if (facets.length === 0) return null;
  return (
    <section className={open ? 'facets open' : 'facets'} aria-labelledby="facets-title">
      <h2 id="facets-title">{t('facets.title')}</h2>
      <button
        type="button"
        className="facets-toggle"
        aria-expanded={open}
        aria-controls="facet-groups"
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {chosen > 0 ? `${t('facets.title')} (${chosen})` : t('facets.title')}
      </button>
      <div id="facet-groups">
        {facets.map((facet, f) => (
          <fieldset key={facet.key} className="facet">
            <legend>{facet.kind === 'spec' ? facet.label : t(`facets.${facet.kind}`)}</legend>
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
                      <span className="facet-value">{valueLabel(facet, value)}</span>
                      {showsCounts(facet.kind) && count !== null ? <span className="facet-count">{count}</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        {chosen > 0 ? (
          <button type="button" className="facets-clear" onClick={onClear}>
            {t('facets.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
