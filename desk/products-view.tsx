import { useState, type FormEvent } from 'react';
import type { FoundProduct, ProductDetail } from '../scripts/catalogue/product-view.ts';
import { change, findProducts, loadProduct } from './api.ts';
import { ProductPanel } from './product-panel.tsx';
import type { SpecKey } from './product-specs.tsx';

/** The catalogue searched by name or id; a product opened to correct its fields, picture, family and offers. */
export function ProductsView({ specKeys }: { specKeys: readonly SpecKey[] }) {
  const [found, setFound] = useState<FoundProduct[] | null>(null);
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) => setStatus({ text: (error as Error).message, error: true });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query === 'string') findProducts(query).then(setFound, fail);
  };
  const open = (id: number) => loadProduct(id).then(setProduct, fail);
  const run = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const messages = await change('/api/product', body);
      const into = body.action === 'merge' ? Number(body.into) : Number(body.id);
      setProduct(await loadProduct(into));
      // Said once the product is shown as changed: a form filled after the message is not reset under the operator.
      setStatus({ text: messages.join(' '), error: false });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <header className="desk-head">
        <h1>Products</h1>
        <form className="desk-map" role="search" onSubmit={search}>
          <input name="q" type="search" aria-label="Name or id" placeholder="Name or id" />
          <button type="submit">Search</button>
        </form>
      </header>
      <p className={status?.error ? 'desk-status error' : 'desk-status'} role="status">
        {status?.text}
      </p>
      <div className="desk-body">
        <ol className="desk-list" aria-label="Products found">
          {found?.map((entry) => (
            <li key={entry.id}>
              <button type="button" aria-current={entry.id === product?.id ? 'true' : undefined} onClick={() => void open(entry.id)}>
                {entry.name} <span>{`${entry.id} · ${entry.category} · ${entry.offers} offer(s)`}</span>
              </button>
            </li>
          ))}
          {found?.length === 0 ? <li className="desk-left">Nothing found.</li> : null}
        </ol>
        {product ? (
          <ProductPanel
            key={JSON.stringify(product)}
            product={product}
            specKeys={specKeys}
            onChange={(body) => void run(body)}
            onOpen={(id) => void open(id)}
            busy={busy}
          />
        ) : null}
      </div>
    </>
  );
}
