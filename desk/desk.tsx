import { useEffect, useState } from 'react';
import { openSession } from './api.ts';
import { LogView } from './log-view.tsx';
import { QueueView } from './queue-view.tsx';
import { ShopsView } from './shops-view.tsx';

const VIEWS = { queue: 'Review queue', shops: 'Shops', log: 'Log' } as const;
type View = keyof typeof VIEWS;

const viewOfHash = (): View => {
  const hash = location.hash.slice(1);
  return hash in VIEWS ? (hash as View) : 'queue';
};

/** The desk: its views by the address's hash (a reload keeps the view), once the session is open. */
export function Desk() {
  const [view, setView] = useState<View>(viewOfHash);
  const [by, setBy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    openSession().then(
      (session) => setBy(session.by),
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
      {by === null ? null : view === 'queue' ? <QueueView by={by} /> : view === 'shops' ? <ShopsView /> : <LogView />}
    </div>
  );
}
