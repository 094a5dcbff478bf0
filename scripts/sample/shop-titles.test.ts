import { describe, expect, test } from 'vitest';
import { PRODUCT_LINES } from './products/index.ts';
import { createRandom, hashString } from './random.ts';
import { SHOP_TITLE_STYLES } from './shop-styles.ts';
import { shopTitle, type TitleProduct, type TitleStyle } from './shop-titles.ts';
import { SAMPLE_SHOPS } from './shops.ts';
import type { SampleProductLine, SampleVariant } from './types.ts';

const product = (line: SampleProductLine, variant: SampleVariant, batch = 0): TitleProduct => ({
  brand: line.brand,
  model: line.model,
  variant,
  lineMpn: line.mpn,
  mpn: `${line.mpn}${variant.mpnSuffix}${batch > 0 ? `-${batch + 1}` : ''}`,
  categorySlug: line.category,
  batch,
  lineSpecs: line.specs,
});

function line(brand: string, model: string): SampleProductLine {
  const found = PRODUCT_LINES.find((candidate) => candidate.brand === brand && candidate.model === model);
  if (!found) throw new Error(`No sample line ${brand} ${model}`);
  return found;
}

const title = (shop: string, item: TitleProduct, seed: number) =>
  shopTitle(SHOP_TITLE_STYLES[shop]!, item, String(100_000 + seed), createRandom(hashString(`${shop}:${item.mpn}:${seed}`)));

/** Local colour words the titles may use instead of the English ones (Latin, then Cyrillic). */
const LOCAL: Record<string, [string, string]> = {
  black: ['crna', 'црна'],
  white: ['bijela', 'бијела'],
  blue: ['plava', 'плава'],
  silver: ['srebrna', 'сребрна'],
  gray: ['siva', 'сива'],
  grey: ['siva', 'сива'],
  graphite: ['siva', 'сива'],
  green: ['zelena', 'зелена'],
  mint: ['zelena', 'зелена'],
  pink: ['roze', 'розе'],
  gold: ['zlatna', 'златна'],
  red: ['crvena', 'црвена'],
  yellow: ['žuta', 'жута'],
  violet: ['ljubičasta', 'љубичаста'],
  purple: ['ljubičasta', 'љубичаста'],
  lavender: ['ljubičasta', 'љубичаста'],
  orange: ['narandžasta', 'наранџаста'],
  navy: ['teget', 'тегет'],
  beige: ['bež', 'беж'],
  brown: ['braon', 'браон'],
};

const TIERS = new Set(
  'pro max plus ultra fe lite mini edge ti super x s oled slim digital edition air neo classic xl se go elite active'.split(' '),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasNumber = (text: string, number: string) => new RegExp(`(?<!\\d|\\d[.,])${escape(number)}(?!\\d|[.,]\\d)`).test(text);
const hasWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/** A colour value kept in English, or each of its parts in the local word. */
function keepsColour(text: string, value: string): boolean {
  if (text.toLowerCase().includes(value.toLowerCase())) return true;
  return value
    .split('/')
    .every((part) =>
      part.split(/\s+/).some((word) => LOCAL[word.toLowerCase()]?.some((translated) => text.toLowerCase().includes(translated)) ?? false),
    );
}

/** What the title lost of what tells its product from the family's others (empty when nothing). */
function missing(text: string, item: TitleProduct): string[] {
  const lost: string[] = [];
  for (const value of item.variant.name.split(', ')) {
    const tokens = value.match(/\d+(?:[.,]\d+)?|[\p{L}\p{N}]+/gu) ?? [];
    const words = tokens.filter((token) => !/^\d/.test(token));
    const numbers = tokens.filter((token) => /^\d/.test(token));
    for (const number of numbers) if (!hasNumber(text, number)) lost.push(`${value}: ${number}`);
    if (/\bTB\b/.test(value) && !/\dTB|\d TB/i.test(text)) lost.push(`${value}: TB`);
    const colourish = words.some((word) => LOCAL[word.toLowerCase()]);
    if (colourish && keepsColour(text, value)) continue;
    for (const word of words)
      if (!['GB', 'TB'].includes(word) && !text.toLowerCase().includes(word.toLowerCase())) lost.push(`${value}: ${word}`);
  }
  for (const word of item.model.split(/\s+/)) {
    if (TIERS.has(word.toLowerCase()) && !hasWord(text, word)) lost.push(`tier ${word}`);
    // Model numbers (S24, 16e, 5070) are never misspelt.
    if (/\d/.test(word) && !text.toLowerCase().includes(word.toLowerCase())) lost.push(`model ${word}`);
  }
  if (item.batch > 0 && !text.includes(` (${item.batch + 1})`)) lost.push(`batch marker (${item.batch + 1})`);
  return lost;
}

const everyItem = (batch = 0) =>
  PRODUCT_LINES.flatMap((productLine) => productLine.variants.map((variant) => product(productLine, variant, batch)));

describe('shop titles', () => {
  test('every sample shop has a style', () => {
    expect(Object.keys(SHOP_TITLE_STYLES).sort()).toEqual(SAMPLE_SHOPS.map((shop) => shop.id).sort());
  });

  test('the same seed gives the same title', () => {
    const item = product(line('Samsung', 'Galaxy S24'), line('Samsung', 'Galaxy S24').variants[3]!);
    for (const shop of Object.keys(SHOP_TITLE_STYLES))
      for (let seed = 0; seed < 20; seed += 1) expect(title(shop, item, seed)).toBe(title(shop, item, seed));
  });

  test('every style keeps capacity, configuration, size, colour, tier words and batch marker of real products', () => {
    const lines = [
      line('Samsung', 'Galaxy S24'),
      line('Samsung', 'Galaxy S25 Ultra'),
      line('Samsung', 'Galaxy S24 FE'),
      line('Apple', 'iPhone 16 Pro Max'),
      line('Apple', 'iPhone 16e'),
      line('Xiaomi', '15T Pro'),
      line('Samsung', 'Galaxy Tab S10 FE+'),
      line('Lenovo', 'ThinkPad E14 Gen 6 (Intel)'),
      line('Acer', 'Predator Helios Neo 16 PHN16-72'),
      line('Samsung', 'S90D OLED'),
      line('Samsung', '990 PRO'),
      line('Kingston', 'FURY Beast DDR5 6000 CL30'),
      line('ASUS', 'PRIME GeForce RTX 5070 Ti OC'),
      line('Sony', 'PlayStation 5 Pro'),
      line('Microsoft', 'Xbox Series S 1 TB'),
      line('Nintendo', 'Switch Lite'),
      line('Samsung', 'Galaxy Watch8 Classic'),
      line('Secretlab', 'TITAN Evo'),
    ];
    const failures: string[] = [];
    for (const productLine of lines)
      for (const variant of productLine.variants)
        for (const batch of [0, 4])
          for (const shop of Object.keys(SHOP_TITLE_STYLES))
            for (let seed = 0; seed < 25; seed += 1) {
              const item = product(productLine, variant, batch);
              const text = title(shop, item, seed);
              for (const lost of missing(text, item)) failures.push(`${shop}: "${text}" lost ${lost}`);
            }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  test('over the whole sample, titles keep what tells the variants apart and stay within 150 characters', () => {
    const failures: string[] = [];
    let longest = 0;
    for (const batch of [0, 99])
      for (const item of everyItem(batch))
        for (const shop of Object.keys(SHOP_TITLE_STYLES)) {
          const text = title(shop, item, batch);
          longest = Math.max(longest, text.length);
          if (text.length > 150) failures.push(`${shop}: "${text}" is ${text.length} characters`);
          for (const lost of missing(text, item)) failures.push(`${shop}: "${text}" lost ${lost}`);
        }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(longest).toBeLessThanOrEqual(150);
  });

  test("a line's variants keep distinct titles in every style, even without codes (translated colours never merge two)", () => {
    const failures: string[] = [];
    for (const [shop, shopStyle] of Object.entries(SHOP_TITLE_STYLES))
      for (const colour of shopStyle.colour === 'mixed' ? (['english', 'local'] as const) : [shopStyle.colour]) {
        const quiet: TitleStyle = { ...shopStyle, colour, code: 'none', typoRate: 0, promoRate: 0, stockRate: 0, brand: 'as-is' };
        for (const productLine of PRODUCT_LINES) {
          const seen = new Map<string, string>();
          for (const variant of productLine.variants) {
            const text = shopTitle(quiet, product(productLine, variant), '1', createRandom(1)).toLowerCase();
            const twin = seen.get(text);
            if (twin) failures.push(`${shop} (${colour}): ${twin} and ${variant.name} both "${text}"`);
            seen.set(text, variant.name);
          }
        }
      }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  test('a title too long loses its noise first, never what tells the variant apart', () => {
    const predator = line('Acer', 'Predator Helios Neo 16 PHN16-72');
    const noisy = {
      ...SHOP_TITLE_STYLES['vrbas-pc']!,
      promoRate: 1,
      stockRate: 1,
      stockWords: ['ISPORUKA ODMAH'],
      colour: 'local' as const,
    };
    for (const variant of predator.variants)
      for (let seed = 0; seed < 20; seed += 1) {
        const item = product(predator, variant, 999);
        const text = shopTitle(noisy, item, '104233', createRandom(seed));
        expect(text.length).toBeLessThanOrEqual(150);
        expect(missing(text, item)).toEqual([]);
      }
    const long = { ...product(predator, predator.variants[0]!), model: `Predator ${'Helios '.repeat(30)}Neo 16` };
    expect(shopTitle(noisy, long, '104233', createRandom(1)).length).toBeLessThanOrEqual(150);
  });

  test('titles add no word of another condition, an accessory or a bundle', () => {
    const forbidden =
      /outlet|polovn|korišćen|rabljen|refurb|renew|obnovljen|oštećen|maska|futrola|zaštitn|poklon|bundle|komplet|\bset\b|\bza\b|\bkit\b/i;
    const failures: string[] = [];
    for (const item of everyItem())
      for (const shop of Object.keys(SHOP_TITLE_STYLES)) {
        const text = title(shop, item, 7);
        const catalogueName = `${item.brand} ${item.model} ${item.variant.name}`;
        const added = text.match(forbidden)?.[0];
        if (added && !new RegExp(escape(added), 'i').test(catalogueName)) failures.push(`${shop}: "${text}" adds ${added}`);
      }
    expect(failures).toEqual([]);
  });

  test('a Cyrillic shop writes its words in Cyrillic and the model code in Latin', () => {
    const s24 = line('Samsung', 'Galaxy S24');
    for (const shop of ['drina-mobil', 'vrbas-pc']) {
      expect(SHOP_TITLE_STYLES[shop]!.cyrillic).toBe(true);
      for (let seed = 0; seed < 10; seed += 1) {
        const text = title(shop, product(s24, s24.variants[0]!), seed);
        expect(text).toMatch(/[\u0400-\u04FF]/);
        expect(text).toContain('SM-S921B');
        expect(text).toContain('Galaxy');
      }
    }
    const onyx = product(
      s24,
      s24.variants.find((variant) => variant.name === '128 GB, Onyx Black')!,
    );
    expect(title('drina-mobil', onyx, 1)).toMatch(/Мобилни телефон .*Galaxy S24 .*128.*(црна|Onyx Black)/);
  });

  test('the shops write differently', () => {
    const s24 = line('Samsung', 'Galaxy S24');
    const item = product(s24, s24.variants[1]!);
    const titles = Object.keys(SHOP_TITLE_STYLES).map((shop) => title(shop, item, 3));
    expect(new Set(titles).size).toBeGreaterThanOrEqual(12);
    const capacities = new Set(titles.map((text) => /\d+(?:[/+]\d+)?\s?GB/.exec(text)?.[0]));
    expect(capacities.size).toBeGreaterThanOrEqual(3);
    expect(titles.some((text) => text === text.toUpperCase())).toBe(true);
  });

  test('shop words appear across the sample: promotions, stock, shop codes, typos, missing brands', () => {
    const s24 = line('Samsung', 'Galaxy S24');
    const item = product(s24, s24.variants[0]!);
    const all = Object.keys(SHOP_TITLE_STYLES).flatMap((shop) => Array.from({ length: 200 }, (_, seed) => title(shop, item, seed)));
    for (const word of [
      'AKCIJA',
      'na stanju',
      'на стању',
      'ISPORUKA ODMAH',
      'Šifra: ',
      'art. ',
      'Mobilni telefon',
      'Pametni telefon',
      'crna',
    ])
      expect(all.some((text) => text.includes(word))).toBe(true);
    expect(all.some((text) => /^\[\d+\] /.test(text))).toBe(true);
    expect(all.some((text) => /-\d+%/.test(text))).toBe(true);
    expect(all.some((text) => text.startsWith('Galaxy S24'))).toBe(true);
    expect(all.some((text) => /Galaxy/i.test(text) === false)).toBe(true);
    expect(all.some((text) => /outlet/i.test(text))).toBe(false);
  });
});
