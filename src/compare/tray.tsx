import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { AppLink } from '../components/app-link.tsx';
import { Icon } from '../components/icon.tsx';
import { LocaleLink } from '../components/locale-link.tsx';
import { Toast } from '../components/toast.tsx';
import { useFeatureTexts } from '../i18n/feature-texts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { localizedHref } from '../lib/paths.ts';
import { compareQuery, MAX_COMPARE } from './ids.ts';
import { compareStore, type Notice } from './store.ts';

function noticeText(notice: Notice, t: TFunction): string {
  switch (notice.kind) {
    case 'added':
    case 'removed':
    case 'other-category':
      return t(`compare.notice.${notice.kind}`, { name: notice.name });
    case 'limit':
      return t('compare.notice.limit', { max: MAX_COMPARE });
    default:
      return t(`compare.notice.${notice.kind}`);
  }
}

/**
 * The compare notice and, once products are picked, the tray: their count (opening to the
 * products, each with a remove button), the link to the compare page, clear. Closed, it is one
 * row, so that on a phone it covers little of the page.
 */
export function CompareTray() {
  useFeatureTexts('compare');
  const store = compareStore();
  const { list, notice } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { t, locale } = usePageTranslation();
  const ids = list.items.map((item) => item.id);
  return (
    <div className="compare-dock">
      <Toast
        className="compare-notice"
        message={notice ? noticeText(notice, t) : null}
        action={
          notice?.kind === 'other-category' ? (
            <button type="button" className="button" onClick={() => store.startNew(notice.path, notice.name)}>
              {t('compare.startNew')}
            </button>
          ) : null
        }
        closeLabel={t('compare.dismiss')}
        onClose={() => store.dismiss()}
      />
      {list.items.length > 0 ? (
        <aside className="compare-tray" aria-label={t('compare.tray')}>
          <details className="compare-picked">
            <summary className="button">{t('compare.count', { n: list.items.length, max: MAX_COMPARE })}</summary>
            <ul>
              {list.items.map((item) => (
                <li key={item.id}>
                  <LocaleLink to={item.path}>{item.name}</LocaleLink>
                  <button
                    type="button"
                    className="button button-icon"
                    onClick={() => store.remove(item.id)}
                    aria-label={t('compare.remove', { name: item.name })}
                  >
                    <Icon name="close" />
                  </button>
                </li>
              ))}
            </ul>
          </details>
          <p className="button-row compare-actions">
            <AppLink className="button button-primary" to={localizedHref('/compare', locale, compareQuery(ids))}>
              {t('compare.open')}
            </AppLink>
            <button type="button" className="button" onClick={() => store.clear()}>
              {t('compare.clear')}
            </button>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
