import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { Compared } from '../load-products.ts';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { usePageContext } from '../../src/components/site-context.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { alertCount, watchStatus, type SeenPrice, type WatchItem, type WatchStatus } from '../../src/watchlist/list.ts';
import { loadWatched, snapshots } from './load-watched.ts';
import { watchStore } from '../../src/watchlist/store.ts';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { TargetForm } from './target-form.tsx';
import { lazyPart } from '../../src/lib/lazy-part.tsx';

// The alert form's own chunk, as the product page loads it (not its wrapper, which every page's first load carries: a
// chunk loaded later that imported it would split what the two share into more files for every page to preload).
const PriceAlert = lazyPart(() => import('../../src/alerts/price-alert-form.tsx').then((module) => module.PriceAlertForm));

interface Loaded {
  results: Map<number, Compared>;
  now: Map<number, SeenPrice>;
  /** What each product was at the last visit, kept for this visit's marks. */
  before: Map<number, SeenPrice>;
}

function Marks({ status, t }: { status: WatchStatus; t: TFunction }) {
  const marks = [
    status.changed && t('watchlist.changed'),
    status.backInStock && t('watchlist.backInStock'),
    status.outOfStock && t('watchlist.outOfStock'),
    status.reached && t('watchlist.reached'),
  ].filter((mark): mark is string => Boolean(mark));
  return marks.map((mark) => (
    <span key={mark} className="watch-mark">
      {mark}
    </span>
  ));
}

function Change({ change, currency, t }: { change: number | null; currency: WatchItem['target']; t: TFunction }) {
  const { locale } = usePageTranslation();
  if (change === null || !currency) return <>—</>;
  if (change === 0) return <>{t('watchlist.same')}</>;
  const amount = formatMoney({ minor: Math.abs(change), currency: currency.currency }, locale);
  return <span className={change < 0 ? 'watch-down' : 'watch-up'}>{t(change < 0 ? 'watchlist.down' : 'watchlist.up', { amount })}</span>;
}

function Row({
  item,
  result,
  before,
  now,
}: {
  item: WatchItem;
  result: Compared | undefined;
  before: SeenPrice | undefined;
  now: SeenPrice | undefined;
}) {
  const { t } = usePageTranslation();
  const { site } = usePageContext();
  const store = watchStore();
  const status = now ? watchStatus({ ...item, seen: before ?? item.seen }, now) : null;
  const problem = result?.status === 'missing' ? t('watchlist.missing') : result?.status === 'failed' ? t('watchlist.loadFailed') : null;
  return (
    <tr className={status?.reached ? 'watch-reached' : undefined}>
      <th scope="row">
        <LocaleLink to={item.path}>{item.name}</LocaleLink> {status ? <Marks status={status} t={t} /> : null}
        {problem ? <span className="watch-problem">{problem}</span> : null}
      </th>
      <td data-label={t('watchlist.whenFollowed')}>{item.followed ? <Price money={item.followed} /> : '—'}</td>
      <td data-label={t('watchlist.now')}>{now?.price ? <Price money={now.price} /> : '—'}</td>
      <td data-label={t('watchlist.change')}>
        <Change change={status?.change ?? null} currency={item.followed} t={t} />
      </td>
      <td data-label={t('watchlist.target')}>
        <TargetForm
          productId={item.id}
          name={item.name}
          target={item.target}
          currency={item.followed?.currency ?? site.currency}
          onSet={(target) => store.setTarget(item.id, target)}
        />
      </td>
      <td className="watch-actions">
        <button type="button" className="button" onClick={() => store.remove(item.id)}>
          {t('watchlist.remove')} <span className="visually-hidden">{item.name}</span>
        </button>
        {site.alertsUrl ? (
          <PriceAlert.Part path={item.path} total={now?.price ?? null} family={false} target={item.target} name={item.name} />
        ) : null}
      </td>
    </tr>
  );
}

/** The watchlist page after hydration: the followed products, their payloads now, the table. */
export function WatchlistView() {
  useFeatureTexts('watchlist');
  const store = watchStore();
  const { list } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { t, locale } = usePageTranslation();
  const { otherDomain } = usePageContext();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const { items } = store.getState().list;
    const controller = new AbortController();
    loadWatched(items, locale, otherDomain, controller.signal).then(
      (results) => {
        const now = snapshots(results);
        setLoaded({ results, now, before: new Map(items.map((item) => [item.id, item.seen])) });
        // Seen now: the next visit marks what changes after this one; the header keeps the reached targets.
        store.seen(now, 0, Date.now());
      },
      () => {}, // Aborted: the visitor went elsewhere.
    );
    return () => controller.abort();
  }, [store, locale, otherDomain]);
  useEffect(() => {
    if (!loaded) return;
    const count = alertCount(list.items, loaded.now);
    if (list.items.length > 0 && list.check?.count !== count) store.checked(count, Date.now());
  }, [store, loaded, list]);
  if (list.items.length === 0) return <p>{t('watchlist.empty')}</p>;
  if (!loaded) return <p aria-busy="true">{t('watchlist.loading')}</p>;
  return (
    <div className="watch-scroll">
      <table className="watch-table">
        <caption>{t('watchlist.caption', { count: list.items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watchlist.product')}</th>
            <th scope="col">{t('watchlist.whenFollowed')}</th>
            <th scope="col">{t('watchlist.now')}</th>
            <th scope="col">{t('watchlist.change')}</th>
            <th scope="col">{t('watchlist.target')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('watchlist.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <Row
              key={item.id}
              item={item}
              result={loaded.results.get(item.id)}
              before={loaded.before.get(item.id)}
              now={loaded.now.get(item.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
