import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { UsageError } from '../catalogue-command.ts';
import { runFamilyCommand } from '../family-cli.ts';
import { ingestFeeds } from '../ingest/ingest-feeds.ts';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { listChanges, undoChange } from './corrections.ts';
import type { Db } from './db.ts';
import { groupFamilies, leaveFamily, MAX_FAMILY, modelLine, setFamily, setVariantValues } from './families.ts';
import { readSnapshot } from './snapshot.ts';

let db: Db;
let dir: string;
let ids: Record<string, number>;

let addProduct: ReturnType<typeof createIngestCatalogue>['addProduct'];
const add = (slug: string, brand: string, model: string, mpn: string) => addProduct(slug, brand, model, null, mpn);
const familyOf = (id: number) =>
  db.prepare('SELECT f.name, f.source FROM product p JOIN product_family f ON f.id = p.family_id WHERE p.id = ?').get(id) as
    { name: string; source: string } | undefined;
const members = (id: number) =>
  (
    db.prepare('SELECT id FROM product WHERE family_id = (SELECT family_id FROM product WHERE id = ?) ORDER BY id').all(id) as {
      id: number;
    }[]
  ).map((row) => row.id);

beforeEach(() => {
  ({ db, dir, ids, addProduct } = createIngestCatalogue());
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the model line is the model without its variant values', () => {
  expect(modelLine('iPhone 15 128 GB, Black', ['128 GB', 'Black'])).toBe('iPhone 15');
  expect(modelLine('TITAN Evo XL, Cookies & Cream', ['XL', 'Cookies & Cream'])).toBe('TITAN Evo');
  expect(modelLine('Galaxy S24 128 GB Black (2)', ['128 GB', 'Black'])).toBe('Galaxy S24 (2)');
  // A value inside a word is not a value: "Pro" is not taken out of "Proart".
  expect(modelLine('Proart 27', ['Pro'])).toBe('Proart 27');
});

describe('a shop feed with item groups and variant attributes', () => {
  test('groups the products it names into one family, with their colours and capacities', async () => {
    const galaxy256 = add('galaxy-s24-256', 'Samsung', 'Galaxy S24 256 GB Cobalt Violet', 'SM-S921B-256');
    const feed = join(dir, 'tehno.tsv');
    writeFileSync(
      feed,
      [
        'id\ttitle\tlink\tprice\tavailability\tbrand\tmpn\titem_group_id\tcolor',
        'G1\tSamsung Galaxy S24 128 GB Onyx Black\thttps://tehno.example/g1\t769.00 EUR\tin_stock\tSamsung\tSM-S921BZKDEUE\tS24\tOnyx Black',
        'G2\tSamsung Galaxy S24 256 GB Cobalt Violet\thttps://tehno.example/g2\t899.00 EUR\tin_stock\tSamsung\tSM-S921B-256\tS24\tCobalt Violet',
        'I1\tApple iPhone 15 128 GB\thttps://tehno.example/i1\t799.00 EUR\tin_stock\tApple\tMTP03\tI15\tBlack',
      ].join('\n'),
    );
    await ingestFeeds(db, [{ shopId: 'tehno', file: feed }], { at: '2026-11-20T06:00:00.000Z', quiet: true });
    expect(members(ids.galaxy as number)).toEqual([ids.galaxy, galaxy256]);
    expect(familyOf(galaxy256)?.source).toBe('feed');
    expect(familyOf(ids.iphone as number)).toBeUndefined();
    expect(db.prepare('SELECT axis, value FROM product_variant WHERE product_id = ? ORDER BY axis').all(galaxy256)).toEqual([
      { axis: 'color', value: 'Cobalt Violet' },
      { axis: 'storage', value: '256 GB' },
    ]);
  });

  test("a feed never changes values already set: the catalogue's or the first feed's", () => {
    setVariantValues(db, ids.galaxy as number, [{ axis: 'color', value: 'Onyx Black' }], true);
    setVariantValues(db, ids.galaxy as number, [
      { axis: 'color', value: 'Black' },
      { axis: 'storage', value: '128 GB' },
    ]);
    expect(db.prepare('SELECT axis, value FROM product_variant WHERE product_id = ?').all(ids.galaxy)).toEqual([
      { axis: 'color', value: 'Onyx Black' },
    ]);
  });
});

test("a shop's catch-all item group (across brands, across model lines, or too large) is ignored: the families other evidence builds stay", () => {
  // Two model lines of one brand, each a family by its variant values.
  const line = (model: string, n: number, colour: string) => {
    const id = add(`${model}-${n}`.toLowerCase().replace(/ /g, '-'), 'Samsung', `${model} ${colour}`, `${model}-${n}`);
    setVariantValues(db, id, [{ axis: 'color', value: colour }]);
    return id;
  };
  const s24 = ['Black', 'Violet', 'Yellow'].map((colour, n) => line('Galaxy S24', n, colour));
  const a55 = ['Navy', 'Lilac'].map((colour, n) => line('Galaxy A55', n, colour));
  const everything = [...s24, ...a55, ids.galaxy as number, ids.iphone as number, ids.redmi as number];
  expect(groupFamilies(db)).toEqual({ families: 2, members: 5 });
  // One shop puts every product it sells in one item group; another, all its Samsung phones.
  const all = db.prepare('INSERT INTO shop_item_group (shop_id, item_group_id, product_id) VALUES (?, ?, ?)');
  for (const id of everything) all.run('tehno', 'sve', id);
  for (const id of [...s24, ...a55]) all.run('bosna', 'samsung', id);
  expect(groupFamilies(db)).toEqual({ families: 2, members: 5 });
  expect(members(s24[0] as number)).toEqual(s24);
  expect(members(a55[0] as number)).toEqual(a55);
  expect(familyOf(ids.iphone as number)).toBeUndefined();
});

test("a shop's item group larger than a family may be makes none: its products stay alone", async () => {
  const ids = Array.from({ length: MAX_FAMILY + 1 }, (_, n) => add(`cable-${n}`, 'Acme', `Cable ${n}`, `CABLE-${n}`));
  const feed = join(dir, 'cables.tsv');
  const rows = ids.map((_, n) => `C${n}\tAcme Cable ${n}\thttps://tehno.example/c${n}\t9.99 EUR\tin_stock\tAcme\tCABLE-${n}\tcables`);
  writeFileSync(feed, ['id\ttitle\tlink\tprice\tavailability\tbrand\tmpn\titem_group_id', ...rows].join('\n'));
  await ingestFeeds(db, [{ shopId: 'tehno', file: feed }], { at: '2026-11-20T06:00:00.000Z', quiet: true });
  expect(ids.map((id) => familyOf(id))).toEqual(ids.map(() => undefined));
  expect(() => runFamilyCommand(db, 'operator', 'set', ids.map(String), { name: 'Cables' })).toThrow(UsageError);
});

describe('grouping by brand and model line', () => {
  test('products whose models differ only by their variant values are one family named by the line; others stay alone', () => {
    const black = add('s24-black', 'Samsung', 'Galaxy S24 128 GB, Black', 'X1');
    const violet = add('s24-violet', 'Samsung', 'Galaxy S24 256 GB, Violet', 'X2');
    const ultra = add('s24-ultra', 'Samsung', 'Galaxy S24 Ultra 256 GB, Black', 'X3');
    setVariantValues(db, black, [
      { axis: 'storage', value: '128 GB' },
      { axis: 'color', value: 'Black' },
    ]);
    setVariantValues(db, violet, [
      { axis: 'storage', value: '256 GB' },
      { axis: 'color', value: 'Violet' },
    ]);
    setVariantValues(db, ultra, [
      { axis: 'storage', value: '256 GB' },
      { axis: 'color', value: 'Black' },
    ]);
    expect(groupFamilies(db)).toEqual({ families: 1, members: 2 });
    expect(members(black)).toEqual([black, violet]);
    expect(familyOf(black)).toEqual({ name: 'Samsung Galaxy S24', source: 'model' });
    expect(familyOf(ultra)).toBeUndefined();
  });

  test('a family set by hand stays through a regrouping, and a product taken out stays out', () => {
    const black = add('s24-black', 'Samsung', 'Galaxy S24 128 GB, Black', 'X1');
    const violet = add('s24-violet', 'Samsung', 'Galaxy S24 128 GB, Violet', 'X2');
    setVariantValues(db, black, [{ axis: 'color', value: 'Black' }]);
    setVariantValues(db, violet, [{ axis: 'color', value: 'Violet' }]);
    setFamily(db, 'Samsung Galaxy S24 (2024)', [ids.galaxy as number, black]);
    leaveFamily(db, [violet]);
    groupFamilies(db);
    expect(members(black)).toEqual([ids.galaxy, black]);
    expect(familyOf(black)).toEqual({ name: 'Samsung Galaxy S24 (2024)', source: 'manual' });
    expect(members(violet)).toEqual([violet]);
  });
});

test('the snapshot gives a family only to products with another member on sale on the site', async () => {
  const violet = add('s24-violet', 'Samsung', 'Galaxy S24 256 GB Violet', 'SM-S921B-256');
  setFamily(db, 'Samsung Galaxy S24', [ids.galaxy as number, violet]);
  setVariantValues(db, violet, [{ axis: 'storage', value: '256 GB' }], true);
  const feed = join(dir, 'tehno.tsv');
  const row = (id: string, mpn: string) => `${id}\tSamsung Galaxy S24\thttps://tehno.example/${id}\t769.00 EUR\tin_stock\tSamsung\t${mpn}`;
  writeFileSync(feed, ['id\ttitle\tlink\tprice\tavailability\tbrand\tmpn', row('G1', 'SM-S921BZKDEUE')].join('\n'));
  await ingestFeeds(db, [{ shopId: 'tehno', file: feed }], { at: '2026-11-20T06:00:00.000Z', quiet: true });
  const alone = readSnapshot(db, 'MNE').categories.flatMap((category) => category.products);
  expect(alone.find((product) => product.id === ids.galaxy)?.family).toBeNull();
  writeFileSync(
    feed,
    ['id\ttitle\tlink\tprice\tavailability\tbrand\tmpn', row('G1', 'SM-S921BZKDEUE'), row('G2', 'SM-S921B-256')].join('\n'),
  );
  await ingestFeeds(db, [{ shopId: 'tehno', file: feed }], { at: '2026-11-21T06:00:00.000Z', quiet: true });
  const both = readSnapshot(db, 'MNE').categories.flatMap((category) => category.products);
  const family = both.find((product) => product.id === ids.galaxy)?.family;
  expect(family?.name).toBe('Samsung Galaxy S24');
  expect(family?.members.map((product) => product.id)).toEqual([ids.galaxy, violet]);
  expect(both.find((product) => product.id === violet)?.variant).toEqual({ storage: '256 GB' });
});

describe('npm run family', () => {
  test('sets a family and a variant value by hand', () => {
    const violet = add('s24-violet', 'Samsung', 'Galaxy S24 Violet', 'X2');
    expect(runFamilyCommand(db, 'operator', 'set', [String(ids.galaxy), String(violet)], { name: 'Samsung Galaxy S24' })).toBe(
      `Change 1: family Samsung Galaxy S24: products ${ids.galaxy}, ${violet}.`,
    );
    runFamilyCommand(db, 'operator', 'variant', [String(violet)], { axis: 'color', value: 'Violet' });
    expect(members(violet)).toEqual([ids.galaxy, violet]);
    expect(db.prepare('SELECT axis, value FROM product_variant WHERE product_id = ?').all(violet)).toEqual([
      { axis: 'color', value: 'Violet' },
    ]);
  });

  test('each change is recorded with who made it and undone from the log, the families as they were', () => {
    const black = add('s24-black', 'Samsung', 'Galaxy S24 Black', 'B1');
    const violet = add('s24-violet', 'Samsung', 'Galaxy S24 Violet', 'V1');
    setVariantValues(db, black, [{ axis: 'color', value: 'Black' }]);
    setVariantValues(db, violet, [{ axis: 'color', value: 'Violet' }]);
    groupFamilies(db);
    const state = () => ({
      black: members(black),
      violet: members(violet),
      galaxy: members(ids.galaxy as number),
      values: db.prepare('SELECT product_id, axis, value FROM product_variant ORDER BY 1, 2').all(),
    });
    const grouped = state();
    expect(grouped.black).toEqual([black, violet]);
    runFamilyCommand(db, 'ana', 'leave', [String(violet)], {});
    expect(members(violet)).toEqual([violet]);
    const left = state();
    runFamilyCommand(db, 'ana', 'variant', [String(black)], { axis: 'color', value: 'Phantom Black' });
    runFamilyCommand(db, 'ana', 'set', [String(ids.galaxy), String(black)], { name: 'Galaxy S24' });
    expect(members(black)).toEqual([ids.galaxy, black]);
    const log = listChanges(db, 10);
    expect(log.map((change) => [change.by, change.command])).toEqual([
      ['ana', 'family set'],
      ['ana', 'family variant'],
      ['ana', 'family leave'],
    ]);
    for (const change of log.slice(0, 2)) undoChange(db, 'ana', change.id);
    expect(state()).toEqual(left);
    undoChange(db, 'ana', (log[2] as { id: number }).id);
    expect(state()).toEqual(grouped);
  });

  test('says what is wrong and what to do, and changes nothing', () => {
    const before = db.prepare('SELECT count(*) AS n FROM product_family').get();
    expect(() => runFamilyCommand(db, 'operator', 'set', ['1', '2'], {})).toThrow(/set needs --name/);
    expect(() => runFamilyCommand(db, 'operator', 'set', ['1'], { name: 'X' })).toThrow(/at least 2 different product ids/);
    expect(() => runFamilyCommand(db, 'operator', 'set', ['1', '999'], { name: 'X' })).toThrow(UsageError);
    expect(() => runFamilyCommand(db, 'operator', 'variant', ['1'], { axis: 'colour', value: 'Red' })).toThrow(
      /--axis must be one of color, storage/,
    );
    expect(() => runFamilyCommand(db, 'operator', 'nonsense', [], {})).toThrow(/Usage/);
    expect(db.prepare('SELECT count(*) AS n FROM product_family').get()).toEqual(before);
  });
});

test('family set takes decimal product ids, each once, two at least', () => {
  const galaxy = String(ids.galaxy);
  const usage =
    (...rest: string[]) =>
    () =>
      runFamilyCommand(db, 'operator', 'set', rest, { name: 'Galaxy' });
  expect(usage(galaxy, galaxy)).toThrow(`Product ${galaxy} is given twice: name each product once.`);
  expect(usage(galaxy)).toThrow('Give at least 2 different product ids: a family has two members or more.');
  for (const wrong of ['0x9', '1e1', '+7', '07', '1.0', ''])
    expect(usage(galaxy, wrong)).toThrow(`${JSON.stringify(wrong)} is not a product id: give the number in its page's address, in digits.`);
  expect(runFamilyCommand(db, 'operator', 'set', [galaxy, String(ids.iphone)], { name: 'Phones' })).toBe(
    `Change 1: family Phones: products ${galaxy}, ${ids.iphone}.`,
  );
});
