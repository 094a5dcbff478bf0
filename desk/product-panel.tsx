import { useState, type FormEvent } from 'react';
import type { ProductDetail } from '../scripts/catalogue/product-view.ts';
import { VARIANT_AXES } from '../src/domain/family.ts';
import { money } from './format.ts';

const FIELDS = ['name', 'brand', 'model', 'gtin', 'mpn', 'category'] as const;

/** A form's text field, trimmed. */
const field = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** One product to correct: its fields, picture, family and offers, each change by the catalogue's own function. */
export function ProductPanel({
  product,
  onChange,
  onOpen,
  busy,
}: {
  product: ProductDetail;
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
      FIELDS.flatMap((key) => (field(form, key) !== (product[key] ?? '') ? [[key, field(form, key)]] : [])),
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
      {product.image ? (
        <img src={product.image.endsWith('.svg') ? product.image : `${product.image}-160.webp`} alt="" width={120} height={120} />
      ) : null}
      <p>
        {product.pictureUrl
          ? `From ${product.pictureUrl}${product.pictureByOperator ? ' (chosen by hand)' : ' (a shop’s feed)'}`
          : 'No picture yet.'}
      </p>
      <form
        className="desk-map"
        aria-label="Choose the picture"
        onSubmit={(event) => submit(event, (form) => (field(form, 'url') ? { action: 'picture', url: field(form, 'url') } : null))}
      >
        <input name="url" type="url" placeholder="https://…" aria-label="The picture's address" />
        <button type="submit" disabled={busy}>
          Use this picture
        </button>
        <button type="button" disabled={busy} onClick={() => onChange({ id: product.id, action: 'picture', url: null })}>
          Back to the feeds&apos; picture
        </button>
      </form>
      <h3>Family</h3>
      {product.family && product.family.members.length > 1 ? (
        <>
          <p>
            {product.family.name} ({product.family.source === 'manual' ? 'set by hand' : `grouped by ${product.family.source}`})
          </p>
          <ul>
            {product.family.members.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  className="desk-choose"
                  aria-current={member.id === product.id ? 'true' : undefined}
                  onClick={() => onOpen(member.id)}
                >
                  {member.name}
                </button>{' '}
                <span className="desk-left">{member.variant ?? 'no variant values'}</span>
              </li>
            ))}
          </ul>
          <div className="desk-actions">
            <button type="button" disabled={busy} onClick={() => onChange({ id: product.id, action: 'leave-family' })}>
              Take it out of its family
            </button>
          </div>
        </>
      ) : (
        <p>In no family.</p>
      )}
      <p>
        Its variant values:{' '}
        {product.variant.length > 0 ? product.variant.map((entry) => `${entry.axis} ${entry.value}`).join(', ') : 'none'}
      </p>
      <form
        className="desk-map"
        aria-label="Set a variant value"
        onSubmit={(event) =>
          submit(event, (form) =>
            field(form, 'value') ? { action: 'variant', axis: field(form, 'axis'), value: field(form, 'value') } : null,
          )
        }
      >
        <select name="axis" aria-label="Axis" defaultValue="color">
          {VARIANT_AXES.map((axis) => (
            <option key={axis}>{axis}</option>
          ))}
        </select>
        <input name="value" aria-label="Value" placeholder="Titanium Black" />
        <button type="submit" disabled={busy}>
          Set the variant value
        </button>
      </form>
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
            chosen.size > 0 ? { action: 'split', items: [...chosen], name: field(form, 'name') || undefined } : null,
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
          submit(event, (form) => (Number(field(form, 'into')) > 0 ? { action: 'merge', into: Number(field(form, 'into')) } : null))
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
