import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { loadDocs, rankProducts } from '../../../src/search/query.ts';
import { suggest } from '../../../src/search/suggest.ts';
import { buildSearchIndex, type IndexCategory, type IndexProduct } from './shards.ts';
import { memorySource, testProduct } from './test-source.test-kit.ts';

const names = (sr: string, en: string, ru: string): Record<Locale, string> => ({ sr, me: sr, ba: sr, en, ru, de: en, tr: en });

const CATEGORIES: IndexCategory[] = [
  { path: '/telefoni', names: names('Mobilni telefoni', 'Mobile phones', 'Мобильные телефоны') },
  { path: '/televizori', names: names('Televizori', 'Televisions', 'Телевизоры') },
  { path: '/laptopovi', names: names('Laptopovi', 'Laptops', 'Ноутбуки') },
  { path: '/slusalice', names: names('Slušalice', 'Headphones', 'Наушники') },
  { path: '/ssd', names: names('SSD diskovi', 'SSDs', 'SSD накопители') },
  { path: '/monitori', names: names('Monitori', 'Monitors', 'Мониторы') },
  { path: '/punjaci', names: names('Punjači', 'Chargers', 'Зарядные устройства') },
  { path: '/graficke', names: names('Grafičke kartice', 'Graphics cards', 'Видеокарты') },
  { path: '/konzole', names: names('Konzole', 'Consoles', 'Игровые консоли') },
  { path: '/oprema', names: names('Oprema', 'Accessories', 'Аксессуары') },
  { path: '/zvucnici', names: names('Zvučnici', 'Speakers', 'Колонки') },
];

let next = 0;
function product(name: string, brand: string, category: string, shops: number): IndexProduct {
  next += 1;
  const index = CATEGORIES.findIndex((entry) => entry.path === `/${category}`);
  return testProduct(name, { path: `/p/${next}`, brand, mpn: `MPN-${next}`, category: index, shops, buyable: true });
}

/** A shop's mix: accessories that sell in more shops than what they fit, look-alike names, sizes written every way. */
const PRODUCTS: IndexProduct[] = [
  product('Spigen Ultra Hybrid maska za iPhone 15', 'Spigen', 'oprema', 9),
  product('Apple iPhone 15 128 GB', 'Apple', 'telefoni', 6),
  product('Apple iPhone 15 Pro 256 GB', 'Apple', 'telefoni', 5),
  product('Apple MacBook Air 13" M3 16GB 512GB', 'Apple', 'laptopovi', 4),
  product('Xiaomi Redmi Note 13 Pro 256 GB', 'Xiaomi', 'telefoni', 5),
  product('Xiaomi 14 Ultra 512 GB', 'Xiaomi', 'telefoni', 3),
  product('Logitech MX Master 3S', 'Logitech', 'oprema', 5),
  product('Logitech G435 Lightspeed', 'Logitech', 'slusalice', 4),
  product('Huawei Watch GT 4', 'Huawei', 'oprema', 3),
  product('Lenovo IdeaPad Slim 3 15 16 GB 512 GB', 'Lenovo', 'laptopovi', 4),
  product('Samsung 990 PRO 1TB', 'Samsung', 'ssd', 5),
  product('WD Black SN850X 2 TB', 'WD', 'ssd', 4),
  product('Samsung QLED TV 65″ Q80C', 'Samsung', 'televizori', 6),
  product('LG OLED evo C3 65 inča', 'LG', 'televizori', 5),
  product('Samsung Odyssey G5 27" 144Hz', 'Samsung', 'monitori', 4),
  product('Anker Nano punjač 65 W', 'Anker', 'punjaci', 3),
  product('Gigabyte GeForce RTX 4090 Gaming OC 24G', 'Gigabyte', 'graficke', 2),
  product('Asus ROG Strix RTX4070 OC', 'Asus', 'graficke', 2),
  product('Sony PlayStation 5 Slim', 'Sony', 'konzole', 6),
  product('Sony WH-1000XM5', 'Sony', 'slusalice', 5),
  product('Bose SoundLink Flex', 'Bose', 'zvucnici', 5),
  product('Boz Mini Speaker', 'Boz', 'zvucnici', 1),
  product('Samsonite Xenon 3 ranac', 'Samsonite', 'oprema', 2),
];

const source = () => memorySource(buildSearchIndex(PRODUCTS, CATEGORIES, 'v1'), 'sr', { shards: true });

async function found(query: string): Promise<string[]> {
  const index = source();
  const { ids } = await rankProducts(index, query);
  return (await loadDocs(index, ids)).map((doc) => doc[1]);
}

/** The first `count` names a query finds. */
const top = async (query: string, count: number) => (await found(query)).slice(0, count);

describe('brands and lines written by ear, in Cyrillic or Latin', () => {
  test('iPhone as Serbs and Russians write it finds the iPhones', async () => {
    const iphones = ['Spigen Ultra Hybrid maska za iPhone 15', 'Apple iPhone 15 128 GB', 'Apple iPhone 15 Pro 256 GB'];
    for (const query of ['ајфон', 'айфон', 'ajfon', 'aifon', 'АЈФОН 15']) expect(await found(query), query).toEqual(iphones);
    expect(await top('айфон 15 про', 1)).toEqual(['Apple iPhone 15 Pro 256 GB']);
  });

  test('Xiaomi by its Chinese sound, in either alphabet and any romanisation', async () => {
    for (const query of ['шаоми', 'сяоми', 'ксиаоми', 'saomi', 'shaomi', 'syaomi', 'sjaomi']) {
      expect(await top(query, 2), query).toEqual(['Xiaomi Redmi Note 13 Pro 256 GB', 'Xiaomi 14 Ultra 512 GB']);
    }
    expect(await top('сяоми редми', 1)).toEqual(['Xiaomi Redmi Note 13 Pro 256 GB']);
  });

  test('Logitech, Huawei, Lenovo, PlayStation, MacBook as heard', async () => {
    expect(await top('логитек mx', 1)).toEqual(['Logitech MX Master 3S']);
    expect(await found('logiteh')).toEqual(['Logitech MX Master 3S', 'Logitech G435 Lightspeed']);
    for (const query of ['хуавеј', 'хуавей', 'huavej', 'khuavey']) expect(await top(query, 1), query).toEqual(['Huawei Watch GT 4']);
    expect(await top('леново', 1)).toEqual(['Lenovo IdeaPad Slim 3 15 16 GB 512 GB']);
    expect(await top('плейстейшн 5', 1)).toEqual(['Sony PlayStation 5 Slim']);
    expect(await top('мекбук', 1)).toEqual(['Apple MacBook Air 13" M3 16GB 512GB']);
    expect(await top('гигабајт', 1)).toEqual(['Gigabyte GeForce RTX 4090 Gaming OC 24G']);
  });

  test('the typeahead finds them while they are typed', async () => {
    for (const typed of ['ај', 'ајф', 'ајфо']) {
      const products = (await suggest(source(), typed)).filter((suggestion) => suggestion.kind === 'product');
      expect(products.map((suggestion) => suggestion.name).slice(0, 3), typed).toContain('Apple iPhone 15 128 GB');
    }
  });

  test('an exact brand ranks above a brand that only sounds like it', async () => {
    expect(await found('boz')).toEqual(['Boz Mini Speaker', 'Bose SoundLink Flex']);
    expect(await found('bose')).toEqual(['Bose SoundLink Flex']);
  });
});

describe('sizes and model numbers, glued or apart', () => {
  test('a size finds its products with the unit attached, apart, or in another spelling', async () => {
    for (const query of ['1tb', '1 TB', '1 ТБ', 'samsung 1 terabajt']) expect(await top(query, 1), query).toEqual(['Samsung 990 PRO 1TB']);
    expect(await found('2tb')).toEqual(['WD Black SN850X 2 TB']);
    for (const query of ['65inch', '65"', '65″', '65 inča', '65 in', '65 inch', '65 дюймов'])
      expect(new Set(await top(query, 2)), query).toEqual(new Set(['Samsung QLED TV 65″ Q80C', 'LG OLED evo C3 65 inča']));
    for (const query of ['144hz', '144 Hz', 'monitor 27 inch']) expect(await found(query), query).toEqual(['Samsung Odyssey G5 27" 144Hz']);
    expect(new Set(await found('16gb'))).toEqual(new Set(['Lenovo IdeaPad Slim 3 15 16 GB 512 GB', 'Apple MacBook Air 13" M3 16GB 512GB']));
  });

  test('a wattage is not a screen size', async () => {
    for (const query of ['65w', '65 w', '65 W', '65 vati']) expect(await found(query), query).toEqual(['Anker Nano punjač 65 W']);
  });

  test('a model number typed without its space or hyphen, or with one it has not', async () => {
    expect(await found('rtx4090')).toEqual(['Gigabyte GeForce RTX 4090 Gaming OC 24G']);
    expect(await found('rtx 4070')).toEqual(['Asus ROG Strix RTX4070 OC']);
    expect(await found('wh1000xm5')).toEqual(['Sony WH-1000XM5']);
    expect(await found('sn 850x')).toEqual(['WD Black SN850X 2 TB']);
    expect(await top('iphone15', 3)).toEqual([
      'Spigen Ultra Hybrid maska za iPhone 15',
      'Apple iPhone 15 128 GB',
      'Apple iPhone 15 Pro 256 GB',
    ]);
    expect(await found('g5 27 144hz')).toEqual(['Samsung Odyssey G5 27" 144Hz']);
  });

  test('while typed, the model number already finds it', async () => {
    expect(new Set(await found('rtx40'))).toEqual(new Set(['Gigabyte GeForce RTX 4090 Gaming OC 24G', 'Asus ROG Strix RTX4070 OC']));
    expect(await found('rtx409')).toEqual(['Gigabyte GeForce RTX 4090 Gaming OC 24G']);
  });
});

describe('typos by the length of the word', () => {
  test('a letter missing or swapped in a long word', async () => {
    expect(await top('playstaton', 1)).toEqual(['Sony PlayStation 5 Slim']);
    expect(await found('ligtspeed')).toEqual(['Logitech G435 Lightspeed']);
    expect(new Set(await found('slusalce'))).toEqual(new Set(['Logitech G435 Lightspeed', 'Sony WH-1000XM5']));
    expect(await found('odysey g5')).toEqual(['Samsung Odyssey G5 27" 144Hz']);
  });

  test('two typos in a word of six letters or more', async () => {
    expect(await found('odisey')).toEqual(['Samsung Odyssey G5 27" 144Hz']);
    expect(new Set(await found('grafcke krtice'))).toEqual(
      new Set(['Gigabyte GeForce RTX 4090 Gaming OC 24G', 'Asus ROG Strix RTX4070 OC']),
    );
    // The second letter wrong: one typo in six letters, two in five are too many.
    expect(await found('lwnovo')).toEqual(['Lenovo IdeaPad Slim 3 15 16 GB 512 GB']);
    expect(await found('lwnvo')).toEqual([]);
  });

  test('one typo in a word of three to five letters, none in two', async () => {
    expect(await top('aple', 3)).toEqual(['Apple iPhone 15 128 GB', 'Apple iPhone 15 Pro 256 GB', 'Apple MacBook Air 13" M3 16GB 512GB']);
    expect(await found('sny wh')).toEqual(['Sony WH-1000XM5']);
  });

  test('the closest term wins: one typo before two', async () => {
    expect(await found('samsnu')).not.toContain('Samsonite Xenon 3 ranac');
    expect(await top('samsnu', 1)).toEqual(['Samsung QLED TV 65″ Q80C']);
  });
});
