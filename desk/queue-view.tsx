import { useCallback, useEffect, useState } from 'react';
import type { DeskQueue } from '../scripts/desk/queue.ts';
import { change, DeskError, loadQueue } from './api.ts';
import { ProposalView } from './proposal-view.tsx';
import { useKeys } from './use-keys.ts';

type Filter = { shop: string; category: string | null };
const ALL: Filter = { shop: '', category: null };

/** The review queue: proposals worth most first on the left, the chosen one beside its candidates, one key per decision. */
export function QueueView({ by }: { by: string }) {
  const [filter, setFilter] = useState<Filter>(ALL);
  const [queue, setQueue] = useState<DeskQueue | null>(null);
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [at, setAt] = useState(0);
  const [chosen, setChosen] = useState(0);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  /** The queue as loaded, from its first proposal. */
  const show = useCallback((loaded: DeskQueue) => {
    setQueue(loaded);
    setAt(0);
    setChosen(0);
    setCreating(false);
  }, []);
  const reload = async (next: Filter) => show(await loadQueue(next));

  useEffect(() => {
    loadQueue(ALL).then(show, (error: Error) => setStatus({ text: error.message, error: true }));
  }, [show]);

  const proposals = (queue?.proposals ?? []).filter((proposal) => !skipped.has(proposal.id));
  const proposal = proposals[Math.min(at, proposals.length - 1)];
  const candidate = proposal?.candidates[chosen];

  const run = async (path: '/api/decide' | '/api/create', body: unknown) => {
    if (busy) return;
    setBusy(true);
    try {
      const messages = await change(path, body);
      setStatus({ text: messages.join(' '), error: false });
      await reload(filter);
    } catch (error) {
      setStatus({ text: (error as Error).message, error: true });
      if (error instanceof DeskError && error.status === 409) await reload(filter);
    } finally {
      setBusy(false);
    }
  };
  const items = proposal?.items.map((item) => `${item.shop}:${item.id}`) ?? [];
  const decide = (action: 'accept' | 'reject') => {
    if (proposal && candidate) void run('/api/decide', { action, items, product: candidate.product.id });
  };
  const skip = () => {
    if (!proposal) return;
    setSkipped(new Set([...skipped, proposal.id]));
    setChosen(0);
    setCreating(false);
  };
  const move = (step: number) => {
    setAt((current) => Math.max(0, Math.min(proposals.length - 1, current + step)));
    setChosen(0);
    setCreating(false);
  };
  useKeys({
    j: () => move(1),
    k: () => move(-1),
    a: () => decide('accept'),
    r: () => decide('reject'),
    c: () => setCreating(true),
    s: skip,
    '1': () => setChosen(0),
    '2': () => setChosen(1),
    '3': () => setChosen(2),
    '4': () => setChosen(3),
  });
  const changeFilter = (next: Filter) => {
    setFilter(next);
    setSkipped(new Set());
    void reload(next).catch((error: Error) => setStatus({ text: error.message, error: true }));
  };

  return (
    <>
      <header className="desk-head">
        <h1>Review queue</h1>
        <p className="desk-left" aria-live="polite">
          {queue ? `${queue.left.proposals} proposals, ${queue.left.items} items left` : 'Loading…'}
          {` · deciding as ${by}`}
        </p>
        <label>
          Shop{' '}
          <select value={filter.shop} onChange={(event) => changeFilter({ ...filter, shop: event.target.value })}>
            <option value="">All shops</option>
            {queue?.facets.shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name} ({shop.items})
              </option>
            ))}
          </select>
        </label>
        <label>
          Category{' '}
          <select
            value={filter.category ?? '*'}
            onChange={(event) => changeFilter({ ...filter, category: event.target.value === '*' ? null : event.target.value })}
          >
            <option value="*">All categories</option>
            {queue?.facets.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.slug || 'not mapped'} ({category.items})
              </option>
            ))}
          </select>
        </label>
        <p className="desk-keys">Keys: j/k next/previous · 1-4 candidate · a accept · r reject · c create · s skip</p>
      </header>
      <p className={status?.error ? 'desk-status error' : 'desk-status'} role="status">
        {status?.text}
      </p>
      <div className="desk-body">
        <ol className="desk-list" aria-label="Proposals">
          {proposals.map((entry, index) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-current={entry === proposal ? 'true' : undefined}
                onClick={() => {
                  setAt(index);
                  setChosen(0);
                  setCreating(false);
                }}
              >
                {entry.name} <span>{`${entry.shops} shop(s), ${entry.items.length} item(s)`}</span>
              </button>
            </li>
          ))}
        </ol>
        {proposal ? (
          <ProposalView
            key={proposal.id}
            proposal={proposal}
            chosen={chosen}
            onChoose={setChosen}
            onDecide={decide}
            creating={creating}
            onCreate={(fields) => void run('/api/create', { proposal: proposal.id, items, ...fields })}
            onCreating={setCreating}
            onSkip={skip}
            busy={busy}
          />
        ) : (
          <p>{queue ? 'Nothing left to review here.' : ''}</p>
        )}
      </div>
    </>
  );
}
