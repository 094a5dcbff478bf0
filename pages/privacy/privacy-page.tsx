import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../src/components/breadcrumb.tsx';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';

/** Marks a cookie's name in a text; no translation holds the character. */
const MARK = '\u0000';

/**
 * A text whose variables are cookie names (`{{locale}}` is the cookie `locale`), each shown as
 * code: the translation decides where the names go.
 */
function withCookies(t: TFunction, key: string, cookies: string[]): ReactNode[] {
  const text = t(key, Object.fromEntries(cookies.map((name) => [name, `${MARK}${name}${MARK}`])));
  return text.split(MARK).map((part, index) => (index % 2 === 1 ? <code key={part}>{part}</code> : part));
}

/** What the site keeps, where and why; the same for every visitor, so all of it is in the prerendered page. */
export function PrivacyPage() {
  useFeatureTexts('privacy');
  const { t } = usePageTranslation();
  return (
    <div className="prose">
      <Breadcrumb trail={[{ name: t('privacy.title'), path: '/privacy' }]} />
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <section aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">{t('privacy.kept.title')}</h2>
        <ul>
          <li>{withCookies(t, 'privacy.kept.language', ['locale', 'i18n_redirected'])}</li>
          <li>{withCookies(t, 'privacy.kept.choices', ['ncc_c', 'ncc_e'])}</li>
          <li>{t('privacy.kept.lists')}</li>
          <li>{t('privacy.kept.alerts')}</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-measurement">
        <h2 id="privacy-measurement">{t('privacy.measurement.title')}</h2>
        <p>{t('privacy.measurement.intro')}</p>
        <ul>
          <li>{t('privacy.measurement.mixpanel')}</li>
          <li>{t('privacy.measurement.gtm')}</li>
          <li>{t('privacy.measurement.cloudflare')}</li>
        </ul>
        <p>{t('privacy.measurement.choice')}</p>
      </section>
      <section aria-labelledby="privacy-alerts">
        <h2 id="privacy-alerts">{t('privacy.alerts.title')}</h2>
        <p>{t('privacy.alerts.kept')}</p>
        <p>{t('privacy.alerts.delete')}</p>
      </section>
      <section aria-labelledby="privacy-shops">
        <h2 id="privacy-shops">{t('privacy.shops.title')}</h2>
        <p>{t('privacy.shops.text')}</p>
      </section>
    </div>
  );
}
