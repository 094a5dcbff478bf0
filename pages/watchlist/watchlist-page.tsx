import { BrowserViewShell, browserView } from '../browser-view.tsx';

// The stored list, the loader and the table are a chunk of their own.
const WatchlistView = browserView('watchlist', () => import('./watchlist-view.tsx').then((module) => module.WatchlistView));

/** The prerendered shell is the same for every visitor: what they follow is in their browser, read once hydrated. */
export function WatchlistPage() {
  return (
    <BrowserViewShell feature="watchlist">
      <WatchlistView />
    </BrowserViewShell>
  );
}
