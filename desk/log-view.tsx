import { useEffect, useState } from 'react';
import type { ChangeRow } from '../scripts/catalogue/corrections.ts';
import { change, loadLog } from './api.ts';

/** Every change by hand, newest first, with who and when; each undoable from here, as `npm run product -- undo` does. */
export function LogView() {
  const [changes, setChanges] = useState<ChangeRow[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = async () => setChanges((await loadLog()).changes);
  useEffect(() => {
    loadLog().then(
      (log) => setChanges(log.changes),
      (error: Error) => setStatus({ text: error.message, error: true }),
    );
  }, []);
  const undo = async (id: number) => {
    setBusy(true);
    try {
      setStatus({ text: (await change('/api/undo', { change: id })).join(' '), error: false });
      await reload();
    } catch (error) {
      setStatus({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <header className="desk-head">
        <h1>Log</h1>
        <p className="desk-left">The latest 200 changes by hand, newest first</p>
      </header>
      <p className={status?.error ? 'desk-status error' : 'desk-status'} role="status">
        {status?.text}
      </p>
      <table className="desk-items desk-log">
        <thead>
          <tr>
            <th scope="col">Change</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">
              <span className="visually-hidden">Undo</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {changes?.map((row) => (
            <tr key={row.id} className={row.undone_by === null ? undefined : 'undone'}>
              <td>{row.id}</td>
              <td>{row.at.replace('T', ' ').slice(0, 16)}</td>
              <td>{row.by}</td>
              <td>
                {row.summary}
                {row.undone_by === null ? null : ` (undone by change ${row.undone_by})`}
              </td>
              <td>
                {row.undone_by === null && row.command !== 'undo' ? (
                  <button type="button" disabled={busy} onClick={() => void undo(row.id)}>
                    Undo <span className="visually-hidden">change {row.id}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
