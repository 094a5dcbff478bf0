import { describe, expect, test } from 'vitest';
import { decideSides } from './pairs.ts';

/** Two shop titles decided as `npm run match -- pairs` and the ingest decide them. */
const decide = (left: string, right: string) => decideSides({ title: left }, { title: right });

const S24 = 'Mobilni telefon SAMSUNG Galaxy S24 8/256GB Onyx Black SM-S921B AKCIJA';

describe('never one product when a distinguishing attribute differs', () => {
  test.each([
    // Capacity, colour and year: the model code is shared, and still they are two products.
    ['capacity 128 GB against 256 GB', 'Samsung Galaxy S24 8/128GB Onyx Black SM-S921B', S24, /capacity 128 GB \/ 256 GB/],
    ['capacity 1 TB against 2 TB', 'SSD Samsung 990 PRO 1TB MZ-V9P1T0BW', 'Samsung 990 PRO 2TB NVMe MZ-V9P1T0BW', /capacity/],
    ['colour Onyx Black against Marble Grey', S24, 'Samsung Galaxy S24 8/256GB Marble Grey SM-S921B', /colour black \/ gray/],
    [
      'colour crna against Cobalt Violet',
      'Samsung Galaxy S24 8GB/256GB crna SM-S921B',
      'Galaxy S24 8/256GB Cobalt Violet SM-S921B',
      /colour/,
    ],
    [
      'year 2023 against 2024',
      'Tablet Xiaomi Redmi Pad SE 11 (2023) 4/128GB Graphite Gray',
      'Xiaomi Redmi Pad SE 11 (2024) 4/128GB Graphite Gray',
      /year 2023 \/ 2024/,
    ],
    ['year with a shared code', 'Apple MacBook Air 13 M2 8/256GB (2023) MLY33', 'Apple MacBook Air 13 M2 8/256GB (2024) MLY33', /year/],
    // Tiers of one model line.
    ['Pro against the base model', 'Apple iPhone 15 Pro 128GB Black Titanium', 'Apple iPhone 15 128GB Black', /model tier pro/],
    [
      'Pro Max against Pro',
      'Apple iPhone 15 Pro Max 256GB Natural Titanium',
      'Apple iPhone 15 Pro 256GB Natural Titanium',
      /model tier max/,
    ],
    ['S24+ against S24', 'Samsung Galaxy S24+ 12/256GB Onyx Black', 'Samsung Galaxy S24 12/256GB Onyx Black', /model tier plus/],
    ['Plus spelled out against S24', 'Samsung Galaxy S24 Plus 12/256GB crna', 'Samsung Galaxy S24 12/256GB crna', /model tier plus/],
    [
      'Ultra against the base model',
      'Samsung Galaxy S24 Ultra 12/256GB Titanium Black',
      'Samsung Galaxy S24 12/256GB Black',
      /model tier ultra/,
    ],
    ['FE against the base model', 'Samsung Galaxy S23 FE 8/256GB Mint', 'Samsung Galaxy S23 8/256GB Mint', /model tier fe/],
    ['Lite against the base model', 'Mobitel Huawei P30 Lite 4/128GB Midnight Black', 'Huawei P30 4/128GB Black', /model tier lite/],
    // Sizes and power.
    ['screen 55" against 65"', 'Televizor LG 55" OLED evo C4', 'LG OLED evo C4 65 inča', /screen size 55" \/ 65"/],
    ['screen with model codes', 'Televizor Samsung QE55Q80D 55" QLED', 'Samsung QLED TV 65" QE65Q80D', /screen size/],
    ['power supply 750 W against 850 W', 'Napajanje Corsair RM750e 750W 80+ Gold', 'Corsair RM850e 850W ATX 3.0', /wattage 750 W \/ 850 W/],
    [
      'charger 25 W against 45 W',
      'Samsung Super Fast punjač 25W USB-C crni',
      'Samsung Super Fast punjač 45W USB-C crni',
      /wattage 25 W \/ 45 W/,
    ],
    // Accessories, bundles and used items against the product.
    ['a case for an iPhone 15 against the iPhone 15', 'Maska za iPhone 15 silikonska crna', 'Apple iPhone 15 128GB crna', /accessory/],
    [
      'a charger "za iPhone 15" against the phone',
      'Brzi punjač za iPhone 15 USB-C 20W bijeli',
      'Apple iPhone 15 128GB bijela',
      /accessory/,
    ],
    ['a Cyrillic "маска за" against the phone', 'Маска за iPhone 15 црна', 'Apple iPhone 15 128GB crna', /accessory/],
    ['a screen protector without "za" against the phone', 'Zaštitno staklo Samsung Galaxy S24 SM-S921B', S24, /accessory/],
    ['a case naming the phone code against the phone', 'Futrola za Samsung Galaxy S24 SM-S921B crna', S24, /accessory/],
    ['a console with two games against the console', 'Konzola Sony PS5 Slim + 2 igre', 'Sony PlayStation 5 Slim konzola', /bundle/],
    [
      'a bundle sharing the console code',
      'Sony PlayStation 5 Slim CFI-2016 paket sa 2 igre',
      'Konzola Sony PlayStation 5 Slim CFI-2016',
      /bundle/,
    ],
    ['refurbished against new', 'Samsung Galaxy S24 8/256GB SM-S921B Refurbished', S24, /used or refurbished/],
    ['obnovljen against new', 'Samsung Galaxy S24 8GB/256GB crna SM-S921B obnovljen', S24, /used or refurbished/],
    ['polovan against new', 'Apple iPhone 15 128GB MTP03 polovan', 'Apple iPhone 15 128GB crna MTP03', /used or refurbished/],
    ['open box against new', 'Samsung Galaxy S24 8/256GB SM-S921B Open Box', S24, /used or refurbished/],
    // Models of one series.
    ['power supplies RM750e and RM850e without wattage', 'Napajanje Corsair RM750e', 'Corsair RM850e', /model code RM750E \/ RM850E/],
    ['i5-14600K against i5-14600KF', 'Procesor Intel Core i5-14600K BOX', 'Intel Core i5 14600KF BOX', /model code/],
  ])('%s', (_name, left, right, why) => {
    const decision = decide(left, right);
    expect(decision.verdict).toBe('different');
    expect(decision.why).toMatch(/^conflict: /);
    expect(decision.why).toMatch(why);
  });
});

describe('one attribute written two ways is no conflict', () => {
  test.each([
    ['8/256GB and 8GB/256GB', S24, 'Samsung Galaxy S24 8GB/256GB Onyx Black SM-S921B'],
    ['1 TB and 1000 GB', 'SSD Samsung 990 PRO 1TB MZ-V9P1T0BW', 'Samsung 990 PRO 1000GB NVMe MZ-V9P1T0BW'],
    ['crna and Onyx Black', S24, 'Samsung Galaxy S24 8/256GB crna SM-S921B'],
    ['55" and 139 cm', 'Televizor Samsung 55" QE55Q80D QLED 4K', 'Samsung QLED 139 cm QE55Q80DATXXH'],
    ['S24+ and S24 Plus', 'Samsung Galaxy S24+ 12/256GB Black SM-S926B', 'Samsung Galaxy S24 Plus 12/256GB crna SM-S926B'],
    [
      'Ultra left out where the whole model code SM-S928B is shared',
      'Samsung Galaxy S24 Ultra 12/256GB SM-S928B',
      'Samsung Galaxy S24 12/256GB SM-S928B',
    ],
    ['a device title naming no accessory word', 'Slušalice Sony WH-1000XM5 bežične crne', 'Sony WH-1000XM5 Black'],
  ])('%s: one product', (_name, left, right) => {
    expect(decide(left, right)).toMatchObject({ verdict: 'same', why: expect.stringMatching(/^model code /) });
  });

  test('55" and 139 cm without a model code are no screen-size conflict', () => {
    expect(decide('Televizor LG 55" OLED evo C4', 'LG OLED evo C4 139 cm').why).not.toMatch(/screen size/);
  });
});
