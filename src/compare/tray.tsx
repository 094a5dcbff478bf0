import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { AppLink } from '../components/app-link.tsx';
import { LocaleLink } from '../components/locale-link.tsx';
import { useFeatureTexts } from '../i18n/feature-texts.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { localizedHref } from '../lib/paths.ts';
import { compareQuery, MAX_COMPARE } from './ids.ts';
import { compareStore, type CompareStore, type Notice } from './store.ts';

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

function NoticeLine({ notice, store, t }: { notice: Notice | null; store: CompareStore; t: TFunction }) {
  // Always in the page, so that screen readers announce what changes in it.
  return (
    <div role="status" className="compare-notice">
      {notice ? (
        <p>
          {noticeText(notice, t)}{' '}
          {notice.kind === 'other-category' ? (
            <button type="button" onClick={() => store.startNew(notice.path, notice.name)}>
              {t('compare.startNew')}
            </button>
          ) : null}{' '}
          <button type="button" className="compare-dismiss" onClick={() => store.dismiss()} aria-label={t('compare.dismiss')}>
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The picked products: count, each with a remove button, the link to the compare page, clear. */
export function CompareTray() {
  useFeatureTexts('compare');
  const store = compareStore();
  const { list, notice } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { t, locale } = usePageTranslation();
  const ids = list.items.map((item) => item.id);
  return (
    <div className="compare-dock">
      <NoticeLine notice={notice} store={store} t={t} />
      {list.items.length > 0 ? (
        <aside className="compare-tray" aria-label={t('compare.tray')}>
          <p className="compare-count">{t('compare.count', { n: list.items.length, max: MAX_COMPARE })}</p>
          <ul>
            {list.items.map((item) => (
              <li key={item.id}>
                <LocaleLink to={item.path}>{item.name}</LocaleLink>
                <button type="button" onClick={() => store.remove(item.id)} aria-label={t('compare.remove', { name: item.name })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="compare-actions">
            <AppLink to={localizedHref('/compare', locale, compareQuery(ids))}>{t('compare.open')}</AppLink>
            <button type="button" onClick={() => store.clear()}>
              {t('compare.clear')}
            </button>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
