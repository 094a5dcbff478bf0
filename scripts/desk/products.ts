import * as v from 'valibot';
import { parseItemRef } from '../catalogue/correction-kit.ts';
import type { Db } from '../catalogue/db.ts';
import { mergeProducts, splitProduct } from '../catalogue/merge-split.ts';
import { editProduct, renameProduct } from '../catalogue/product-edits.ts';
import { productExists } from '../catalogue/product-rows.ts';
import { productDetail } from '../catalogue/product-view.ts';
import { MAX_SPECS, setSpecs } from '../catalogue/product-specs.ts';
import { runFamilyCommand } from '../family-cli.ts';
import { choosePicture } from '../pictures/operator.ts';
import { UsageError } from '../reported-error.ts';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));

export const ProductChangeSchema = v.variant('action', [
  v.strictObject({ action: v.literal('edit'), id: Id, name: Text, brand: Text, model: Text, gtin: Text, mpn: Text, category: Text }),
  v.strictObject({ action: v.literal('merge'), id: Id, into: Id }),
  v.strictObject({
    action: v.literal('split'),
    id: Id,
    items: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1)),
    name: Text,
  }),
  v.strictObject({ action: v.literal('picture'), id: Id, url: v.nullable(v.pipe(v.string(), v.maxLength(2000))) }),
  v.strictObject({ action: v.literal('leave-family'), id: Id }),
  v.strictObject({ action: v.literal('join-family'), id: Id, with: Id }),
  v.strictObject({
    action: v.literal('specs'),
    id: Id,
    specs: v.pipe(
      v.array(v.strictObject({ key: v.pipe(v.string(), v.maxLength(60)), value: v.pipe(v.string(), v.maxLength(500)) })),
      v.maxLength(MAX_SPECS),
    ),
  }),
  v.strictObject({
    action: v.literal('variant'),
    id: Id,
    axis: v.pipe(v.string(), v.maxLength(20)),
    value: v.pipe(v.string(), v.maxLength(200)),
  }),
]);

/**
 * Puts a product in another's family, as `npm run family -- set` with that family's members and
 * it: the family, named as it was (or as the other product), is set by hand from then on.
 */
function joinFamily(db: Db, by: string, id: number, other: number): string {
  if (other === id) throw new UsageError('Give another product: a product is in its own family already.');
  const detail = productDetail(db, other);
  if (!detail) throw new UsageError(`There is no product ${other}: give the number in its page's address.`);
  const members = detail.family ? detail.family.members.map((member) => member.id) : [other];
  if (members.includes(id)) throw new UsageError(`Product ${id} is in ${detail.family?.name ?? detail.name}'s family already.`);
  const name = detail.family?.name || detail.name;
  return runFamilyCommand(db, by, 'set', [...members, id].map(String), { name });
}

/**
 * A correction of a product, by the catalogue's own functions as `npm run product` and `npm run
 * family` make it, each recorded as a change. The desk sends only the fields the operator changed.
 */
export function changeProduct(db: Db, by: string, input: v.InferOutput<typeof ProductChangeSchema>): string[] {
  if (!productExists(db, input.id)) throw new UsageError(`There is no product ${input.id} (merged or removed since?): search again.`);
  if (input.action === 'merge') return [mergeProducts(db, by, input.id, input.into)];
  if (input.action === 'split') return [splitProduct(db, by, input.id, input.items.map(parseItemRef), input.name || undefined)];
  if (input.action === 'picture') return [choosePicture(db, by, input.id, input.url)];
  if (input.action === 'specs') return [setSpecs(db, by, input.id, input.specs)];
  if (input.action === 'join-family') return [joinFamily(db, by, input.id, input.with)];
  if (input.action === 'leave-family') return [runFamilyCommand(db, by, 'leave', [String(input.id)], {})];
  if (input.action === 'variant')
    return [runFamilyCommand(db, by, 'variant', [String(input.id)], { axis: input.axis, value: input.value })];
  const { id, name, ...fields } = input;
  return db.transaction(() => {
    const messages = name ? [renameProduct(db, by, id, name)] : [];
    const given = Object.fromEntries(Object.entries(fields).filter(([key, value]) => key !== 'action' && value));
    if (Object.keys(given).length > 0) messages.push(editProduct(db, by, id, given));
    if (messages.length === 0) throw new UsageError('Nothing to change: change a field first.');
    return messages;
  })();
}
