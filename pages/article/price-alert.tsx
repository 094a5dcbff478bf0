import { Suspense, useId, useState, type FormEvent } from 'react';
import { articleOfPath } from '../../src/compare/ids.ts';
import { usePageContext } from '../../src/components/site-context.tsx';
import { useCurrencySign } from '../../src/components/use-currency-sign.ts';
import { defaultTargetMinor } from '../../src/domain/alerts.ts';
import type { Money } from '../../src/domain/money.ts';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { formatMoney } from '../../src/lib/money.ts';

/** A typed amount in minor units: whole, or with one or two decimals after a comma or a point; null when it is not one. */
export function readAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** What the service's answer means for the shopper (docs/decisions/054-price-alerts.md). */
type Outcome = { kind: 'confirm' | 'set' | 'error'; key: string };

function outcomeOf(status: number, field: string | undefined): Outcome {
  if (status === 202) return { kind: 'confirm', key: 'confirm' };
  if (status === 201) return { kind: 'set', key: 'set' };
  if (status === 429) return { kind: 'error', key: 'busy' };
  if (status === 400 && field === 'email') return { kind: 'error', key: 'badEmail' };
  if (status === 400 && field === 'targetMinor') return { kind: 'error', key: 'badTarget' };
  return { kind: 'error', key: 'failed' };
}

interface PriceAlertProps {
  /** The product's unprefixed page path, which carries its id (articleOfPath). */
  path: string;
  /** Today's lowest total with delivery: the target offered is just under it. */
  total: Money | null;
  family: boolean;
}

function PriceAlertForm({ path, total, family }: PriceAlertProps) {
  useFeatureTexts('alerts');
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const sign = useCurrencySign();
  const id = useId();
  const [outcome, setOutcome] = useState<(Outcome & { values: Record<string, string> }) | null>(null);
  const [sending, setSending] = useState(false);
  const suggested = defaultTargetMinor(total?.minor ?? null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = text('email').trim();
    const targetMinor = readAmount(text('target'));
    // The browser's own check of an e-mail address first: no round trip for a slip (the service checks again).
    const field = event.currentTarget.elements.namedItem('email');
    if (!email || (field instanceof HTMLInputElement && !field.validity.valid))
      return setOutcome({ kind: 'error', key: 'badEmail', values: {} });
    if (targetMinor === null) return setOutcome({ kind: 'error', key: 'badTarget', values: {} });
    setSending(true);
    const values = { email, target: formatMoney({ minor: targetMinor, currency: site.currency }, locale) };
    try {
      const response = await fetch(`${site.alertsUrl}alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          site: site.key,
          locale,
          email,
          productId: articleOfPath(path)?.id,
          family: form.get('family') === 'on',
          targetMinor,
          inStockOnly: form.get('inStock') === 'on',
          domesticOnly: form.get('domestic') === 'on',
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as { field?: string };
      setOutcome({ ...outcomeOf(response.status, answer.field), values });
    } catch {
      setOutcome({ kind: 'error', key: 'failed', values });
    } finally {
      setSending(false);
    }
  };
  return (
    <details className="price-alert">
      <summary className="button">{t('alerts.form.open')}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-email`}>{t('alerts.form.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        <label htmlFor={`${id}-target`}>{t('alerts.form.target', { currency: sign })}</label>
        <input
          id={`${id}-target`}
          name="target"
          inputMode="decimal"
          defaultValue={suggested === null ? '' : String(suggested / 100)}
          required
        />
        <label className="check">
          <input type="checkbox" name="inStock" /> {t('alerts.form.inStock')}
        </label>
        <label className="check">
          <input type="checkbox" name="domestic" /> {t('alerts.form.domestic')}
        </label>
        {family ? (
          <label className="check">
            <input type="checkbox" name="family" /> {t('alerts.form.family')}
          </label>
        ) : null}
        <button type="submit" className="button button-primary" disabled={sending}>
          {t('alerts.form.submit')}
        </button>
        <p className={outcome?.kind === 'error' ? 'alert-outcome error' : 'alert-outcome'} role="status">
          {outcome ? t(`alerts.form.${outcome.key}`, outcome.values) : null}
        </p>
        <p className="alert-privacy">{t('alerts.form.privacy')}</p>
      </form>
    </details>
  );
}

/**
 * "Alert me when it drops": an e-mail price alert for this product, or any variant of its family,
 * through the site's alerts service; shown only where the site has one, and only once the page has
 * hydrated (without JavaScript the form could not send).
 */
export function PriceAlert(props: PriceAlertProps) {
  const { site } = usePageContext();
  const hydrated = useHydrated();
  if (!site.alertsUrl || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PriceAlertForm {...props} />
    </Suspense>
  );
}
