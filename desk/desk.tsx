import { useEffect, useState } from 'react';
import { openSession, type Session } from './api.ts';
import { LogView } from './log-view.tsx';
import { ProductsView } from './products-view.tsx';
import { QueueView } from './queue-view.tsx';
import { ShopsView } from './shops-view.tsx';

const VIEWS = { queue: 'Review queue', products: 'Products', shops: 'Shops', log: 'Log' } as const;
type View = keyof typeof VIEWS;

const viewOfHash = (): View => {
  const hash = location.hash.slice(1);
  return hash in VIEWS ? (hash as View) : 'queue';
};

/** The desk: its views by the address's hash (a reload keeps the view), once the session is open. */
export function Desk() {
  const [view, setView] = useState<View>(viewOfHash);
  const [session, setSession] = useState<Session | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    openSession().then(
      (opened) => setSession(opened),
      (error: Error) => setProblem(error.message),
    );
    const onHash = () => setView(viewOfHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <div className="desk">
      <nav className="desk-nav" aria-label="Desk">
        {(Object.keys(VIEWS) as View[]).map((key) => (
          <a key={key} href={`#${key}`} aria-current={key === view ? 'page' : undefined}>
            {VIEWS[key]}
          </a>
        ))}
      </nav>
      {problem ? <p className="desk-status error">{problem}</p> : null}
      {/* The catalogue's categories, offered wherever a category is typed (a proposal's, a product's, a shop's mapping). */}
      <datalist id="desk-categories">
        {session?.categories.map((slug) => (
          <option key={slug} value={slug} />
        ))}
      </datalist>
      {session === null
        ? null
        : {
            queue: <QueueView by={session.by} />,
            products: <ProductsView specKeys={session.specKeys} />,
            shops: <ShopsView />,
            log: <LogView />,
          }[view]}
    </div>
  );
}
