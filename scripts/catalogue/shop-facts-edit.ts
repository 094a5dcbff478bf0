import * as v from 'valibot';
import { ShopFactsSchema, type ShopFacts } from '../../src/domain/shop-facts.ts';
import { inline, quote } from '../ingest/printable.ts';
import { UsageError } from '../reported-error.ts';
import type { Db } from './db.ts';
import { changeSetting, readSetting } from './settings.ts';
import { readShop } from './shops.ts';

/** The facts as the operator reads them back: one `name: value` each, or that there are none. */
export function describeFacts(facts: object): string {
  const entries = Object.entries(facts);
  if (entries.length === 0) return 'no facts (the shop page shows only what we measure)';
  return entries.map(([key, value]) => `${key}: ${inline(Array.isArray(value) ? value.join(', ') : String(value), 200)}`).join('; ');
}

/**
 * A shop's facts replaced by hand (`npm run shop -- edit`, the desk), checked against the schema:
 * recorded as a change, undoable. The shop's page and offers show them from the next build.
 */
export function saveFacts(db: Db, by: string, shopId: string, given: unknown): string {
  if (!readShop(db, shopId)) throw new UsageError(`Unknown shop ${quote(shopId)}: npm run shop -- list shows the shops.`);
  const checked = v.safeParse(ShopFactsSchema, given);
  if (!checked.success) {
    const issue = checked.issues[0];
    throw new UsageError(`Nothing changed: ${v.getDotPath(issue) ?? 'facts'}: ${issue.message}.`);
  }
  const facts: ShopFacts = checked.output;
  const canonical = (value: ShopFacts) => JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  if (canonical(facts) === canonical(readSetting(db, 'shop-facts', shopId)))
    throw new UsageError(`Nothing changed: ${shopId}'s facts are these already.`);
  const summary = `set ${shopId}'s facts: ${describeFacts(facts)}`;
  return `Change ${changeSetting(db, { by, command: 'shop facts', summary }, 'shop-facts', shopId, facts)}: ${summary}.`;
}
