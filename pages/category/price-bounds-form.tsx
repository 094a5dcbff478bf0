import { useState, type FocusEvent, type FormEvent } from 'react';
import { readBounds, type BoundsError, type PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import { useCurrencySign } from '../../src/components/use-currency-sign.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

const text = (amount: number | null) => (amount === null ? '' : String(amount));

interface Props {
  bounds: PriceBounds;
  disabled: boolean;
  onApply: (bounds: PriceBounds) => void;
}

/**
 * Minimum and maximum price fields beside the price facet's fixed ranges, in whole units of the
 * site's currency. They apply with Apply, Enter, or when focus leaves the two fields; what
 * cannot be read is said next to them and changes nothing.
 */
export function PriceBoundsForm({ bounds, disabled, onApply }: Props) {
  const { t } = usePageTranslation();
  const sign = useCurrencySign();
  const [min, setMin] = useState(text(bounds.min));
  const [max, setMax] = useState(text(bounds.max));
  const [error, setError] = useState<BoundsError | null>(null);
  // The fields follow the view when it changes elsewhere (a chip removed, Back).
  const [shown, setShown] = useState(bounds);
  if (shown.min !== bounds.min || shown.max !== bounds.max) {
    setShown(bounds);
    setMin(text(bounds.min));
    setMax(text(bounds.max));
    setError(null);
  }
  const apply = () => {
    const read = readBounds(min, max);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    if (read.bounds.min !== bounds.min || read.bounds.max !== bounds.max) onApply(read.bounds);
  };
  const invalid = (field: 'min' | 'max') => error !== null && (error.kind === 'order' || error.fields.includes(field));
  const field = (name: 'min' | 'max', value: string, set: (value: string) => void) => (
    <label>
      <span>{t(name === 'min' ? 'facets.priceMin' : 'facets.priceMax', { currency: sign })}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={`price-${name}`}
        value={value}
        disabled={disabled}
        aria-invalid={invalid(name) || undefined}
        aria-describedby={error ? 'price-bounds-error' : undefined}
        onChange={(event) => {
          set(event.target.value);
          setError(null);
        }}
      />
    </label>
  );
  return (
    <form
      className="price-bounds"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        apply();
      }}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) apply();
      }}
    >
      {field('min', min, setMin)}
      {field('max', max, setMax)}
      <button type="submit" className="button" disabled={disabled}>
        {t('facets.apply')}
      </button>
      <p id="price-bounds-error" className="field-error" aria-live="polite">
        {error ? t(error.kind === 'order' ? 'facets.boundsOrder' : 'facets.boundsAmount') : null}
      </p>
    </form>
  );
}
