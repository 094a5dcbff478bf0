import { useEffect, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { alertCount } from '../../src/watchlist/list.ts';
import { loadWatched, snapshots } from './load-watched.ts';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { MAX_WATCHED, watchStore, type WatchNotice, type WatchStore } from '../../src/watchlist/store.ts';

/** The header's count is computed at most this often; the watchlist page recomputes it on every visit. */
const REFRESH_MS = 60 * 60 * 1000;

let refreshing = false;

/** Loads the followed products' payloads and keeps the count of those changed since the last visit or at their target. */
function refresh(store: WatchStore, locale: Parameters<typeof loadWatched>[1], otherDomain: string): void {
  const { items, check } = store.getState().list;
  if (refreshing || items.length === 0 || (check && Math.abs(Date.now() - check.at) < REFRESH_MS)) return;
  refreshing = true;
  loadWatched(items, locale, otherDomain, new AbortController().signal)
    .then((results) => store.checked(alertCount(items, snapshots(results)), Date.now()))
    .catch(() => {})
    .finally(() => {
      refreshing = false;
    });
}

function noticeText(notice: WatchNotice, t: TFunction): string {
  if ('name' in notice) return t(`watchlist.notice.${notice.kind}`, { name: notice.name });
  return t(`watchlist.notice.${notice.kind}`, { max: MAX_WATCHED });
}

/** After hydration, in the header: the watchlist link with its count, and the live region for follow messages. */
export function HeaderWatch({ refreshCount }: { refreshCount: boolean }) {
  useFeatureTexts('watchlist');
  const store = watchStore();
  const { list, notice } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { t, locale } = usePageTranslation();
  const { otherDomain } = usePageContext();
  useEffect(() => {
    if (refreshCount) refresh(store, locale, otherDomain);
  }, [store, locale, otherDomain, refreshCount]);
  const count = list.items.length > 0 ? (list.check?.count ?? 0) : 0;
  return (
    <>
      <LocaleLink to="/watchlist" className="watch-link">
        {t('watchlist.link')}
        {count > 0 ? (
          <span className="watch-count" data-testid="watch-count">
            {' '}
            {count}
            <span className="visually-hidden"> {t('watchlist.countLabel', { count })}</span>
          </span>
        ) : null}
      </LocaleLink>
      <span role="status" className="watch-notice">
        {notice ? (
          <>
            {noticeText(notice, t)}{' '}
            <button type="button" className="watch-dismiss" onClick={() => store.dismiss()} aria-label={t('watchlist.dismiss')}>
              ×
            </button>
          </>
        ) : null}
      </span>
    </>
  );
}
