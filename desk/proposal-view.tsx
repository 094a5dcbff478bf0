import type { FormEvent } from 'react';
import type { DeskProposal } from '../scripts/desk/queue.ts';
import { VARIANT_AXES } from '../src/domain/family.ts';
import { money } from './format.ts';

/** A shop's link, when it is one (http or https): what a feed gives is not trusted. */
const safeLink = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

type Fields = { name?: string; brand?: string; model?: string; category?: string; variant?: Record<string, string> };

interface ProposalViewProps {
  proposal: DeskProposal;
  chosen: number;
  onChoose: (index: number) => void;
  onDecide: (action: 'accept' | 'reject') => void;
  creating: boolean;
  onCreating: (creating: boolean) => void;
  onCreate: (fields: Fields) => void;
  onSkip: () => void;
  busy: boolean;
}

/** The form making a product of the proposal: what the items propose, prefilled; only what the operator changed is sent. */
function CreateForm({
  proposal,
  onCreate,
  onCancel,
  busy,
}: {
  proposal: DeskProposal;
  onCreate: (fields: Fields) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const proposed = {
    name: proposal.name,
    brand: proposal.brand,
    model: proposal.model,
    category: proposal.items.find((item) => item.category)?.category ?? '',
  };
  const axes = VARIANT_AXES.filter((axis) => proposal.variant.some((entry) => entry.axis === axis));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const entry = form.get(name);
      return typeof entry === 'string' ? entry.trim() : '';
    };
    const changed: Fields = {};
    for (const key of ['name', 'brand', 'model', 'category'] as const)
      if (text(key) && text(key) !== proposed[key]) changed[key] = text(key);
    // The variant values as the items propose them come with the product; only those changed or added are sent.
    const variant: Record<string, string> = {};
    for (const { axis, value } of proposal.variant)
      if (text(`variant-${axis}`) && text(`variant-${axis}`) !== value) variant[axis] = text(`variant-${axis}`);
    if (text('extra-value')) variant[text('extra-axis')] = text('extra-value');
    onCreate(Object.keys(variant).length > 0 ? { ...changed, variant } : changed);
  };
  return (
    <form className="desk-create" onSubmit={submit} aria-label="Create a product">
      {(['name', 'brand', 'model', 'category'] as const).map((key) => (
        <label key={key}>
          {key[0]?.toUpperCase() + key.slice(1)}
          <input name={key} defaultValue={proposed[key]} required list={key === 'category' ? 'desk-categories' : undefined} />
        </label>
      ))}
      {proposal.variant.map(({ axis, value }) => (
        <label key={axis}>
          {`Variant: ${axis}`}
          <input name={`variant-${axis}`} defaultValue={value} />
        </label>
      ))}
      <label>
        Another variant value
        <span className="desk-map">
          <select name="extra-axis" aria-label="Its axis">
            {VARIANT_AXES.filter((axis) => !axes.includes(axis)).map((axis) => (
              <option key={axis}>{axis}</option>
            ))}
          </select>
          <input name="extra-value" aria-label="Its value" />
        </span>
      </label>
      <div className="desk-actions">
        <button type="submit" disabled={busy}>
          Create the product
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One proposal: its items as the shops list them, its candidates side by side with the evidence for each, the decisions. */
export function ProposalView({ proposal, chosen, onChoose, onDecide, creating, onCreating, onCreate, onSkip, busy }: ProposalViewProps) {
  return (
    <section className="desk-proposal" aria-label={proposal.name}>
      <h2>{proposal.name}</h2>
      {proposal.reasons.map((reason) => (
        <p key={reason} className="desk-reason">
          Not matched: {reason}
        </p>
      ))}
      <table className="desk-items">
        <caption>{`${proposal.items.length} item(s) from ${proposal.shops} shop(s)`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">Shop</th>
            <th scope="col">Title</th>
            <th scope="col">Brand</th>
            <th scope="col">GTIN</th>
            <th scope="col">MPN</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {proposal.items.map((item) => {
            const link = safeLink(item.url);
            return (
              <tr key={`${item.shop}:${item.id}`}>
                <td>
                  {item.image && safeLink(item.image) ? (
                    <img src={item.image} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" />
                  ) : null}
                </td>
                <td>{item.shop}</td>
                <td>
                  {link ? (
                    <a href={link} target="_blank" rel="noreferrer noopener">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </td>
                <td>{item.brand ?? '—'}</td>
                <td>{item.gtin ?? '—'}</td>
                <td>{item.mpn ?? '—'}</td>
                <td>{item.category ?? 'not mapped'}</td>
                <td>{money(item.priceMinor, item.currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>Candidates</h3>
      {proposal.candidates.length === 0 ? <p>No product comes close: create one, or skip.</p> : null}
      <ol className="desk-candidates">
        {proposal.candidates.map((candidate, index) => (
          <li key={candidate.product.id} className={index === chosen ? 'chosen' : undefined}>
            <button type="button" className="desk-choose" aria-pressed={index === chosen} onClick={() => onChoose(index)}>
              {index + 1}. {candidate.product.name}
            </button>
            {candidate.product.image ? (
              <img
                src={candidate.product.image.endsWith('.svg') ? candidate.product.image : `${candidate.product.image}-160.webp`}
                alt=""
                width={80}
                height={80}
              />
            ) : null}
            <p>
              Product {candidate.product.id} · {candidate.product.brand} {candidate.product.model} · {candidate.product.category}
            </p>
            <p>
              GTIN {candidate.product.gtin ?? '—'} · MPN {candidate.product.mpn ?? '—'} · from{' '}
              {money(candidate.product.lowestMinor, candidate.product.currency)} in {candidate.product.offers} offer(s)
            </p>
            <p className="desk-why">
              Score {candidate.score}: {candidate.why}
            </p>
            <ul className="desk-evidence" aria-label="Evidence">
              {candidate.evidence.map((fact) => (
                <li key={fact.label} className={fact.agrees ? 'agrees' : 'conflicts'}>
                  {fact.label}: {fact.item} {fact.agrees ? '=' : '≠'} {fact.product}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="desk-actions">
        <button type="button" disabled={busy || proposal.candidates.length === 0} onClick={() => onDecide('accept')}>
          Accept candidate {chosen + 1} (a)
        </button>
        <button type="button" disabled={busy || proposal.candidates.length === 0} onClick={() => onDecide('reject')}>
          Reject candidate {chosen + 1} (r)
        </button>
        <button type="button" disabled={busy} onClick={() => onCreating(true)}>
          Create a product (c)
        </button>
        <button type="button" onClick={onSkip}>
          Skip (s)
        </button>
      </div>
      {creating ? <CreateForm proposal={proposal} onCreate={onCreate} onCancel={() => onCreating(false)} busy={busy} /> : null}
    </section>
  );
}
