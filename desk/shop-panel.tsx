import { useEffect, useRef, type FormEvent } from 'react';
import type { DeskShop } from '../scripts/desk/shops.ts';
import { formField } from './format.ts';
import { CUSTOMS, FACT_COUNTRIES, PAYMENT_METHODS, WARRANTY_HANDLERS } from '../src/domain/shop-facts.ts';

const TEXTS = [
  ['company', 'Company'],
  ['address', 'Address'],
  ['registration', 'Registration number'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
] as const;
const CHOICES = [
  ['country', 'Registered in', FACT_COUNTRIES],
  ['shipsFrom', 'Ships from', FACT_COUNTRIES],
  ['customs', 'Customs', CUSTOMS],
  ['warranty', 'Warranty handled by', WARRANTY_HANDLERS],
] as const;
const LISTS = [
  ['payments', 'Payment', PAYMENT_METHODS],
  ['deliversTo', 'Delivers to', FACT_COUNTRIES],
] as const;

/** The facts the form holds: a fact left empty is one the shop did not give, so it is left out. */
function factsOf(form: HTMLFormElement): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [key] of [...TEXTS, ...CHOICES]) {
    const value = formField(form, key);
    if (value) facts[key] = value;
  }
  for (const [key] of LISTS) {
    const values = new FormData(form).getAll(key).filter((value) => typeof value === 'string');
    if (values.length > 0) facts[key] = values;
  }
  const returns = formField(form, 'returnsDays');
  if (returns) facts.returnsDays = Number(returns);
  return facts;
}

/** What we measured of the shop, in the words of its page: never hidden, whatever it says. */
function RecordLine({ shop }: { shop: DeskShop }) {
  const { record, shares } = shop;
  const feeds = record.feedDays
    ? `Its feed arrived on ${record.feedDays.arrived} of ${record.feedDays.of} days (${shares.feedDays}%)`
    : 'No feed logged';
  const offers =
    record.offers > 0
      ? `${shares.confirmed}% of its ${record.offers} offers confirmed within 3 days (${record.staleOffers} not)`
      : 'no offers listed';
  return (
    <p>
      {`Since ${record.from} (${record.days} days, as of ${shop.asOf.slice(0, 10)}): ${feeds}; ${offers}; ` +
        `${record.reductions} price reductions, ${record.flagged} of them not real reductions.`}
    </p>
  );
}

/** One shop opened: its measured record, its facts to edit, its category mappings. */
export function ShopPanel({
  shop,
  busy,
  onFacts,
  onMap,
}: {
  shop: DeskShop;
  busy: boolean;
  onFacts: (facts: Record<string, unknown>) => void;
  onMap: (source: string, category: string) => void;
}) {
  const facts = shop.facts as Record<string, unknown>;
  const section = useRef<HTMLElement>(null);
  // A shop opened from far down the list: its panel, above the list, comes into view.
  useEffect(() => section.current?.scrollIntoView({ block: 'start' }), [shop.id]);
  /** A fact as its field shows it: '' where the shop gave none. */
  const shown = (key: string) => {
    const value = facts[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFacts(factsOf(event.currentTarget));
  };
  return (
    <section className="desk-proposal" aria-label={`Shop ${shop.id}`} ref={section}>
      <h2>
        {shop.name} <span className="desk-left">{shop.id}</span>
      </h2>
      <h3>Its record</h3>
      <RecordLine shop={shop} />
      <h3>Its facts</h3>
      <form className="desk-create" aria-label="The shop's facts" onSubmit={submit} key={JSON.stringify(facts)}>
        {TEXTS.map(([key, label]) => (
          <label key={key}>
            {label}
            <input name={key} defaultValue={shown(key)} />
          </label>
        ))}
        {CHOICES.map(([key, label, values]) => (
          <label key={key}>
            {label}
            <select name={key} defaultValue={shown(key)}>
              <option value="">not given</option>
              {values.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
        ))}
        <label>
          Returns (days)
          <input name="returnsDays" inputMode="numeric" defaultValue={shown('returnsDays')} />
        </label>
        {LISTS.map(([key, label, values]) => (
          <fieldset key={key}>
            <legend>{label}</legend>
            {values.map((value) => (
              <label key={value} className="desk-check">
                <input
                  type="checkbox"
                  name={key}
                  value={value}
                  defaultChecked={((facts[key] as string[] | undefined) ?? []).includes(value)}
                />{' '}
                {value}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="desk-actions">
          <button type="submit" disabled={busy}>
            Save the facts
          </button>
        </div>
      </form>
      <h3>Its categories mapped to ours</h3>
      {shop.mappings.length === 0 ? <p>None yet.</p> : null}
      {shop.mappings.map((mapping) => (
        <form
          key={`${mapping.source} ${mapping.category}`}
          className="desk-map"
          aria-label={`Mapping of ${mapping.source}`}
          onSubmit={(event) => {
            event.preventDefault();
            const category = formField(event.currentTarget, 'category');
            if (category && category !== mapping.category) onMap(mapping.source, category);
          }}
        >
          <span>{mapping.source}</span>
          <input name="category" list="desk-categories" defaultValue={mapping.category} aria-label={`Our category for ${mapping.source}`} />
          <button type="submit" disabled={busy}>
            Map
          </button>
        </form>
      ))}
    </section>
  );
}
