import type { TitleStyle } from './shop-titles.ts';

const PLAIN: TitleStyle = {
  categoryWord: null,
  brand: 'as-is',
  capacity: 'glued',
  code: 'none',
  codeAt: 'end',
  codeBrackets: false,
  shopCodeFormat: 'sifra',
  cyrillic: false,
  colour: 'english',
  inches: '"',
  separator: ' ',
  shout: false,
  typoRate: 0,
  promoRate: 0,
  promoWords: [],
  promoAt: 'end',
  stockRate: 0,
  stockWords: [],
};

const style = (overrides: Partial<TitleStyle>): TitleStyle => ({ ...PLAIN, ...overrides });

/** The sample shops' styles by shop id (ids in scripts/sample/shops.ts). */
export const SHOP_TITLE_STYLES: Record<string, TitleStyle> = {
  // A big shop, tidy: category first, 8/256GB, the model code in brackets after the model.
  'primorje-tech': style({
    categoryWord: 0,
    capacity: 'slash',
    code: 'model',
    codeAt: 'after-model',
    codeBrackets: true,
    typoRate: 0.01,
    promoRate: 0.08,
    promoWords: ['AKCIJA', 'TOP PONUDA'],
    promoAt: 'start',
    stockRate: 0.05,
    stockWords: ['na stanju'],
  }),
  // Brand in capitals, the full MPN last, colour sometimes translated, dashes between the parts.
  'lovcen-digital': style({
    brand: 'upper',
    code: 'mpn',
    codeAt: 'end',
    colour: 'mixed',
    separator: ' - ',
    promoRate: 0.15,
    promoWords: ['AKCIJA', '-10%', '-15%'],
  }),
  // Category first, 256 GB spaced, its own article number, colours in the local word.
  'bokeska-elektronika': style({
    categoryWord: 1,
    capacity: 'spaced',
    code: 'shop',
    shopCodeFormat: 'sifra',
    colour: 'local',
    separator: ', ',
    inches: ' inča',
    stockRate: 0.1,
    stockWords: ['na stanju'],
  }),
  // Terse and hasty: brand, model, 256GB, colour; a typo now and then.
  'pg-pc-centar': style({ typoRate: 0.04 }),
  // Shouts: everything in capitals, 8+256GB, promotions and delivery words.
  'niksic-mobil': style({
    categoryWord: 0,
    brand: 'upper',
    capacity: 'plus',
    colour: 'local',
    shout: true,
    typoRate: 0.02,
    promoRate: 0.25,
    promoWords: ['AKCIJA', 'TOP PONUDA', 'NOVO'],
    promoAt: 'start',
    stockRate: 0.15,
    stockWords: ['ISPORUKA ODMAH'],
  }),
  // English-minded: Smartphone/Notebook words, brand left out for iPhone or Galaxy, bars between the parts.
  'adria-gadget': style({
    categoryWord: 2,
    brand: 'sometimes-missing',
    code: 'model',
    codeAt: 'end',
    codeBrackets: true,
    separator: ' | ',
    inches: "''",
    promoRate: 0.06,
    promoWords: ['NOVO'],
  }),
  // Its article number in brackets first, category, 8/256GB, colours either way.
  'herceg-import': style({
    categoryWord: 0,
    capacity: 'slash',
    code: 'shop',
    shopCodeFormat: 'bracket',
    colour: 'mixed',
    typoRate: 0.03,
  }),
  // A big Bosnian shop: category, BRAND, 8/256GB, MPN after the model, local colours, promotions.
  'bascarsija-tech': style({
    categoryWord: 0,
    brand: 'upper',
    capacity: 'slash',
    code: 'mpn',
    codeAt: 'after-model',
    colour: 'local',
    promoRate: 0.1,
    promoWords: ['AKCIJA', '-10%', 'TOP PONUDA'],
    stockRate: 0.1,
    stockWords: ['na stanju', 'ISPORUKA ODMAH'],
  }),
  // No category, brand sometimes missing, 256 GB, `art. 55120`, commas.
  'neretva-digital': style({
    brand: 'sometimes-missing',
    capacity: 'spaced',
    code: 'shop',
    shopCodeFormat: 'art',
    colour: 'mixed',
    separator: ', ',
  }),
  // Second category word (Pametni telefon, Notebook), 8+256GB, model code, dashes, typos.
  'una-elektronik': style({
    categoryWord: 1,
    capacity: 'plus',
    code: 'model',
    codeAt: 'after-model',
    separator: ' - ',
    typoRate: 0.03,
    stockRate: 0.05,
    stockWords: ['na stanju'],
  }),
  // Cyrillic: Мобилни телефон Samsung Galaxy S24 8/256GB црна SM-S921B.
  'drina-mobil': style({
    categoryWord: 0,
    capacity: 'slash',
    code: 'model',
    codeAt: 'end',
    cyrillic: true,
    colour: 'local',
    inches: ' inča',
    typoRate: 0.01,
    promoRate: 0.1,
    promoWords: ['AKCIJA', 'NOVO'],
    stockRate: 0.15,
    stockWords: ['na stanju'],
  }),
  // Cyrillic too: second category word, BRAND, 256GB, MPN, colours either way, dashes.
  'vrbas-pc': style({
    categoryWord: 1,
    brand: 'upper',
    code: 'mpn',
    codeAt: 'end',
    codeBrackets: true,
    cyrillic: true,
    colour: 'mixed',
    separator: ' - ',
    promoRate: 0.12,
    promoWords: ['AKCIJA', '-10%'],
    promoAt: 'start',
  }),
  // Second category word, brand sometimes missing, 256GB, English colours, NOVO.
  'bosna-gadget': style({
    categoryWord: 1,
    brand: 'sometimes-missing',
    separator: ', ',
    promoRate: 0.12,
    promoWords: ['NOVO', 'TOP PONUDA'],
  }),
  // Few words: BRAND, model code after the model, 256 GB, local colours.
  'sava-online': style({
    brand: 'upper',
    capacity: 'spaced',
    code: 'model',
    codeAt: 'after-model',
    colour: 'local',
    typoRate: 0.015,
  }),
};
