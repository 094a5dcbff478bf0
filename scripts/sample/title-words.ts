/** The words regional shops write in their titles (shop-titles.ts): category and tier words, colours, Cyrillic. */

/** Words shops put first, by category slug (Latin; Cyrillic shops transliterate them). */
export const CATEGORY_WORDS: Record<string, readonly string[]> = {
  'pametni-telefoni': ['Mobilni telefon', 'Pametni telefon', 'Smartphone'],
  'klasicni-telefoni': ['Mobilni telefon', 'Mobitel'],
  tableti: ['Tablet'],
  'e-citaci': ['E-čitač', 'Čitač e-knjiga'],
  'pametni-satovi': ['Pametni sat', 'Smartwatch'],
  'fitnes-narukvice': ['Fitnes narukvica', 'Pametna narukvica'],
  punjaci: ['Punjač'],
  'prenosive-baterije': ['Power bank', 'Prijenosna baterija'],
  laptopovi: ['Laptop', 'Notebook'],
  'gejming-laptopovi': ['Gaming laptop', 'Laptop', 'Notebook'],
  'stoni-racunari': ['Desktop računar', 'Računar', 'PC'],
  'mini-racunari': ['Mini PC', 'Mini računar'],
  monitori: ['Monitor'],
  tastature: ['Tastatura'],
  misevi: ['Miš'],
  stampaci: ['Štampač', 'Printer'],
  procesori: ['Procesor', 'CPU'],
  'maticne-ploce': ['Matična ploča', 'MB'],
  'graficke-karte': ['Grafička kartica', 'Grafička karta', 'VGA'],
  'ram-memorija': ['RAM memorija', 'Memorija'],
  'ssd-diskovi': ['SSD', 'SSD disk'],
  'hard-diskovi': ['HDD', 'Hard disk'],
  kucista: ['Kućište'],
  napajanja: ['Napajanje'],
  televizori: ['TV', 'Televizor', 'LED TV'],
  projektori: ['Projektor'],
  'naglavne-slusalice': ['Slušalice'],
  'bezicne-bubice': ['Slušalice', 'Bežične slušalice', 'Bubice'],
  'bluetooth-zvucnici': ['Bluetooth zvučnik', 'Zvučnik'],
  saundbarovi: ['Soundbar'],
  'igracke-konzole': ['Konzola', 'Igraća konzola'],
  kontroleri: ['Kontroler'],
  'igre-za-playstation': ['Igra', 'Video igra'],
  'igre-za-nintendo-switch': ['Igra', 'Video igra'],
  'gejming-slusalice': ['Gaming slušalice', 'Slušalice'],
  'gejming-stolice': ['Gaming stolica', 'Stolica'],
  ruteri: ['Ruter', 'Router'],
  'mesh-sistemi': ['Mesh sistem', 'Wi-Fi Mesh'],
  'ip-kamere': ['IP kamera', 'Kamera'],
  'robotski-usisivaci': ['Robotski usisivač', 'Usisivač robot'],
  fotoaparati: ['Fotoaparat', 'Digitalni fotoaparat'],
  objektivi: ['Objektiv'],
  'akcione-kamere': ['Akciona kamera', 'Kamera'],
  dronovi: ['Dron'],
};

/** Local words for colours; the primary ones may stand alone, the rest only beside the marketing name. */
export const COLOUR_WORDS: Record<string, string> = {
  black: 'crna',
  white: 'bijela',
  blue: 'plava',
  silver: 'srebrna',
  gray: 'siva',
  grey: 'siva',
  graphite: 'siva',
  green: 'zelena',
  mint: 'zelena',
  pink: 'roze',
  gold: 'zlatna',
  red: 'crvena',
  yellow: 'žuta',
  violet: 'ljubičasta',
  purple: 'ljubičasta',
  lavender: 'ljubičasta',
  orange: 'narandžasta',
  navy: 'teget',
  beige: 'bež',
  brown: 'braon',
};
export const SECONDARY_COLOURS = new Set(['graphite', 'mint', 'lavender']);

/** Words that tell a model from its family's others: never touched by a typo. */
export const TIER_WORDS = new Set([
  'pro',
  'max',
  'plus',
  'ultra',
  'fe',
  'lite',
  'mini',
  'edge',
  'ti',
  'super',
  'x',
  's',
  'oled',
  'qled',
  'slim',
  'digital',
  'edition',
  'air',
  'neo',
  'classic',
  'xl',
  'se',
  'go',
  'elite',
  'active',
  'note',
  'fold',
  'flip',
  'prime',
  'premium',
  'compact',
  'deluxe',
  'special',
  'limited',
  'standard',
  'evo',
  'gen',
  'mark',
  'series',
  'ultimate',
  'smart',
  'wireless',
]);

/** Model words that name the brand on their own: a shop may leave the brand out. */
export const BRAND_EVIDENT = ['iPhone', 'iPad', 'MacBook', 'AirPods', 'Galaxy', 'PlayStation', 'Xbox', 'Pixel', 'Redmi', 'ThinkPad'];
export const BRAND_MISSING_RATE = 0.25;

/** Words of category phrases that Cyrillic shops keep in Latin: acronyms and English loanwords. */
export const LATIN_WORDS = new Set([
  'TV',
  'LED',
  'SSD',
  'HDD',
  'CPU',
  'VGA',
  'RAM',
  'IP',
  'MB',
  'PC',
  'Smartphone',
  'Smartwatch',
  'Notebook',
  'Gaming',
  'Power',
  'bank',
  'Soundbar',
  'Bluetooth',
  'Router',
  'Wi-Fi',
  'Mesh',
  'Printer',
]);

const CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const CYRILLIC_DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Serbian Latin to Cyrillic, letter by letter (lj, nj, dž as one letter). */
export function toCyrillic(text: string): string {
  let out = '';
  for (let index = 0; index < text.length;) {
    const pair = text.slice(index, index + 2);
    const digraph = CYRILLIC_DIGRAPHS[pair.toLowerCase()];
    const char = text.charAt(index);
    const upper = char !== char.toLowerCase();
    if (digraph) {
      out += upper ? digraph.toUpperCase() : digraph;
      index += 2;
      continue;
    }
    const letter = CYRILLIC[char.toLowerCase()];
    out += letter ? (upper ? letter.toUpperCase() : letter) : char;
    index += 1;
  }
  return out;
}
