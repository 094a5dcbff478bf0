import { useEffect, useState, type FormEvent } from 'react';
import type { DeskShop, DeskShops } from '../scripts/desk/shops.ts';
import { change, loadShop, loadShops } from './api.ts';
import { ShopPanel } from './shop-panel.tsx';

type Shop = DeskShops['shops'][number];

const day = (at: string | null) => (at ? at.replace('T', ' ').slice(0, 16) : '—');

/** What a feed did, in a line: its items, those refused by reason, those unmatched, the offers it marked gone. */
function outcome(feed: Shop['feeds'][number]): string {
  const reasons = Object.entries(feed.rejectedByReason).map(([reason, count]) => `${reason} ${count}`);
  return (
    `${feed.items} items, ${feed.rejected} refused${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}, ` +
    `${feed.unmatched} unmatched, ${feed.gone} gone`
  );
}

/** A shop's own category waiting for ours: typed (the catalogue's offered), mapped in place. */
function MapForm({ shop, source, items, onMap }: { shop: string; source: string; items: number; onMap: (category: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('category');
    if (typeof value === 'string' && value.trim()) onMap(value.trim());
  };
  return (
    <form className="desk-map" onSubmit={submit} aria-label={`Map ${source} of ${shop}`}>
      <span>
        {source} <span className="desk-left">({items} items)</span>
      </span>
      <input name="category" list="desk-categories" aria-label={`Our category for ${source}`} required />
      <button type="submit">Map</button>
    </form>
  );
}

function ShopRow({
  shop,
  open,
  onOpen,
  onMap,
}: {
  shop: Shop;
  open: boolean;
  onOpen: () => void;
  onMap: (source: string, category: string) => void;
}) {
  const latest = shop.feeds[0];
  return (
    <tr>
      <th scope="row">
        <button type="button" className="desk-choose" aria-current={open ? 'true' : undefined} onClick={onOpen}>
          {shop.name}
        </button>
        <span className="desk-left"> {`${shop.id} · ${shop.country}`}</span>
      </th>
      <td>{day(shop.last_feed_at)}</td>
      <td>{latest ? outcome(latest) : '—'}</td>
      <td>{shop.offers}</td>
      <td>{shop.queued}</td>
      <td>
        {shop.unmapped.length === 0
          ? '—'
          : shop.unmapped.map((type) => (
              <MapForm
                key={type.source}
                shop={shop.id}
                source={type.source}
                items={type.items}
                onMap={(category) => onMap(type.source, category)}
              />
            ))}
        <details>
          <summary>Its last feeds</summary>
          <ul>
            {shop.feeds.map((feed) => (
              <li key={feed.at}>{`${day(feed.at)}: ${outcome(feed)}`}</li>
            ))}
          </ul>
        </details>
      </td>
    </tr>
  );
}

/**
 * Each shop's last feeds, its items in the queue, and its own categories waiting for ours, mappable
 * in place; a shop opened shows its record, its facts to edit and its mappings.
 */
export function ShopsView() {
  const [data, setData] = useState<DeskShops | null>(null);
  const [open, setOpen] = useState<DeskShop | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => {
    loadShops().then(setData, (error: Error) => setStatus({ text: error.message, error: true }));
  }, []);
  const run = async (work: () => Promise<string | null>, shop: string | null) => {
    setBusy(true);
    try {
      const text = await work();
      setData(await loadShops());
      if (shop !== null) setOpen(await loadShop(shop));
      // Said once what it changed is shown: a form filled after the message is not reset under the operator.
      if (text !== null) setStatus({ text, error: false });
    } catch (error) {
      setStatus({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  const map = (shop: string, source: string, category: string) =>
    void run(async () => (await change('/api/map', { shop, source, category })).join(' '), open?.id === shop ? shop : null);
  return (
    <>
      <header className="desk-head">
        <h1>Shops</h1>
        <p className="desk-left">Their last feeds, their items waiting, their own categories waiting for ours</p>
      </header>
      <p className={status?.error ? 'desk-status error' : 'desk-status'} role="status">
        {status?.text}
      </p>
      {open ? (
        <ShopPanel
          shop={open}
          busy={busy}
          onFacts={(facts) => void run(async () => (await change('/api/facts', { shop: open.id, facts })).join(' '), open.id)}
          onMap={(source, category) => map(open.id, source, category)}
        />
      ) : null}
      <table className="desk-items desk-shops">
        <thead>
          <tr>
            <th scope="col">Shop</th>
            <th scope="col">Last feed</th>
            <th scope="col">What it brought</th>
            <th scope="col">Offers</th>
            <th scope="col">In the queue</th>
            <th scope="col">Categories to map</th>
          </tr>
        </thead>
        <tbody>
          {data?.shops.map((shop) => (
            <ShopRow
              key={shop.id}
              shop={shop}
              open={open?.id === shop.id}
              onOpen={() => void run(() => Promise.resolve(null), shop.id)}
              onMap={(source, category) => map(shop.id, source, category)}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}
