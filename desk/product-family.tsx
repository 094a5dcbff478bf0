import type { ProductDetail } from '../scripts/catalogue/product-view.ts';
import { VARIANT_AXES } from '../src/domain/family.ts';
import { formField } from './format.ts';

/** The product's family: its members to open, taking it out, and its variant values to set. */
export function ProductFamily({
  product,
  busy,
  onChange,
  onOpen,
}: {
  product: ProductDetail;
  busy: boolean;
  onChange: (body: Record<string, unknown>) => void;
  onOpen: (id: number) => void;
}) {
  return (
    <>
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
      <form
        className="desk-map"
        aria-label="Put it in another product's family"
        onSubmit={(event) => {
          event.preventDefault();
          const other = Number(formField(event.currentTarget, 'with'));
          if (other > 0) onChange({ id: product.id, action: 'join-family', with: other });
        }}
      >
        <input name="with" inputMode="numeric" placeholder="Product id" aria-label="A product of the family it belongs in" />
        <button type="submit" disabled={busy}>
          Put it in that product&apos;s family
        </button>
      </form>
      <p>
        Its variant values:{' '}
        {product.variant.length > 0 ? product.variant.map((entry) => `${entry.axis} ${entry.value}`).join(', ') : 'none'}
      </p>
      <form
        className="desk-map"
        aria-label="Set a variant value"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (formField(form, 'value'))
            onChange({ id: product.id, action: 'variant', axis: formField(form, 'axis'), value: formField(form, 'value') });
        }}
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
    </>
  );
}
