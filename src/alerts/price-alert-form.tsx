import { useId, useState, type FormEvent } from 'react';
import { articleOfPath } from '../compare/ids.ts';
import { LocaleLink } from '../components/locale-link.tsx';
import { usePageContext } from '../components/site-context.tsx';
import { useCurrencySign } from '../components/use-currency-sign.ts';
import { defaultTargetMinor } from '../domain/alerts.ts';
import type { Money } from '../domain/money.ts';
import { useFeatureTexts } from '../i18n/feature-texts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { formatMoney } from '../lib/money.ts';
import { PushRefused, pushKey, pushSupport, savedToken, saveToken, subscribePush } from './push.ts';
import { sendAlert, type Outcome, type Recipient } from './subscribe.ts';

/** A typed amount in minor units: whole, or with one or two decimals after a comma or a point; null when it is not one. */
export function readAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

export interface PriceAlertProps {
  /** The product's unprefixed page path, which carries its id (articleOfPath). */
  path: string;
  /** Today's lowest total with delivery: the target offered is just under it. */
  total: Money | null;
  family: boolean;
  /** A target the shopper already chose (the watchlist's), offered instead. */
  target?: Money | null;
  /** The product's name, for the control's accessible name where several are on one page (the watchlist). */
  name?: string;
}

/** "E-mail" or "Notification in this browser", shown when the service sends push messages; push disabled where the browser cannot. */
function ChannelChoice({ channel, onChange }: { channel: Recipient['channel']; onChange: (channel: Recipient['channel']) => void }) {
  const { t } = usePageTranslation();
  const support = pushSupport();
  const name = useId();
  return (
    <fieldset className="alert-channel">
      <legend>{t('alerts.form.channel')}</legend>
      <label className="check">
        <input type="radio" name={name} checked={channel === 'email'} onChange={() => onChange('email')} /> {t('alerts.form.byEmail')}
      </label>
      <label className="check">
        <input type="radio" name={name} checked={channel === 'push'} disabled={support !== 'yes'} onChange={() => onChange('push')} />{' '}
        {t('alerts.form.byPush')}
      </label>
      {support === 'yes' ? null : (
        <p className="alert-privacy">{t(support === 'home-screen' ? 'alerts.form.pushHomeScreen' : 'alerts.form.pushNo')}</p>
      )}
    </fieldset>
  );
}

/**
 * "Alert me when it drops": a price alert for this product, or any variant of its family, by
 * e-mail or by push, through the site's alerts service (docs/decisions/054-price-alerts.md). A
 * chunk of its own, loaded once the page has hydrated on a site that has the service.
 */
export function PriceAlertForm({ path, total, family, target, name }: PriceAlertProps) {
  useFeatureTexts('alerts');
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const alertsUrl = site.alertsUrl as string;
  const sign = useCurrencySign();
  const id = useId();
  const [outcome, setOutcome] = useState<(Outcome & { values: Record<string, string> }) | null>(null);
  const [sending, setSending] = useState(false);
  const [channel, setChannel] = useState<Recipient['channel']>('email');
  // undefined: not asked yet (the form is closed); null: the service sends no push messages.
  const [key, setKey] = useState<string | null | undefined>(undefined);
  const [token, setToken] = useState(savedToken);
  const suggested = target?.minor ?? defaultTargetMinor(total?.minor ?? null);
  const open = () => {
    if (key === undefined) void pushKey(alertsUrl).then(setKey);
  };
  const recipient = async (form: HTMLFormElement): Promise<Recipient | Outcome> => {
    if (channel === 'push' && key) {
      try {
        return { channel: 'push', push: await subscribePush(key) };
      } catch (error) {
        return { kind: 'error', key: error instanceof PushRefused ? 'pushDenied' : 'failed' };
      }
    }
    const field = form.elements.namedItem('email');
    const email = field instanceof HTMLInputElement ? field.value.trim() : '';
    // The browser's own check of an e-mail address first: no round trip for a slip (the service checks again).
    if (!email || (field instanceof HTMLInputElement && !field.validity.valid)) return { kind: 'error', key: 'badEmail' };
    return { channel: 'email', email };
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const targetMinor = readAmount(text('target'));
    const values = { email: text('email'), target: '' };
    if (targetMinor === null) return setOutcome({ kind: 'error', key: 'badTarget', values });
    values.target = formatMoney({ minor: targetMinor, currency: site.currency }, locale);
    setSending(true);
    try {
      const to = await recipient(event.currentTarget);
      if ('kind' in to) return setOutcome({ ...to, values });
      const answer = await sendAlert(
        alertsUrl,
        {
          site: site.key,
          locale,
          productId: articleOfPath(path)?.id,
          family: form.get('family') === 'on',
          targetMinor,
          inStockOnly: form.get('inStock') === 'on',
          domesticOnly: form.get('domestic') === 'on',
        },
        to,
      );
      if (answer.token) {
        saveToken(answer.token);
        setToken(answer.token);
      }
      setOutcome({ ...answer, values });
    } finally {
      setSending(false);
    }
  };
  return (
    <details className="price-alert" onToggle={open}>
      <summary className="button">
        {t('alerts.form.open')}
        {name ? <span className="visually-hidden">: {name}</span> : null}
      </summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {key ? <ChannelChoice channel={channel} onChange={setChannel} /> : null}
        {channel === 'email' ? (
          <>
            <label htmlFor={`${id}-email`}>{t('alerts.form.email')}</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
          </>
        ) : null}
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
        <p className="alert-privacy">
          {t(channel === 'push' ? 'alerts.form.privacyPush' : 'alerts.form.privacy')}{' '}
          <LocaleLink to="/privacy">{t('privacy.title')}</LocaleLink>
        </p>
        {token ? <ManageLink alertsUrl={alertsUrl} token={token} /> : null}
      </form>
    </details>
  );
}

/** The link to this browser's alerts on the alerts service (its list, each deletable). */
export function ManageLink({ alertsUrl, token }: { alertsUrl: string; token: string }) {
  const { t } = usePageTranslation();
  return (
    <p className="alert-privacy">
      <a href={`${alertsUrl}manage?token=${encodeURIComponent(token)}`}>{t('alerts.form.manage')}</a>
    </p>
  );
}
