import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { loadDocs, rankProducts } from '../../../src/search/query.ts';
import { suggest } from '../../../src/search/suggest.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string, ru: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni/pametni', names: names('Pametni telefoni', 'Smartphones', 'Смартфоны') },
  { path: '/telefoni/klasicni', names: names('Klasični telefoni', 'Feature phones', 'Кнопочные телефоны') },
  { path: '/telefoni/oprema', names: names('Oprema', 'Accessories', 'Аксессуары') },
  { path: '/audio/zvucnici', names: names('Zvučnici', 'Speakers', 'Колонки') },
];

function product(name: string, brand: string, mpn: string, category: number, shops: number, buyable = true): IndexProduct {
  return testProduct(name, { brand, mpn, category, shops, priceMinor: 1000 * shops, buyable });
}

const PRODUCTS: IndexProduct[] = [
  product('Samsung Galaxy S24 128 GB', 'Samsung', 'SM-S921BZKDEUE', 0, 2),
  product('Samsung Galaxy S24 Ultra 256 GB', 'Samsung', 'SM-S928BZKDEUE', 0, 4),
  product('Spigen case for SM-S921BZKDEUE', 'Spigen', 'ACS07345', 2, 6),
  product('Apple iPhone 15 128 GB', 'Apple', 'MTP03SX/A', 0, 5),
  product('Nokia 3310', 'Nokia', 'A00028115', 1, 1),
  product('Doro Phone Easy 1380', 'Doro', 'DORO-1380', 1, 1, false),
  product('Doro Phone Easy 1370', 'Doro', 'DORO-1370', 1, 1),
  product('Đorđević Zvučnik Mini', 'Đorđević', 'DJ-MINI', 3, 3),
];

const sourceOf = (products: IndexProduct[], index = buildSearchIndex(products, CATEGORIES, 'v1')) =>
  memorySource(index, 'sr', { shards: true });

async function names_(query: string, source = sourceOf(PRODUCTS)): Promise<string[]> {
  const { ids } = await rankProducts(source, query);
  return (await loadDocs(source, ids)).map((doc) => doc[1]);
}

describe('search ranking on a fixed product list', () => {
  test('a model number finds its product typed with dashes, spaces or neither', async () => {
    for (const query of ['SM-S921B', 'sm s921b', 'SMS921B', 'sms921bzkdeue']) {
      const found = await names_(query);
      expect(found, query).toContain('Samsung Galaxy S24 128 GB');
      expect(found, query).not.toContain('Samsung Galaxy S24 Ultra 256 GB');
    }
  });

  test('an exact model number comes first, before products that only mention it', async () => {
    expect(await names_('SM-S921BZKDEUE')).toEqual(['Samsung Galaxy S24 128 GB', 'Spigen case for SM-S921BZKDEUE']);
  });

  test('names holding all the words come first, then by shops, then buyable', async () => {
    expect(await names_('galaxy s24')).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    expect(await names_('doro')).toEqual(['Doro Phone Easy 1370', 'Doro Phone Easy 1380']);
    // "phone" is in the Doro names; the other phones match by their category's English name.
    expect((await names_('phone')).slice(0, 2)).toEqual(['Doro Phone Easy 1370', 'Doro Phone Easy 1380']);
    expect(await names_('phone')).toContain('Nokia 3310');
  });

  test('prefixes match as one types', async () => {
    expect(await names_('sam gal')).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    expect(await names_('ip')).toEqual(['Apple iPhone 15 128 GB']);
    expect(await names_('iphone 1')).toEqual(['Apple iPhone 15 128 GB']);
  });

  test('Cyrillic, Latin and missing diacritics find the same products', async () => {
    expect(await names_('самсунг s24')).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    expect(await names_('djordjevic')).toEqual(['Đorđević Zvučnik Mini']);
    expect(await names_('ђорђевић звучник')).toEqual(['Đorđević Zvučnik Mini']);
    expect(await names_('zvucnik')).toEqual(['Đorđević Zvučnik Mini']);
  });

  test('category names match in any of the site languages', async () => {
    expect(await names_('телефон nokia')).toEqual(['Nokia 3310']);
    expect(await names_('klasicni')).toEqual(['Doro Phone Easy 1370', 'Nokia 3310', 'Doro Phone Easy 1380']);
    expect(await names_('смартфон apple')).toEqual(['Apple iPhone 15 128 GB']);
  });

  test('a typo is forgiven in words of three letters or more', async () => {
    expect(await names_('samsnug galxy s24')).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    expect(await names_('iphnoe')).toEqual(['Apple iPhone 15 128 GB']);
    // The typo at the third letter: found once nothing matches with the first three as typed.
    expect(await names_('sasmung galaxy s24')).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    expect(await names_('nkia')).toEqual(['Nokia 3310']);
    expect(await names_('door')).toEqual(['Doro Phone Easy 1370', 'Doro Phone Easy 1380']);
  });

  test('a wrong, added or missing first letter is forgiven in words of three letters or more', async () => {
    const galaxies = ['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB'];
    for (const query of ['vamsung galaxy s24', 'asamsung galaxy s24', 'amsung galaxy s24', 'samsung falaxy s24', 'samsung alaxy s24']) {
      expect(await names_(query), query).toEqual(galaxies);
    }
    expect(await names_('kokia')).toEqual(['Nokia 3310']);
    expect(await names_('okia')).toEqual(['Nokia 3310']);
    expect(await names_('diphone')).toEqual(['Apple iPhone 15 128 GB']);
    // While typing: the first five letters are enough.
    expect(await names_('vamsu')).toContain('Samsung Galaxy S24 128 GB');
  });

  test('a typo in the first two letters is forgiven when it is two neighbours swapped', async () => {
    const galaxies = ['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB'];
    expect(await names_('asmsung galaxy s24')).toEqual(galaxies);
    expect(await names_('smasung galaxy s24')).toEqual(galaxies);
    expect(await names_('pihone')).toEqual(['Apple iPhone 15 128 GB']);
    expect(await names_('nkoia')).toEqual(['Nokia 3310']);
  });

  test('a model number one character off is another model, not a typo', async () => {
    expect(await names_('SM-S925B')).toEqual([]);
    expect(await names_('doro 1390')).toEqual([]);
  });
});

describe('search index shards', () => {
  const many = Array.from({ length: 3000 }, (_, index) =>
    product(`Samsung Model Zeta${index} Speaker`, 'Samsung', `SM-X${index}`, 3, (index % 7) + 1),
  );

  test('a large prefix is split into longer keys, and a query still finds what it spans', async () => {
    const source = sourceOf([...many, ...PRODUCTS]);
    // 3,000 model numbers SM-X0 to SM-X2999 start with `smx`, in shards of whole model numbers (`#`).
    expect(source.meta.keys.filter((key) => key.startsWith('#smx')).length).toBeGreaterThan(1);
    // 3,000 names with Zeta0 to Zeta2999.
    expect(source.meta.keys.filter((key) => key.startsWith('ze')).length).toBeGreaterThan(1);
    expect((await rankProducts(source, 'zeta29')).ids).toHaveLength(111);
    expect((await rankProducts(source, 'smx29')).ids).toHaveLength(111);
    // `sm`: the 3,000, three more model numbers, and the iPhone by its category (Смартфоны, smartfony).
    expect((await rankProducts(source, 'sm')).ids).toHaveLength(3004);
    expect(await names_('model zeta2999', source)).toEqual(['Samsung Model Zeta2999 Speaker']);
  });

  test('the typeahead reads a split two-letter prefix from one file, with the same best products', async () => {
    const source = sourceOf([...many, ...PRODUCTS]);
    const quick = await rankProducts(source, 'ze', { quick: true });
    expect([...source.loaded]).toEqual(['ze']);
    expect(quick.ids.slice(0, 8)).toEqual((await rankProducts(source, 'ze')).ids.slice(0, 8));
    // The full query reads every shard of the prefix.
    expect(source.loaded.size).toBeGreaterThan(2);
  });

  test('a two-letter word that another follows is a whole word, read from its own shard', async () => {
    const source = sourceOf([...many, product('ZE Speaker Mini', 'ZE', 'ZE-1', 3, 1), ...PRODUCTS]);
    expect(await names_('ze speaker', source)).toEqual(['ZE Speaker Mini']);
    expect([...source.loaded].filter((key) => key.startsWith('ze'))).toEqual(['ze']);
    // Without a whole word `sa`, it is a prefix as before.
    expect(await names_('sa galaxy', source)).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
  });

  test('a typo after the third letter reads the shards of those three letters only', async () => {
    const letters = (index: number) => [26 * 26, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(index / unit) % 26))).join('');
    const gadgets = Array.from({ length: 5000 }, (_, index) => product(`Gadget Ga${letters(index)}`, 'Gadget', `GD-${index}`, 2, 1));
    const source = sourceOf([...gadgets, ...PRODUCTS]);
    expect(source.meta.keys.filter((key) => key.startsWith('ga')).length).toBeGreaterThan(3);
    expect(await names_('galxy', source)).toEqual(['Samsung Galaxy S24 Ultra 256 GB', 'Samsung Galaxy S24 128 GB']);
    const termShards = [...source.loaded].filter((key) => !key.startsWith('doc '));
    expect(termShards.every((key) => 'galxy'.startsWith(key) || key.startsWith('gal'))).toBe(true);
  });

  test("the typeahead's first two letters read one file, documents included, and suggest what the full query ranks first", async () => {
    // Split (ze) or not, found by names (sa, do) or by category names only (kl).
    for (const prefix of ['ze', 'sa', 'do', 'kl']) {
      const quick = sourceOf([...many, ...PRODUCTS]);
      const products = (await suggest(quick, prefix)).filter((suggestion) => suggestion.kind === 'product');
      expect([...quick.loaded], prefix).toEqual([prefix]);
      const full = sourceOf([...many, ...PRODUCTS]);
      const best = await loadDocs(full, (await rankProducts(full, prefix)).ids.slice(0, products.length));
      expect(
        products.map((product) => product.name),
        prefix,
      ).toEqual(best.map((doc) => doc[1]));
      expect(products.length, prefix).toBeGreaterThan(0);
    }
  });

  test('a two-letter last word whose head leaves too few with the other words is read whole', async () => {
    // Nokia Zen sells nowhere, so it is not among the best products of `ze` (3,000 Zeta speakers).
    const source = sourceOf([...many, product('Nokia Zen 1', 'Nokia', 'ZEN-1', 1, 0), ...PRODUCTS]);
    const { ids } = await rankProducts(source, 'nokia ze', { quick: true });
    expect((await loadDocs(source, ids)).map((doc) => doc[1])).toEqual(['Nokia Zen 1']);
  });

  test('the typeahead suggests what the full query ranks first, at every letter of one word', async () => {
    const products = [...many, ...PRODUCTS];
    const index = buildSearchIndex(products, CATEGORIES, 'v1');
    for (const word of ['samsung', 'speaker', 'zeta2999', 'galaxy', 'telefoni', 'klasicni', 'doro', 'samsnug', 'pihone', 'sms921b']) {
      for (let length = 2; length <= word.length; length += 1) {
        const typed = word.slice(0, length);
        const shown = (await suggest(sourceOf(products, index), typed)).filter((suggestion) => suggestion.kind === 'product');
        const full = sourceOf(products, index);
        const best = await loadDocs(full, (await rankProducts(full, typed)).ids.slice(0, shown.length));
        expect(
          shown.map((suggestion) => suggestion.name),
          typed,
        ).toEqual(best.map((doc) => doc[1]));
      }
    }
  });

  test('a query loads only the shards of its words', async () => {
    const source = sourceOf([...many, ...PRODUCTS]);
    await rankProducts(source, 'nokia');
    expect([...source.loaded]).toEqual(['no']);
  });
});
