import { useState, type FormEvent } from 'react';
import type { ProductDetail } from '../scripts/catalogue/product-view.ts';
import { formField, money } from './format.ts';
import { ProductFamily } from './product-family.tsx';
import { ProductPicture } from './product-picture.tsx';
import { ProductSpecs, type SpecKey } from './product-specs.tsx';

const FIELDS = ['name', 'brand', 'model', 'gtin', 'mpn', 'category'] as const;

/** One product to correct: its fields, picture, family and offers, each change by the catalogue's own function. */
export function ProductPanel({
  product,
  onChange,
  onOpen,
  busy,
  specKeys,
}: {
  product: ProductDetail;
  specKeys: readonly SpecKey[];
  onChange: (body: Record<string, unknown>) => void;
  onOpen: (id: number) => void;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const submit = (event: FormEvent<HTMLFormElement>, make: (form: HTMLFormElement) => Record<string, unknown> | null) => {
    event.preventDefault();
    const body = make(event.currentTarget);
    if (body) onChange({ id: product.id, ...body });
  };
  const edit = (form: HTMLFormElement) => {
    const changed = Object.fromEntries(
      FIELDS.flatMap((key) => (formField(form, key) !== (product[key] ?? '') ? [[key, formField(form, key)]] : [])),
    );
    return Object.keys(changed).length > 0 ? { action: 'edit', ...changed } : null;
  };
  const live = product.offers.filter((offer) => offer.goneAt === null);
  return (
    <section className="desk-proposal" aria-label={product.name}>
      <h2>{product.name}</h2>
      <p className="desk-left">
        Product {product.id} · {product.origin === 'feed' ? 'named from the feeds' : 'named by hand'} · {product.category}
      </p>
      <form className="desk-create" aria-label="The product's fields" onSubmit={(event) => submit(event, edit)}>
        {FIELDS.map((key) => (
          <label key={key}>
            {key === 'gtin' ? 'GTIN' : key === 'mpn' ? 'MPN' : key[0]?.toUpperCase() + key.slice(1)}
            <input name={key} defaultValue={product[key] ?? ''} list={key === 'category' ? 'desk-categories' : undefined} />
          </label>
        ))}
        <div className="desk-actions">
          <button type="submit" disabled={busy}>
            Save the fields
          </button>
        </div>
      </form>
      <h3>Picture</h3>
      <ProductPicture product={product} busy={busy} onChoose={(url) => onChange({ id: product.id, action: 'picture', url })} />
      <h3>Specs</h3>
      <ProductSpecs
        product={product}
        specKeys={specKeys}
        busy={busy}
        onSave={(specs) => onChange({ id: product.id, action: 'specs', specs })}
      />
      <h3>Family</h3>
      <ProductFamily product={product} busy={busy} onChange={onChange} onOpen={onOpen} />
      <h3>Offers</h3>
      <table className="desk-items">
        <thead>
          <tr>
            <th scope="col">Split</th>
            <th scope="col">Shop</th>
            <th scope="col">Item</th>
            <th scope="col">Title</th>
            <th scope="col">Price</th>
            <th scope="col">Matched</th>
          </tr>
        </thead>
        <tbody>
          {product.offers.map((offer) => {
            const ref = `${offer.shop}:${offer.item}`;
            return (
              <tr key={ref} className={offer.goneAt ? 'undone' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Split ${ref} off`}
                    disabled={offer.goneAt !== null}
                    checked={chosen.has(ref)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(ref);
                      else next.delete(ref);
                      setChosen(next);
                    }}
                  />
                </td>
                <td>{offer.shop}</td>
                <td>{offer.item}</td>
                <td>{offer.title ?? '—'}</td>
                <td>{offer.goneAt ? 'gone' : money(offer.priceMinor, offer.currency)}</td>
                <td>{offer.matchedBy}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <form
        className="desk-map"
        aria-label="Split the chosen offers off"
        onSubmit={(event) =>
          submit(event, (form) =>
            chosen.size > 0 ? { action: 'split', items: [...chosen], name: formField(form, 'name') || undefined } : null,
          )
        }
      >
        <input name="name" placeholder="The new product's name (else from their titles)" aria-label="The new product's name" />
        <button type="submit" disabled={busy || chosen.size === 0 || chosen.size === live.length}>
          Split {chosen.size} off into a new product
        </button>
      </form>
      <form
        className="desk-map"
        aria-label="Merge into another product"
        onSubmit={(event) =>
          submit(event, (form) => (Number(formField(form, 'into')) > 0 ? { action: 'merge', into: Number(formField(form, 'into')) } : null))
        }
      >
        <input name="into" inputMode="numeric" placeholder="Product id" aria-label="The product it is" />
        <button type="submit" disabled={busy}>
          Merge into that product
        </button>
      </form>
    </section>
  );
}
