import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { readBounds, type BoundsError, type PriceBounds } from '../../src/catalogue-list/price-bounds.ts';
import { useCurrencySign } from '../../src/components/use-currency-sign.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

const text = (amount: number | null) => (amount === null ? '' : String(amount));

/**
 * The lowest price's bounds, in whole units of the site's currency, as the category pages take
 * them (`price-min`, `price-max`): applied with Apply or Enter; what cannot be read is said under
 * the fields and changes nothing. Keyed by the URL's bounds, so it shows them after a chip or Back.
 */
export function SearchPriceForm({ bounds, href }: { bounds: PriceBounds; href: (price: PriceBounds) => string }) {
  const { t } = usePageTranslation();
  const sign = useCurrencySign();
  const navigate = useNavigate();
  const [error, setError] = useState<BoundsError | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = (name: string) => event.currentTarget.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    const read = readBounds(field('price-min'), field('price-max'));
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    void navigate(href(read.bounds));
  };
  const invalid = (field: 'min' | 'max') => (error !== null && (error.kind === 'order' || error.fields.includes(field))) || undefined;
  const field = (name: 'min' | 'max') => (
    <label>
      <span>{t(name === 'min' ? 'search.priceMin' : 'search.priceMax', { currency: sign })}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={`price-${name}`}
        defaultValue={text(bounds[name])}
        aria-invalid={invalid(name)}
        aria-describedby={error ? 'search-price-error' : undefined}
        onChange={() => setError(null)}
      />
    </label>
  );
  return (
    <form className="price-bounds" noValidate onSubmit={submit}>
      {field('min')}
      {field('max')}
      <button type="submit" className="button">
        {t('search.apply')}
      </button>
      <p id="search-price-error" className="field-error" aria-live="polite">
        {error ? t(error.kind === 'order' ? 'search.boundsOrder' : 'search.boundsAmount') : null}
      </p>
    </form>
  );
}
