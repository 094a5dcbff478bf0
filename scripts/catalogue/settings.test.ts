import { rmSync } from 'node:fs';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createIngestCatalogue } from '../ingest/catalogue.test-kit.ts';
import { choosePicture } from '../pictures/operator.ts';
import { UsageError } from '../reported-error.ts';
import { listCategories, setCategorySearch } from './categories.ts';
import { listChanges, undoChange, type ChangeRow } from './corrections.ts';
import type { Db } from './db.ts';
import { setSpec, setSpecs } from './product-specs.ts';
import { readSetting, mappingKey } from './settings.ts';
import { saveFacts } from './shop-facts-edit.ts';
import { mapCategoryBySlug } from './shop-mapping.ts';

let db: Db;
let dir: string;
let ids: Record<string, number>;

beforeEach(() => {
  ({ db, dir, ids } = createIngestCatalogue());
  const label = db.prepare("INSERT INTO spec_label (key, locale, label, unit) VALUES (?, 'en', ?, ?)");
  label.run('ram', 'RAM', 'GB');
  label.run('storage', 'Storage', 'GB');
  label.run('os', 'Operating system', '');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Undoes the latest change that holds, as the log's button does. */
const undoLatest = () =>
  undoChange(db, 'ana', listChanges(db, 20).find((change) => change.command !== 'undo' && change.undone_by === null)?.id as number);
const galaxy = () => ids.galaxy as number;
const specsOf = (id: number) => readSetting(db, 'specs', String(id));

test("a product's specs are set by hand, checked, recorded with who made the change, and undone", () => {
  setSpecs(db, 'ana', galaxy(), [
    { key: 'ram', value: '8' },
    { key: 'os', value: ' Android\t14 ' },
  ]);
  expect(specsOf(galaxy())).toEqual([
    { key: 'ram', value: '8' },
    { key: 'os', value: 'Android 14' },
  ]);
  expect(setSpec(db, 'ana', galaxy(), 'storage', '256')).toMatch(
    /^Change \d+: set product \d+'s \(Samsung Galaxy S24 128 GB\) specs: ram 8, os Android 14, storage 256/,
  );
  expect(listChanges(db, 5).map((change) => [change.by, change.command])).toEqual([
    ['ana', 'specs'],
    ['ana', 'specs'],
  ]);
  // The older change waits for the newer one, which changed the same product since.
  const [newer, older] = listChanges(db, 2) as [ChangeRow, ChangeRow];
  expect(() => undoChange(db, 'ana', older.id)).toThrow(`cannot be undone before change ${newer.id}`);
  undoLatest();
  expect(specsOf(galaxy())).toEqual([
    { key: 'ram', value: '8' },
    { key: 'os', value: 'Android 14' },
  ]);
  undoChange(db, 'ana', older.id);
  expect(specsOf(galaxy())).toEqual([]);
});

test('a spec that is not known, not a number where it has a unit, or given twice is refused, nothing changed', () => {
  const refused = (specs: { key: string; value: string }[]) => () => setSpecs(db, 'ana', galaxy(), specs);
  expect(refused([{ key: 'colour', value: 'Black' }])).toThrow(/"colour" is not a spec the catalogue knows: use one of os, ram, storage/);
  expect(refused([{ key: 'ram', value: '8 GB' }])).toThrow('ram is in GB: give a number, such as 8 or 6.1');
  expect(refused([{ key: 'os', value: '' }])).toThrow('os: give a value of 1 to 120 characters');
  expect(
    refused([
      { key: 'ram', value: '8' },
      { key: 'ram', value: '12' },
    ]),
  ).toThrow('ram is given twice');
  expect(() => setSpec(db, 'ana', galaxy(), 'ram', 'none')).toThrow('has no ram spec');
  expect(() => setSpecs(db, 'ana', 999, [])).toThrow(UsageError);
  expect(specsOf(galaxy())).toEqual([]);
  expect(listChanges(db, 5)).toEqual([]);
});

test("the operator's picture is recorded and undone: the product takes the feeds' picture again", () => {
  choosePicture(db, 'ana', galaxy(), 'https://tehno.example/s24.jpg');
  expect(readSetting(db, 'picture', String(galaxy()))).toBe('https://tehno.example/s24.jpg');
  choosePicture(db, 'ana', galaxy(), 'https://bosna.example/s24.png');
  undoLatest();
  expect(readSetting(db, 'picture', String(galaxy()))).toBe('https://tehno.example/s24.jpg');
  undoLatest();
  expect(readSetting(db, 'picture', String(galaxy()))).toBeNull();
});

test("a shop's facts are checked against the schema, recorded and undone", () => {
  expect(() => saveFacts(db, 'ana', 'tehno', { email: 'not an address' })).toThrow(/Nothing changed: email: an e-mail address/);
  expect(() => saveFacts(db, 'ana', 'nowhere', {})).toThrow(/Unknown shop "nowhere"/);
  saveFacts(db, 'ana', 'tehno', { company: 'Tehno d.o.o.', returnsDays: 14, payments: ['card'] });
  expect(() => saveFacts(db, 'ana', 'tehno', { payments: ['card'], returnsDays: 14, company: 'Tehno d.o.o.' })).toThrow(
    "tehno's facts are these already",
  );
  saveFacts(db, 'bob', 'tehno', { company: 'Tehno d.o.o.' });
  expect(readSetting(db, 'shop-facts', 'tehno')).toEqual({ company: 'Tehno d.o.o.' });
  undoLatest();
  expect(readSetting(db, 'shop-facts', 'tehno')).toEqual({ company: 'Tehno d.o.o.', returnsDays: 14, payments: ['card'] });
  undoLatest();
  expect(readSetting(db, 'shop-facts', 'tehno')).toEqual({});
});

test("a shop's category mapping is recorded and undone, to the category it had or to none", () => {
  const key = mappingKey('tehno', 'Telefoni > Pametni');
  const mapped = readSetting(db, 'mapping', key);
  expect(mapped).not.toBeNull();
  mapCategoryBySlug(db, 'ana', 'bosna', 'Mobiteli', 'pametni-telefoni');
  expect(() => mapCategoryBySlug(db, 'ana', 'bosna', 'Mobiteli', 'pametni-telefoni')).toThrow('is mapped to pametni-telefoni already');
  undoLatest();
  expect(readSetting(db, 'mapping', mappingKey('bosna', 'Mobiteli'))).toBeNull();
  expect(readSetting(db, 'mapping', key)).toBe(mapped);
});

test("a category's search words are normalised, recorded and undone", () => {
  expect(setCategorySearch(db, 'ana', 'pametni-telefoni', { words: 'Mobitel, telefon  ТЕЛЕФОН mobitel', accessory: 'no' })).toMatch(
    /set category pametni-telefoni's search words to mobitel telefon телефон; search reads it from the next build/,
  );
  setCategorySearch(db, 'ana', 'pametni-telefoni', { accessory: 'yes' });
  expect(listCategories(db).find((row) => row.slug === 'pametni-telefoni')).toMatchObject({
    words: 'mobitel telefon телефон',
    accessory: true,
  });
  expect(() => setCategorySearch(db, 'ana', 'pametni-telefoni', { words: '<script>' })).toThrow('"<script>" is not a search word');
  expect(() => setCategorySearch(db, 'ana', 'nowhere', { words: 'x' })).toThrow('No category "nowhere"');
  expect(() => setCategorySearch(db, 'ana', 'pametni-telefoni', { accessory: 'maybe' })).toThrow('--accessory takes yes');
  undoLatest();
  undoLatest();
  expect(readSetting(db, 'category-search', 'pametni-telefoni')).toEqual({ words: '', accessory: false });
});
