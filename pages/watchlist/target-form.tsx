import { useState, type FormEvent } from 'react';
import type { Money } from '../../src/domain/money.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';

/** A price as typed: `129`, `129,90`, `129.9`; null when it is not one. */
function parseAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The visitor's target price for one followed product: set, change or clear. */
export function TargetForm({
  productId,
  name,
  target,
  currency,
  onSet,
}: {
  productId: number;
  name: string;
  target: Money | null;
  currency: Money['currency'];
  onSet: (target: Money | null) => void;
}) {
  const { t, locale } = usePageTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(text);
    setInvalid(minor === null);
    if (minor === null) return;
    onSet({ minor, currency });
    setText('');
  };
  const id = `target-${productId}`;
  return (
    <form className="target-form" onSubmit={submit} noValidate>
      {target ? <span className="target-now">{formatMoney(target, locale)}</span> : null}
      <label htmlFor={id} className="visually-hidden">
        {t('watchlist.targetFor', { name, currency })}
      </label>
      <input id={id} inputMode="decimal" size={8} value={text} aria-invalid={invalid} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button">
        {t('watchlist.setTarget')} <span className="visually-hidden">{t('watchlist.setTargetFor', { name })}</span>
      </button>
      {target ? (
        <button type="button" className="button button-icon" onClick={() => onSet(null)} aria-label={t('watchlist.clearTarget', { name })}>
          ×
        </button>
      ) : null}
      {invalid ? <span className="target-error">{t('watchlist.badTarget')}</span> : null}
    </form>
  );
}
