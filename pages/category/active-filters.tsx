import { useEffect, useRef } from 'react';
import { hasBounds, NO_BOUNDS } from '../../src/catalogue-list/price-bounds.ts';
import type { Facet } from '../../src/catalogue-list/types.ts';
import { clearFilters, setBounds, setRange, toggleValue, type ListState } from '../../src/catalogue-list/url-state.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useFacetLabels } from './facet-labels.ts';

interface Chip {
  key: string;
  label: string;
  /** The view without this filter. */
  without: ListState;
}

/** One chip per chosen value and per spec's range, in the facets' order, and one for the typed price range. */
function useChips(facets: Facet[], state: ListState): Chip[] {
  const labels = useFacetLabels();
  const chips: Chip[] = [];
  for (const facet of facets) {
    const range = state.ranges[facet.key];
    if (range)
      chips.push({
        key: facet.key,
        label: `${labels.facet(facet)}: ${labels.specRange(facet, range)}`,
        without: setRange(state, facet.key, { min: null, max: null }),
      });
    // A price range or a spec value says little alone ("128", "up to €200"): it carries its facet's name.
    const named = facet.kind === 'price' || facet.kind === 'spec';
    for (const value of facet.values) {
      if (!state.selected[facet.key]?.includes(value.id)) continue;
      const label = labels.value(facet, value);
      chips.push({
        key: `${facet.key}=${value.id}`,
        label: named ? `${labels.facet(facet)}: ${label}` : label,
        without: toggleValue(state, facet.key, value.id, facets),
      });
    }
  }
  if (hasBounds(state.price)) {
    const price = facets.find((facet) => facet.kind === 'price');
    const label = labels.bounds(state.price);
    chips.push({ key: 'price-bounds', label: price ? `${labels.facet(price)}: ${label}` : label, without: setBounds(state, NO_BOUNDS) });
  }
  return chips;
}

/**
 * The filters that are on, above the list on every screen: each a button that removes it, and
 * one that removes them all. Focus stays in the row (the next chip) or, when it empties, goes
 * to the results count, so a keyboard user is not sent back to the top of the page.
 */
export function ActiveFilters({ facets, state, onChange }: { facets: Facet[]; state: ListState; onChange: (next: ListState) => void }) {
  const { t } = usePageTranslation();
  const chips = useChips(facets, state);
  const row = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  useEffect(() => {
    const at = removed.current;
    if (at === null) return;
    removed.current = null;
    const buttons = row.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)] ?? document.getElementById('results-count');
    next?.focus();
  }, [chips.length]);
  if (chips.length === 0) return null;
  const remove = (at: number, next: ListState) => {
    removed.current = at;
    onChange(next);
  };
  return (
    <ul ref={row} className="chips" aria-label={t('facets.active')}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button type="button" className="button chip" onClick={() => remove(index, chip.without)}>
            <span className="visually-hidden">{t('facets.remove')} </span>
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="button" onClick={() => remove(0, clearFilters(state))}>
          {t('facets.clearAll')}
        </button>
      </li>
    </ul>
  );
}
