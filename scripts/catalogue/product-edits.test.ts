import { expect, test } from 'vitest';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { day, offers, run } from './corrections.test-kit.ts';
import { readSnapshot } from './snapshot.ts';

type Kit = ReturnType<typeof createIngestCatalogue>;

/** Where the Montenegrin site's former addresses lead. */
const redirects = (kit: Kit) => readSnapshot(kit.db, 'MNE').redirects.map(({ from, to, product }) => ({ from, to, product }));
const product = (kit: Kit, id: number | undefined) =>
  kit.db.prepare('SELECT id, slug, name, gtin, brand, origin FROM product WHERE id = ?').get(id);
const history = (kit: Kit) => kit.db.prepare('SELECT offer_id, price_minor FROM price_history ORDER BY 1, at').all();

const GALAXY = ['T-1', 'Mobilni telefon SAMSUNG Galaxy S24 128GB SM-S921B', 'Samsung', '8806095299587'];

test('a duplicate merged into its product: offers and history move, its address leads there, and undo puts it all back', async () => {
  const kit = createIngestCatalogue();
  const duplicate = kit.addProduct('galaxy-s24-dup', 'Samsung', 'Galaxy S24 128GB dup', '8806095299594', null);
  await day(kit, 'tehno', '2026-11-01', [GALAXY, ['T-2', 'Samsung Galaxy S24 128GB', 'Samsung', '8806095299594']]);
  const before = history(kit);
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-2', product: duplicate, by: 'gtin', gone: 0 },
  ]);
  expect(run(kit, 'merge', String(duplicate), String(kit.ids.galaxy))).toMatch(/^Change 1: merged product \d+ .* with 1 offer\(s\)/);
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-2', product: kit.ids.galaxy, by: 'curated', gone: 0 },
  ]);
  expect(history(kit)).toEqual(before);
  expect(product(kit, duplicate)).toBeUndefined();
  expect(redirects(kit)).toEqual([
    {
      from: `/telefoni/mobilni/pametni-telefoni/${duplicate}-galaxy-s24-dup`,
      to: `/telefoni/mobilni/pametni-telefoni/${kit.ids.galaxy}-galaxy-s24`,
      product: true,
    },
  ]);
  // The next day's feed keeps both on the product (the duplicate's GTIN names nothing now).
  await day(kit, 'tehno', '2026-11-02', [GALAXY, ['T-2', 'Samsung Galaxy S24 128GB', 'Samsung', '8806095299594']]);
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-2', product: kit.ids.galaxy, by: 'curated', gone: 0 },
  ]);
  expect(run(kit, 'undo', '1')).toMatch(/^Change 2: change 1 undone/);
  expect(product(kit, duplicate)).toMatchObject({ id: duplicate, gtin: '8806095299594' });
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-2', product: duplicate, by: 'gtin', gone: 0 },
  ]);
  expect(redirects(kit)).toEqual([]);
  expect(kit.db.prepare('SELECT count(*) AS n FROM item_decision').get()).toEqual({ n: 0 });
});

test('a product with no GTIN takes the GTIN of the one merged into it, and every shop listing that GTIN lands on it', async () => {
  const kit = createIngestCatalogue();
  const listed = kit.addProduct('pixel-9', 'Google', 'Pixel 9 128 GB', '0840244706944', null);
  const bare = kit.addProduct('pixel-9-obsidian', 'Google', 'Pixel 9 128 GB Obsidian', null, null);
  run(kit, 'merge', String(listed), String(bare));
  expect(product(kit, bare)).toMatchObject({ gtin: '0840244706944' });
  await day(kit, 'bosna', '2026-11-01', [['B-9', 'Google Pixel 9 128GB', 'Google', '0840244706944']]);
  expect(offers(kit)).toEqual([{ item: 'B-9', product: bare, by: 'gtin', gone: 0 }]);
});

test('items split off into a new product stay there with the next feeds; undone, they come back and its address leads to the old', async () => {
  const kit = createIngestCatalogue();
  const fe = ['T-3', 'Samsung Galaxy S24 FE 128GB', 'Samsung', '8806095299587'];
  await day(kit, 'tehno', '2026-11-01', [GALAXY, fe]);
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-3', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
  ]);
  expect(() => run(kit, 'split', String(kit.ids.galaxy), 'tehno:T-3')).toThrow(/--name/);
  expect(() => run(kit, 'split', String(kit.ids.galaxy), 'tehno:T-9', '--name', 'X')).toThrow(/tehno:T-9 is not an offer of product/);
  const said = run(kit, 'split', String(kit.ids.galaxy), 'tehno:T-3', '--name', 'Samsung Galaxy S24 FE 128 GB');
  const made = Number(/into new product (\d+)/.exec(said)?.[1]);
  expect(product(kit, made)).toMatchObject({
    name: 'Samsung Galaxy S24 FE 128 GB',
    slug: 'samsung-galaxy-s24-fe-128-gb',
    brand: 'Samsung',
  });
  await day(kit, 'tehno', '2026-11-02', [GALAXY, fe]);
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-3', product: made, by: 'curated', gone: 0 },
  ]);
  run(kit, 'undo', '1');
  expect(offers(kit)).toEqual([
    { item: 'T-1', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
    { item: 'T-3', product: kit.ids.galaxy, by: 'gtin', gone: 0 },
  ]);
  expect(redirects(kit)).toEqual([
    {
      from: `/telefoni/mobilni/pametni-telefoni/${made}-samsung-galaxy-s24-fe-128-gb`,
      to: `/telefoni/mobilni/pametni-telefoni/${kit.ids.galaxy}-galaxy-s24`,
      product: true,
    },
  ]);
});

test('a rename moves the address and the old one redirects; the feeds no longer rename it; undo moves it back', async () => {
  const kit = createIngestCatalogue();
  await day(kit, 'tehno', '2026-11-01', [GALAXY]);
  const base = '/telefoni/mobilni/pametni-telefoni';
  expect(() => run(kit, 'rename', String(kit.ids.galaxy))).toThrow(/Give the new name/);
  expect(run(kit, 'rename', String(kit.ids.galaxy), 'Samsung Galaxy S24 128 GB Onyx Black')).toMatch(
    /^Change 1: renamed product \d+ from Samsung Galaxy S24 128 GB to Samsung Galaxy S24 128 GB Onyx Black/,
  );
  expect(product(kit, kit.ids.galaxy)).toMatchObject({ slug: 'samsung-galaxy-s24-128-gb-onyx-black', origin: 'curated' });
  const renamed = `${base}/${kit.ids.galaxy}-samsung-galaxy-s24-128-gb-onyx-black`;
  expect(redirects(kit)).toEqual([{ from: `${base}/${kit.ids.galaxy}-galaxy-s24`, to: renamed, product: true }]);
  run(kit, 'undo', '1');
  expect(product(kit, kit.ids.galaxy)).toMatchObject({ slug: 'galaxy-s24', name: 'Samsung Galaxy S24 128 GB' });
  // The address it had meanwhile leads back too: someone may have shared it.
  expect(redirects(kit)).toEqual([{ from: renamed, to: `${base}/${kit.ids.galaxy}-galaxy-s24`, product: true }]);
});

test('edit checks what it is given, says what changed, and a product added by hand takes the items of its GTIN', async () => {
  const kit = createIngestCatalogue();
  const id = String(kit.ids.iphone);
  expect(() => run(kit, 'edit', id, '--gtin', '123')).toThrow(/not a valid GTIN/);
  expect(() => run(kit, 'edit', id, '--gtin', '8806095299587')).toThrow(/is product \d+'s: merge the two/);
  expect(() => run(kit, 'edit', id, '--category', 'nope')).toThrow(/no category nope/);
  expect(() => run(kit, 'edit', id)).toThrow(/Nothing to change/);
  expect(run(kit, 'edit', id, '--gtin', '0195949036774', '--mpn', 'none')).toMatch(/gtin none → 0195949036774, mpn MTP03 → none/);
  expect(() => run(kit, 'add', '--category', 'pametni-telefoni', '--brand', 'Google')).toThrow(/--name/);
  const said = run(
    kit,
    'add',
    '--category',
    'pametni-telefoni',
    '--brand',
    'Google',
    '--name',
    'Google Pixel 9 128 GB',
    '--gtin',
    '0840244706944',
  );
  const made = Number(/product (\d+)/.exec(said)?.[1]);
  await day(kit, 'tehno', '2026-11-01', [
    ['T-5', 'Google Pixel 9 128GB Obsidian', 'Google', '0840244706944'],
    ['T-6', 'Apple iPhone 15 128GB Black', 'Apple', '0195949036774'],
  ]);
  expect(offers(kit)).toEqual([
    { item: 'T-5', product: made, by: 'gtin', gone: 0 },
    { item: 'T-6', product: kit.ids.iphone, by: 'gtin', gone: 0 },
  ]);
  // Undoing the product made by hand takes its offer off, and its address leads to its category.
  expect(run(kit, 'undo', '2')).toMatch(/undone \(added product/);
  expect(redirects(kit)).toEqual([
    { from: `/telefoni/mobilni/pametni-telefoni/${made}-google-pixel-9-128-gb`, to: '/telefoni/mobilni/pametni-telefoni', product: false },
  ]);
});

test('a change is undone only after the later changes that touched the same products', () => {
  const kit = createIngestCatalogue();
  const duplicate = kit.addProduct('galaxy-s24-dup', 'Samsung', 'Galaxy S24 dup', null, null);
  run(kit, 'merge', String(duplicate), String(kit.ids.galaxy));
  run(kit, 'rename', String(kit.ids.galaxy), 'Samsung Galaxy S24 128 GB Onyx');
  run(kit, 'rename', String(kit.ids.iphone), 'Apple iPhone 15 128 GB Black');
  expect(() => run(kit, 'undo', '1')).toThrow(/cannot be undone before change 2, .* undo 2 first/);
  run(kit, 'undo', '3');
  run(kit, 'undo', '2');
  expect(run(kit, 'undo', '1')).toMatch(/^Change 6: change 1 undone/);
  expect(product(kit, duplicate)).toMatchObject({ id: duplicate });
});
