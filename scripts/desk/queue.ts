import * as v from 'valibot';
import { parseItemRef } from '../catalogue/correction-kit.ts';
import { acceptItem, makeProductFromProposal, rejectItem } from '../catalogue/corrections.ts';
import type { Db } from '../catalogue/db.ts';
import { editProduct, renameProduct } from '../catalogue/product-edits.ts';
import { candidateProducts, isQueued, queueFacets, reviewQueue } from '../catalogue/review.ts';
import type { Proposal } from '../catalogue/worklist.ts';
import { runFamilyCommand } from '../family-cli.ts';
import { UsageError } from '../reported-error.ts';
import { evidenceFor } from './evidence.ts';

/** How many proposals the desk lists at once: the operator decides them top down, the next come after. */
const SHOWN = 50;

/** The products a reason names ("GTIN … is product 1203's, but …", "products 1920 and 2001 fit it alike"): the ones the matcher held back from. */
function namedInReasons(reasons: string[]): number[] {
  return reasons.flatMap((reason) =>
    [...reason.matchAll(/\bproducts? (\d+)(?:'s)?(?: and (\d+))?/g)].flatMap((match) => match.slice(1).filter(Boolean).map(Number)),
  );
}

/**
 * A proposal's candidates: the matcher's best, then the products its reasons name (a GTIN's
 * owner whose title conflicts), which the operator must see to decide.
 */
function candidatesOf(proposal: Proposal): Proposal['candidates'] {
  const listed = new Set(proposal.candidates.map((candidate) => candidate.product));
  const named = [...new Set(namedInReasons(proposal.reasons))].filter((product) => !listed.has(product));
  const why = (product: number) => proposal.reasons.find((reason) => reason.includes(`${product}`)) ?? '';
  return [...proposal.candidates, ...named.map((product) => ({ product, score: 0, why: why(product) }))].slice(0, 4);
}

/** The review queue as the desk shows it: the proposals worth most first, each item beside its candidates and their evidence. */
export function deskQueue(db: Db, filter: { shop: string | null; category: string | null }) {
  const proposals = reviewQueue(db, filter);
  const shown = proposals.slice(0, SHOWN).map((proposal) => ({ ...proposal, candidates: candidatesOf(proposal) }));
  const products = candidateProducts(db, [
    ...new Set(shown.flatMap((proposal) => proposal.candidates.map((candidate) => candidate.product))),
  ]);
  return {
    left: { proposals: proposals.length, items: proposals.reduce((sum, proposal) => sum + proposal.items.length, 0) },
    facets: queueFacets(db),
    proposals: shown.map((proposal) => ({
      ...proposal,
      candidates: proposal.candidates.flatMap((candidate) => {
        const product = products.get(candidate.product);
        if (!product) return [];
        const item = proposal.items[0];
        return [{ ...candidate, product, evidence: item ? evidenceFor(item, product) : [] }];
      }),
    })),
  };
}

const ItemRefs = v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1), v.maxLength(100));

export const DecideSchema = v.strictObject({
  action: v.picklist(['accept', 'reject']),
  items: ItemRefs,
  product: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));

export const CreateSchema = v.strictObject({
  proposal: v.pipe(v.string(), v.maxLength(300)),
  items: ItemRefs,
  category: Text,
  name: Text,
  brand: Text,
  model: Text,
  /** Variant values the operator changed or added, by axis. */
  variant: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(20)), v.pipe(v.string(), v.maxLength(200))), v.maxEntries(8))),
});

/** An item another tab (or the command line) decided since this one was shown. */
export class AlreadyDecided extends UsageError {}

function stillQueued(db: Db, items: string[]) {
  const refs = items.map(parseItemRef);
  const gone = refs.find((ref) => !isQueued(db, ref));
  if (gone)
    throw new AlreadyDecided(
      `${gone.shop}:${gone.id} was decided already (in another tab, or from the command line): the queue is shown afresh.`,
    );
  return refs;
}

/** Accepts or rejects a proposal's items as a candidate product, each item a change of its own (catalogue/corrections.ts). */
export function decide(db: Db, by: string, input: v.InferOutput<typeof DecideSchema>): string[] {
  return db.transaction(() => {
    const refs = stillQueued(db, input.items);
    return refs.map((ref) => (input.action === 'accept' ? acceptItem : rejectItem)(db, by, ref, input.product));
  })();
}

/**
 * A product made from a proposal (catalogue/corrections.ts), then named, branded and modelled as
 * the operator wrote them where they differ from what the items proposed: each a change of its own.
 */
export function create(db: Db, by: string, input: v.InferOutput<typeof CreateSchema>): string[] {
  return db.transaction(() => {
    stillQueued(db, input.items);
    const made = makeProductFromProposal(db, by, input.proposal, input.category || undefined);
    const messages = [made.message];
    if (input.name && input.name !== made.name) messages.push(renameProduct(db, by, made.product, input.name));
    // The desk sends a brand or a model only where the operator changed what the items proposed.
    if (input.brand || input.model) messages.push(editProduct(db, by, made.product, { brand: input.brand, model: input.model }));
    for (const [axis, value] of Object.entries(input.variant ?? {}))
      messages.push(runFamilyCommand(db, by, 'variant', [String(made.product)], { axis, value }));
    return messages;
  })();
}

/** The queue as the desk's page receives it. */
export type DeskQueue = ReturnType<typeof deskQueue>;
export type DeskProposal = DeskQueue['proposals'][number];
