import type { RangeCounts } from '../../src/catalogue-list/query.ts';
import type { SpecRange } from '../../src/catalogue-list/spec-range.ts';
import type { Facet } from '../../src/catalogue-list/types.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useFacetLabels } from './facet-labels.ts';

interface RangeFacetProps {
  facet: Facet;
  counts: RangeCounts | null;
  range: SpecRange | undefined;
  disabled: boolean;
  onRange: (range: SpecRange) => void;
}

const NO_RANGE: SpecRange = { min: null, max: null };

/**
 * A numeric spec as Geizhals shows it: "from" and "to", each a list of the spec's values with
 * what choosing it would leave; a choice that would leave nothing is disabled unless chosen.
 */
export function RangeFacet({ facet, counts, range, disabled, onRange }: RangeFacetProps) {
  const { t } = usePageTranslation();
  const labels = useFacetLabels();
  const end = (which: 'min' | 'max') => {
    const chosen = range?.[which] ?? null;
    const leaves = which === 'min' ? counts?.from : counts?.to;
    const id = `${facet.key}-${which}`;
    // A bound from a shared link that is none of the values is kept as a choice of its own.
    const own = chosen !== null && !facet.values.some((value) => Number(value.id) === chosen);
    return (
      <div className="range-end">
        <label htmlFor={id}>{t(which === 'min' ? 'facets.rangeFrom' : 'facets.rangeTo')}</label>
        <select
          id={id}
          value={chosen === null ? '' : String(chosen)}
          disabled={disabled}
          onChange={(event) => onRange({ ...(range ?? NO_RANGE), [which]: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{t('facets.rangeAny')}</option>
          {own ? <option value={String(chosen)}>{labels.bound(facet, chosen)}</option> : null}
          {facet.values.map((value, index) => {
            const count = leaves?.[index] ?? null;
            const number = Number(value.id);
            return (
              <option key={value.id} value={String(number)} disabled={count === 0 && number !== chosen}>
                {count === null ? labels.value(facet, value) : `${labels.value(facet, value)} (${count})`}
              </option>
            );
          })}
        </select>
      </div>
    );
  };
  return (
    <fieldset className="facet">
      <legend>{labels.facet(facet)}</legend>
      <div className="range-ends">
        {end('min')}
        {end('max')}
      </div>
    </fieldset>
  );
}
