import { expect, test } from 'vitest';
import { compareText } from './compare-text.ts';

const collator = new Intl.Collator('en');

/** Names as the sites show them: brands, shops, and categories in the seven languages. */
const LISTS: Record<string, string[]> = {
  brands: [
    'Samsung',
    'be quiet!',
    '8BitDo',
    '2K',
    'G.Skill',
    'eero',
    'iRobot',
    'realme',
    'Bang & Olufsen',
    'The Pokémon Company',
    'TP-Link',
    'Lian Li',
    'LG',
    'Audio-Technica',
    'AOC',
    'ASUS',
    'ASRock',
    'Acer',
    'EZVIZ',
    'eufy',
    'HOVERAir',
    'Insta360',
    'AKASO',
    'AKG',
  ],
  shops: [
    'Primorje Tech',
    'Lovćen Digital',
    'Bokeška Elektronika',
    'PG PC Centar',
    'Nikšić Mobil',
    'Adria Gadget',
    'Baščaršija Tech',
    'Bosna Gadget',
    'Sava Online',
    'Čapljina Shop',
    'Đurđevik PC',
    'Žabljak Mobil',
    'Zeta Tech',
    'Dobrota IT',
  ],
  sr: [
    'Pametni telefoni',
    'Klasični telefoni',
    'Tableti i e-čitači',
    'Čitači e-knjiga',
    'Oprema za telefone',
    'Fitnes narukvice',
    'Računari i laptopovi',
    'Slušalice',
    'Zvučnici',
    'Šporeti',
    'Ćilimi',
    'Džojstici',
    'Đakuzi',
  ],
  ru: [
    'Смартфоны',
    'Кнопочные телефоны',
    'Планшеты',
    'Электронные книги',
    'Умные часы',
    'Фитнес-браслеты',
    'Ёлочные игрушки',
    'Аксессуары для телефонов',
    'Ноутбуки',
    'Жёсткие диски',
    'Наушники',
  ],
  de: [
    'Handys',
    'Tastenhandys',
    'Tablets',
    'E-Book-Reader',
    'Handyzubehör',
    'Öfen',
    'Ofen',
    'Überwachung',
    'Uhren',
    'Straßenkarten',
    'Strom',
    'Äpfel',
    'Apfel',
  ],
  tr: [
    'Akıllı Telefonlar',
    'Tuşlu Telefonlar',
    'Tabletler',
    'E-Kitap Okuyucular',
    'Akıllı Saatler',
    'Giyilebilir Cihazlar',
    'Çantalar',
    'Şarj Aletleri',
    'Ses Sistemleri',
    'Oyun Konsolları',
    'Işıklar',
    'İzleme',
  ],
};

test.each(Object.entries(LISTS))('%s come in the order an English collator gives them', (_, names) => {
  const shuffled = [...names].reverse();
  expect(shuffled.sort(compareText)).toEqual([...names].sort(collator.compare));
});

test('names that differ only in accents or case still have an order, the same both ways', () => {
  for (const [a, b] of [
    ['Cacak', 'Čačak'],
    ['apple', 'Apple'],
    ['Ofen', 'Öfen'],
  ] as const) {
    expect(compareText(a, b)).not.toBe(0);
    expect(compareText(a, b)).toBe(-compareText(b, a));
  }
  expect(compareText('Nikšić Mobil', 'Nikšić Mobil')).toBe(0);
});
