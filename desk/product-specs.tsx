import { useState } from 'react';
import type { ProductDetail } from '../scripts/catalogue/product-view.ts';

/** A spec key the catalogue knows, with its unit ('' for a text) and English label. */
export interface SpecKey {
  key: string;
  unit: string;
  label: string;
}

/** A product's specs as a table to edit: each row a known key and its value, saved together as one change. */
export function ProductSpecs({
  product,
  specKeys,
  busy,
  onSave,
}: {
  product: ProductDetail;
  specKeys: readonly SpecKey[];
  busy: boolean;
  onSave: (specs: { key: string; value: string }[]) => void;
}) {
  const [rows, setRows] = useState(product.specs);
  const unitOf = (key: string) => specKeys.find((entry) => entry.key === key)?.unit ?? '';
  const free = specKeys.find((entry) => !rows.some((row) => row.key === entry.key));
  const set = (index: number, row: { key: string; value: string }) => setRows(rows.with(index, row));
  return (
    <form
      className="desk-specs"
      aria-label="Its specs"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(rows.map((row) => ({ key: row.key, value: row.value.trim() })));
      }}
    >
      <table className="desk-items">
        <thead>
          <tr>
            <th scope="col">Spec</th>
            <th scope="col">Value</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>
                <select
                  aria-label={`Spec ${index + 1}`}
                  value={row.key}
                  onChange={(event) => set(index, { ...row, key: event.target.value })}
                >
                  {specKeys.map((entry) => (
                    <option key={entry.key} value={entry.key}>
                      {entry.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={`Value of ${row.key}`}
                  value={row.value}
                  inputMode={unitOf(row.key) ? 'decimal' : undefined}
                  onChange={(event) => set(index, { ...row, value: event.target.value })}
                />{' '}
                {unitOf(row.key)}
              </td>
              <td>
                <button type="button" onClick={() => setRows(rows.toSpliced(index, 1))}>
                  Remove {row.key}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="desk-actions">
        <button type="button" disabled={!free} onClick={() => free && setRows([...rows, { key: free.key, value: '' }])}>
          Add a spec
        </button>
        <button type="submit" disabled={busy}>
          Save the specs
        </button>
      </div>
    </form>
  );
}
