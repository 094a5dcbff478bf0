import { expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { loadDocs, rankProducts } from '../../../src/search/query.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru: en, de: en, tr: en });

const CONSOLES = 0;
const GAMES = 1;
const TVS = 2;
const SOUNDBARS = 3;
const CHARGERS = 4;
const PHONES = 5;

const CATEGORIES: IndexCategory[] = [
  { path: '/konzole', names: names('Igračke konzole', 'Game Consoles'), words: ['konzola', 'console'] },
  { path: '/igre', names: names('Igre za PlayStation', 'PlayStation Games'), words: ['igra', 'game'], accessory: true },
  { path: '/tv', names: names('Televizori', 'TVs'), words: ['tv', 'televizor'] },
  { path: '/saundbarovi', names: names('Saundbarovi', 'Soundbars'), words: ['soundbar'] },
  { path: '/punjaci', names: names('Punjači', 'Chargers'), words: ['punjač', 'charger'], accessory: true },
  { path: '/telefoni', names: names('Pametni telefoni', 'Smartphones'), words: ['telefon', 'mobitel'] },
];

/** A product with `shops` shops; accessories as their category says. */
function product(name: string, brand: string, category: number, shops: number): IndexProduct {
  return testProduct(name, { brand, category, shops, accessory: CATEGORIES[category]?.accessory === true });
}

// The games and the soundbar are sold by more shops than the devices: static rank alone would list them first.
const PRODUCTS: IndexProduct[] = [
  product('EA SPORTS FC 26 PS5', 'EA', GAMES, 9),
  product('Astro Bot PS5', 'Sony', GAMES, 8),
  product('Sony PlayStation 5 Slim Digital Edition', 'Sony', CONSOLES, 3),
  product('Sony PlayStation 5 Slim Disc Edition + EA SPORTS FC 26', 'Sony', CONSOLES, 2),
  product('Sony PlayStation 4 Slim', 'Sony', CONSOLES, 2),
  product('LG S40T Soundbar for TV 55"', 'LG', SOUNDBARS, 9),
  product('LG OLED55C4 55"', 'LG', TVS, 2),
  product('LG 65UT8000 65"', 'LG', TVS, 4),
  product('Samsung 25W USB-C', 'Samsung', CHARGERS, 5),
  product('Samsung Galaxy S25', 'Samsung', PHONES, 6),
];

const source = memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'sr');

async function found(query: string): Promise<string[]> {
  const { ids } = await rankProducts(source, query);
  return (await loadDocs(source, ids)).map((doc) => doc[1]);
}

test('a device’s name lists the devices before the games that carry it, by its short name too', async () => {
  expect((await found('ps5')).slice(0, 2)).toEqual([
    'Sony PlayStation 5 Slim Digital Edition',
    'Sony PlayStation 5 Slim Disc Edition + EA SPORTS FC 26',
  ]);
  expect((await found('ps5')).slice(2)).toEqual(['EA SPORTS FC 26 PS5', 'Astro Bot PS5']);
  // `PlayStation` of "PlayStation Games" says what the games are for: they come after every console.
  expect((await found('playstation')).slice(0, 3).every((name) => name.startsWith('Sony PlayStation'))).toBe(true);
});

test('a game’s name lists the game before a console bundled with it', async () => {
  expect(await found('fc 26')).toEqual(['EA SPORTS FC 26 PS5', 'Sony PlayStation 5 Slim Disc Edition + EA SPORTS FC 26']);
});

test('a word for a category finds its products whose names lack it, before other products that have it', async () => {
  expect(await found('lg tv 55')).toEqual(['LG OLED55C4 55"', 'LG S40T Soundbar for TV 55"']);
  expect(await found('televizor lg')).toEqual(['LG 65UT8000 65"', 'LG OLED55C4 55"']);
  expect((await found('ps5 konzola'))[0]).toBe('Sony PlayStation 5 Slim Digital Edition');
  // `igra` also starts `igračke` (of "Igračke konzole"): the consoles follow, as a loose match.
  expect((await found('ps5 igra')).slice(0, 2)).toEqual(['EA SPORTS FC 26 PS5', 'Astro Bot PS5']);
});

test('words after "za" or "for" narrow the query where products have them and are let go where none does', async () => {
  expect(await found('punjač za telefon')).toEqual(['Samsung 25W USB-C']);
  expect(await found('charger for samsung')).toEqual(['Samsung 25W USB-C']);
  expect(await found('igre za ps5')).toEqual(['EA SPORTS FC 26 PS5', 'Astro Bot PS5']);
});

test('a submitted query keeps a last word of one character unless nothing has it', async () => {
  expect(await found('playstation 4')).toEqual(['Sony PlayStation 4 Slim']);
  expect(await found('galaxy s')).toEqual(['Samsung Galaxy S25']);
});
