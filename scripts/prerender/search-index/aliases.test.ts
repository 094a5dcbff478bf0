import { describe, expect, test } from 'vitest';
import { buildAliases, soundOf, typedForms } from './aliases.ts';

describe('how a name sounds', () => {
  test('English spellings as a Serbian ear writes them', () => {
    expect(['philips', 'canon', 'sony', 'google', 'quantum', 'thinkpad', 'xbox', 'steelseries'].map(soundOf)).toEqual([
      'filips',
      'kanon',
      'soni',
      'gugl',
      'kvantum',
      'tinkpad',
      'ksboks',
      'stilseries',
    ]);
  });

  test('a spoken form is typed as Cyrillic folds it and in Russian romanisation', () => {
    expect(typedForms('šaomi')).toEqual(['saomi', 'shaomi']);
    expect(typedForms('ajfon')).toEqual(['ajfon', 'ayfon', 'aifon']);
    expect(typedForms('huavej')).toEqual(expect.arrayContaining(['huavej', 'khuavey', 'huavei', 'khuavej']));
    expect(typedForms('džifors')).toEqual(expect.arrayContaining(['dzifors', 'dzhifors', 'djifors']));
  });
});

describe('aliases of a catalogue', () => {
  const aliases = buildAliases([
    { brand: 'Xiaomi', name: 'Xiaomi Redmi Note 13' },
    { brand: 'Xiaomi', name: 'Xiaomi Redmi 12' },
    { brand: 'Philips', name: 'Philips Hue White' },
    { brand: 'Samsung', name: 'Samsung Galaxy S24' },
    { brand: 'JBL', name: 'JBL Flip 6' },
    { brand: 'Acme', name: 'Acme Quicksound 1' },
    { brand: 'Acme', name: 'Acme Quicksound 2' },
    { brand: 'Acme', name: 'Acme Phonebox' },
  ]);

  test('brands get the table’s spoken forms and those their spelling gives', () => {
    expect(aliases.get('xiaomi')).toEqual(expect.arrayContaining(['saomi', 'shaomi', 'sjaomi', 'syaomi', 'ksiaomi']));
    expect(aliases.get('philips')).toEqual(['filips']);
    expect(aliases.get('jbl')).toEqual(expect.arrayContaining(['dzejbiel']));
  });

  test('a line is found from the names: a word after the brand in two products or more', () => {
    expect(aliases.get('quicksound')).toEqual(['kviksound']);
    expect(aliases.has('phonebox')).toBe(false);
    // Well-known lines are in the table whatever the catalogue.
    expect(aliases.get('galaxy')).toEqual(expect.arrayContaining(['geleksi', 'galaksi']));
  });

  test('a word said as it is written gets none', () => {
    expect(aliases.has('redmi')).toBe(false);
  });
});
