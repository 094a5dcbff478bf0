import { useEffect, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { usePageContext } from '../../src/components/site-context.tsx';
import { Toast } from '../../src/components/toast.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { alertCount } from '../../src/watchlist/list.ts';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { MAX_WATCHED, watchStore, type WatchNotice as Notice, type WatchStore } from '../../src/watchlist/store.ts';
import { WatchLink } from './watch-link.tsx';

/** The header's count is computed at most this often; the watchlist page recomputes it on every visit. */
const REFRESH_MS = 60 * 60 * 1000;

let refreshing = false;

/**
 * Loads the followed products' payloads and keeps the count of those changed since the last visit
 * or at their target. The loading code (payload fetch and schemas) is a chunk fetched only when
 * something is followed: a visitor who follows nothing never loads it.
 */
function refresh(store: WatchStore, locale: Locale, otherDomain: string): void {
  const { items, check } = store.getState().list;
  if (refreshing || items.length === 0 || (check && Math.abs(Date.now() - check.at) < REFRESH_MS)) return;
  refreshing = true;
  import('./load-watched.ts')
    .then(({ loadWatched, snapshots }) =>
      loadWatched(items, locale, otherDomain, new AbortController().signal).then((results) => snapshots(results)),
    )
    .then((seen) => store.checked(alertCount(items, seen), Date.now()))
    .catch(() => {})
    .finally(() => {
      refreshing = false;
    });
}

function noticeText(notice: Notice, t: TFunction): string {
  if ('name' in notice) return t(`watchlist.notice.${notice.kind}`, { name: notice.name });
  return t(`watchlist.notice.${notice.kind}`, { max: MAX_WATCHED });
}

function useWatchState() {
  useFeatureTexts('watchlist');
  const store = watchStore();
  return { store, ...useSyncExternalStore(store.subscribe, store.getState, store.getState) };
}

/** After hydration, in the header: the watchlist link with its count. */
export function HeaderWatch({ refreshCount }: { refreshCount: boolean }) {
  const { store, list } = useWatchState();
  const { locale } = usePageTranslation();
  const { otherDomain } = usePageContext();
  useEffect(() => {
    if (refreshCount) refresh(store, locale, otherDomain);
  }, [store, locale, otherDomain, refreshCount]);
  return <WatchLink count={list.items.length > 0 ? (list.check?.count ?? 0) : 0} />;
}

/** After hydration, in the bottom dock: the live region for follow messages. */
export function WatchNotice() {
  const { store, notice } = useWatchState();
  const { t } = usePageTranslation();
  return (
    <Toast
      className="watch-notice"
      message={notice ? noticeText(notice, t) : null}
      closeLabel={t('watchlist.dismiss')}
      onClose={() => store.dismiss()}
    />
  );
}
