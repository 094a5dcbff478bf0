import { UsageError } from '../catalogue-command.ts';
import { categoryId, productName } from './correction-kit.ts';
import { statement, type Db } from './db.ts';
import { productSubject, recordChange } from './decisions.ts';
import { slugify } from './feed-products.ts';
import { isValidGtin, normaliseGtin } from './gtin.ts';
import { keepAddress } from './product-rows.ts';
import { insertProduct } from './store.ts';

/** What `add`, `edit` and `rename` set on a product. */
interface ProductFields {
  category_id: number;
  slug: string;
  brand: string;
  model: string;
  name: string;
  gtin: string | null;
  mpn: string | null;
  origin: 'curated' | 'feed';
}

/** What undoes an edit or a rename: the product's fields before. */
export interface FieldsUndo {
  kind: 'fields';
  product: number;
  before: ProductFields;
}

/** The options `add` and `edit` read (`none` clears the GTIN or the MPN). */
export interface FieldOptions {
  category?: string;
  brand?: string;
  model?: string;
  name?: string;
  gtin?: string;
  mpn?: string;
}

const readFields = (db: Db, id: number) =>
  statement(db, 'SELECT category_id, slug, brand, model, name, gtin, mpn, origin FROM product WHERE id = ?').get(id) as ProductFields;

/** Writes a product's fields; an address it leaves is kept, and the build redirects from it. */
function writeFields(db: Db, id: number, fields: ProductFields): void {
  const before = readFields(db, id);
  if (before.category_id !== fields.category_id || before.slug !== fields.slug) keepAddress(db, id);
  statement(
    db,
    `UPDATE product SET category_id = @category_id, slug = @slug, brand = @brand, model = @model, name = @name,
       gtin = @gtin, mpn = @mpn, origin = @origin WHERE id = @id`,
  ).run({ ...fields, id });
}

/** A GTIN as given (`none`: no GTIN): checked, and free. */
function gtinOf(db: Db, text: string, product: number | null): string | null {
  if (text === 'none') return null;
  const gtin = normaliseGtin(text.trim());
  if (!isValidGtin(gtin))
    throw new UsageError(`GTIN ${JSON.stringify(text)} is not a valid GTIN (8, 12, 13 or 14 digits with their check digit).`);
  const owner = statement(db, 'SELECT id FROM product WHERE gtin = ? AND id IS NOT ?').get(gtin, product) as { id: number } | undefined;
  if (owner)
    throw new UsageError(
      `GTIN ${gtin} is product ${owner.id}'s: merge the two (npm run product -- merge ${product ?? '<id>'} ${owner.id}) instead.`,
    );
  return gtin;
}

const given = (text: string | undefined, what: string) => {
  const value = text?.trim();
  if (value === '') throw new UsageError(`Give the product's ${what}, not an empty text.`);
  return value;
};

/** A model as the name gives it: the name without its brand. */
const modelOf = (name: string, brand: string) =>
  name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? name.slice(brand.length + 1) : name;

/** `add --category <slug> --brand <brand> --name <name> [--model] [--gtin] [--mpn]`: a product made by hand. */
export function addProduct(db: Db, by: string, options: FieldOptions): string {
  const category = categoryId(db, options.category);
  const brand = given(options.brand, 'brand (--brand)');
  const name = given(options.name, 'name (--name)');
  if (!brand || !name)
    throw new UsageError('Give the product\'s brand and name: --brand <brand> --name "<name as the catalogue writes it>".');
  const gtin = options.gtin ? gtinOf(db, options.gtin, null) : null;
  const mpn = options.mpn && options.mpn !== 'none' ? options.mpn.trim() : null;
  return db.transaction(() => {
    const model = given(options.model, 'model (--model)') ?? modelOf(name, brand);
    const at = new Date().toISOString();
    const id = insertProduct(db, {
      categoryId: category,
      slug: slugify(name) || 'product',
      brand,
      model,
      name,
      gtin,
      mpn,
      image: null,
      specs: [],
      createdAt: at,
    });
    const change = recordChange(db, {
      by,
      command: 'add',
      summary: `added product ${id} (${name})`,
      undo: { kind: 'create', product: id, items: [] },
      subjects: [productSubject(id)],
      at,
    });
    return `Change ${change}: product ${id} (${name}); the next feed matches shops' items to it.`;
  })();
}

function changeFields(db: Db, by: string, command: string, id: number, next: ProductFields, summary: string): string {
  const before = readFields(db, id);
  return db.transaction(() => {
    const change = recordChange(db, {
      by,
      command,
      summary,
      undo: { kind: 'fields', product: id, before } satisfies FieldsUndo,
      subjects: [productSubject(id)],
    });
    writeFields(db, id, next);
    return `Change ${change}: ${summary}.`;
  })();
}

/**
 * `edit <product> [--brand] [--model] [--gtin] [--mpn] [--category]`: a product's fields by hand.
 * The operator's word stands from then on: a product made from feeds is no longer renamed from them.
 */
export function editProduct(db: Db, by: string, id: number, options: FieldOptions): string {
  const name = productName(db, id);
  const before = readFields(db, id);
  const next: ProductFields = {
    ...before,
    category_id: options.category ? categoryId(db, options.category) : before.category_id,
    brand: given(options.brand, 'brand') ?? before.brand,
    model: given(options.model, 'model') ?? before.model,
    gtin: options.gtin ? gtinOf(db, options.gtin, id) : before.gtin,
    mpn: options.mpn ? (options.mpn === 'none' ? null : options.mpn.trim()) : before.mpn,
    origin: 'curated',
  };
  const changed = (['category_id', 'brand', 'model', 'gtin', 'mpn'] as const).filter((key) => next[key] !== before[key]);
  if (changed.length === 0)
    throw new UsageError('Nothing to change: give --brand, --model, --gtin, --mpn or --category with a new value (--name: use rename).');
  const what = changed.map((key) => `${key === 'category_id' ? 'category' : key} ${before[key] ?? 'none'} → ${next[key] ?? 'none'}`);
  return changeFields(db, by, 'edit', id, next, `edited product ${id} (${name}): ${what.join(', ')}`);
}

/**
 * `rename <product> <name>`: a new name and the address that goes with it; the old address
 * redirects to the new one. The operator's name stands: the feeds no longer rename the product.
 */
export function renameProduct(db: Db, by: string, id: number, text: string | undefined): string {
  const old = productName(db, id);
  const name = given(text, 'new name');
  if (!name) throw new UsageError('Give the new name: npm run product -- rename <productId> "<name>".');
  if (name === old) throw new UsageError(`Product ${id} is named ${name} already.`);
  const before = readFields(db, id);
  const next = { ...before, name, slug: slugify(name) || before.slug, model: modelOf(name, before.brand), origin: 'curated' as const };
  return changeFields(db, by, 'rename', id, next, `renamed product ${id} from ${old} to ${name}`);
}

export function undoFields(db: Db, undo: FieldsUndo): void {
  if (undo.before.gtin && statement(db, 'SELECT 1 FROM product WHERE gtin = ? AND id <> ?').get(undo.before.gtin, undo.product))
    throw new UsageError(`Cannot give product ${undo.product} its GTIN ${undo.before.gtin} back: another product has it now.`);
  writeFields(db, undo.product, undo.before);
}
