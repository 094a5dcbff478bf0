import type { Random } from './random.ts';
import type { SampleVariant } from './types.ts';
import {
  BRAND_EVIDENT,
  BRAND_MISSING_RATE,
  CATEGORY_WORDS,
  COLOUR_WORDS,
  LATIN_WORDS,
  SECONDARY_COLOURS,
  TIER_WORDS,
  toCyrillic,
} from './title-words.ts';

/** What a title is written from. */
export interface TitleProduct {
  brand: string;
  /** The line's model without the brand, e.g. `Galaxy S24`. */
  model: string;
  variant: SampleVariant;
  /** The line's MPN stem, e.g. `SM-S921B`; used in a title only when it looks like a real model code. */
  lineMpn: string;
  /** The full part number, e.g. `SM-S921BZKDEUE`. */
  mpn: string;
  categorySlug: string;
  /** 0 for real products; n > 0 for the numbered repeats of benchmarks, marked ` (${n + 1})`. */
  batch: number;
  /** The line's specs (ram, storage, screenSize ... in the units of spec-labels.ts). */
  lineSpecs: Record<string, string | number>;
}

/** How one shop writes its titles. */
export interface TitleStyle {
  /** Which of the category's words it puts first (an index into its list, wrapping); null: none. */
  categoryWord: number | null;
  /** `sometimes-missing` leaves out the brand at a small rate where the model names it (iPhone, Galaxy, Xbox ...). */
  brand: 'as-is' | 'upper' | 'sometimes-missing';
  /** RAM and storage: `slash` 8/256GB, `spaced` 256 GB, `glued` 256GB (8GB/256GB with RAM), `plus` 8+256GB. */
  capacity: 'slash' | 'spaced' | 'glued' | 'plus';
  /** A code in the title: the model code (MPN stem), the full MPN, the shop's own article number, or none. */
  code: 'model' | 'mpn' | 'shop' | 'none';
  /** Where a model code or MPN goes, and whether in brackets. */
  codeAt: 'after-model' | 'end';
  codeBrackets: boolean;
  /** How it writes its own article number: `Šifra: 104233`, `[104233]` first, or `art. 104233`. */
  shopCodeFormat: 'sifra' | 'bracket' | 'art';
  /** Serbian words in Cyrillic (brand, model names and codes stay Latin). */
  cyrillic: boolean;
  /** Colours as the variant names them, in the local word (`crna`, `Onyx Black (crna)`), or either. */
  colour: 'english' | 'local' | 'mixed';
  /** How a screen size is written after its number: `"`, `''` or ` inča`. */
  inches: '"' | "''" | ' inča';
  /** What separates the model from its variant values and codes. */
  separator: ' ' | ', ' | ' - ' | ' | ';
  /** The whole title in capitals (codes as they are). */
  shout: boolean;
  /** Share of titles with a swapped or dropped letter in a category word or the model's first word. */
  typoRate: number;
  promoRate: number;
  promoWords: readonly string[];
  promoAt: 'start' | 'end';
  stockRate: number;
  stockWords: readonly string[];
}

/** Feed titles are cut to this length (noise first). */
const MAX_LENGTH = 150;

/** A Serbian phrase as the shop writes it: in Cyrillic for Cyrillic shops, loanwords and acronyms kept in Latin. */
function local(style: TitleStyle, phrase: string): string {
  if (!style.cyrillic) return phrase;
  return phrase
    .split(' ')
    .map((word) => (LATIN_WORDS.has(word) || /^-?\d/.test(word) ? word : toCyrillic(word)))
    .join(' ');
}

/** Capitals for Latin and Cyrillic letters only (a Greek `α7` stays as it is). */
function shout(text: string): string {
  return text.replace(/[\p{Script=Latin}\p{Script=Cyrillic}]+/gu, (letters) => letters.toUpperCase());
}

/** The code without a trailing separator when it looks like a real model code: 5+ characters with a letter and a digit. */
function usableCode(code: string): string | null {
  const trimmed = code.trim().replace(/[-./\s]+$/, '');
  return trimmed.length >= 5 && /[A-Za-z]/.test(trimmed) && /\d/.test(trimmed) ? trimmed : null;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The model code or MPN the style writes, unless the model already spells it. */
function productCode(style: TitleStyle, product: TitleProduct): string | null {
  if (style.code !== 'model' && style.code !== 'mpn') return null;
  const stem = style.code === 'model' ? usableCode(product.lineMpn) : null;
  const code = stem ?? usableCode(product.mpn);
  return code && !squash(product.model).includes(squash(code)) ? code : null;
}

function categoryWord(style: TitleStyle, product: TitleProduct): string | null {
  const words = CATEGORY_WORDS[product.categorySlug];
  if (style.categoryWord === null || !words || words.length === 0) return null;
  const word = words[style.categoryWord % words.length] as string;
  // An OLED or QLED set is no `LED TV`.
  return word === 'LED TV' && /LED/i.test(product.model) ? 'TV' : word;
}

function brandEvident(product: TitleProduct): boolean {
  if (product.categorySlug.startsWith('igre-')) return true;
  const first = product.model.split(' ')[0] ?? '';
  return BRAND_EVIDENT.some((word) => first.startsWith(word));
}

/** The brand as the shop writes it, or null where it leaves it out (or the model starts with it). */
function brandText(style: TitleStyle, product: TitleProduct, random: Random): string | null {
  if (product.model.toLowerCase().startsWith(`${product.brand.toLowerCase()} `)) return null;
  if (style.brand === 'upper') return product.brand.toUpperCase();
  if (style.brand === 'sometimes-missing' && brandEvident(product) && random.chance(BRAND_MISSING_RATE)) return null;
  return product.brand;
}

/** A swapped or dropped letter inside the word (never its first letter). */
function misspell(word: string, random: Random): string {
  if (random.chance(0.5)) {
    const at = random.int(1, word.length - 2);
    return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  }
  const at = random.int(1, word.length - 1);
  return word.slice(0, at) + word.slice(at + 1);
}

const typoable = (word: string) => /^\p{L}{5,}$/u.test(word) && word !== word.toUpperCase() && !TIER_WORDS.has(word.toLowerCase());

/** The category word and model, one of their plain words misspelt at the style's rate. */
function withTypo(style: TitleStyle, category: string | null, model: string, brandShown: boolean, random: Random) {
  if (!random.chance(style.typoRate)) return { category, model };
  const categoryWords = category ? category.split(' ') : [];
  const modelWords = model.split(' ');
  const firstModelWord = modelWords[0] ?? '';
  const candidates = categoryWords.map((word, index) => ({ word, index, inModel: false })).filter(({ word }) => typoable(word));
  const evident = BRAND_EVIDENT.some((word) => firstModelWord.startsWith(word));
  if (typoable(firstModelWord) && (brandShown || !evident)) candidates.push({ word: firstModelWord, index: 0, inModel: true });
  if (candidates.length === 0) return { category, model };
  const { word, index, inModel } = random.pick(candidates);
  const words = inModel ? modelWords : categoryWords;
  words[index] = misspell(word, random);
  return { category: category ? categoryWords.join(' ') : null, model: modelWords.join(' ') };
}

/** The local words of a colour value (`Black/Slate Grey` → `crna/siva`), or null when a part has no one colour word. */
function localColour(value: string): string | null {
  const words = value.split('/').map((part) => {
    const hits = part.split(/\s+/).filter((token) => COLOUR_WORDS[token.toLowerCase()]);
    return hits.length === 1 ? (COLOUR_WORDS[(hits[0] as string).toLowerCase()] as string) : null;
  });
  return words.every((word) => word !== null) ? words.join('/') : null;
}

/** Only primary colour words (`Black`, `Black/Red`): the local word can stand alone without merging two variants. */
function primaryColour(value: string): boolean {
  return value.split('/').every((part) => {
    const key = part.toLowerCase();
    return COLOUR_WORDS[key] !== undefined && !SECONDARY_COLOURS.has(key);
  });
}

/** A variant value as the title shows it; `short` drops the translation when the title is too long. */
interface Piece {
  text: string;
  short: string;
}

function colourPiece(style: TitleStyle, value: string, random: Random): Piece {
  const translated = localColour(value);
  if (style.colour === 'english' || !translated || (style.colour === 'mixed' && random.chance(0.5))) return { text: value, short: value };
  if (primaryColour(value)) {
    const word = local(style, translated);
    return { text: word, short: word };
  }
  return { text: `${value} (${local(style, translated)})`, short: value };
}

const CAPACITY = /^(\d+(?:[.,]\d+)?) (GB|TB)$/;
const PAIR = /^(\d+(?:[.,]\d+)?) GB \/ (\d+(?:[.,]\d+)?) (GB|TB)$/;
const INCHES = /^(\d+(?:[.,]\d+)?)"$/;
const MILLIMETRES = /^(\d+(?:[.,]\d+)?) mm$/;

function pairText(style: TitleStyle, ram: string, size: string, unit: string): string {
  switch (style.capacity) {
    case 'slash':
      return `${ram}/${size}${unit}`;
    case 'plus':
      return `${ram}+${size}${unit}`;
    case 'glued':
      return `${ram}GB/${size}${unit}`;
    case 'spaced':
      return `${ram} GB / ${size} ${unit}`;
  }
}

/** `256 GB` as the style writes a storage capacity, with the RAM when the style writes pairs and it is known. */
function storageText(style: TitleStyle, product: TitleProduct, size: string, unit: string): string {
  const gb = Number(size.replace(',', '.')) * (unit === 'TB' ? 1024 : 1);
  const storage = product.variant.specs?.storage ?? product.lineSpecs.storage;
  const ram = product.variant.specs?.ram ?? product.lineSpecs.ram;
  if (style.capacity !== 'spaced' && typeof ram === 'number' && Number(storage) === gb) return pairText(style, String(ram), size, unit);
  return style.capacity === 'spaced' ? `${size} ${unit}` : `${size}${unit}`;
}

/** Any other value, its capacities written the style's way. */
function plainText(style: TitleStyle, value: string): string {
  if (style.capacity === 'spaced') return value;
  return value.replace(/(\d+(?:[.,]\d+)?) (GB|TB)\b/g, '$1$2').replace(/(\d)×(\d)/g, '$1x$2');
}

/** The variant's values (capacity, configuration, size, colour, edition ...) in the variant's order. */
function variantPieces(style: TitleStyle, product: TitleProduct, random: Random): Piece[] {
  const colourValues = product.variant.axes.filter(([axis]) => axis === 'color').flatMap(([, value]) => value.split(', '));
  return product.variant.name
    .split(', ')
    .filter((value) => value !== '')
    .map((value): Piece => {
      const pair = PAIR.exec(value);
      const capacity = CAPACITY.exec(value);
      const inches = INCHES.exec(value);
      const millimetres = MILLIMETRES.exec(value);
      let text: string;
      if (pair) text = pairText(style, pair[1] as string, pair[2] as string, pair[3] as string);
      else if (capacity) text = storageText(style, product, capacity[1] as string, capacity[2] as string);
      else if (inches) text = `${inches[1] as string}${style.inches === ' inča' ? local(style, ' inča') : style.inches}`;
      else if (millimetres) text = style.capacity === 'spaced' ? value : `${millimetres[1] as string}mm`;
      else if (colourValues.includes(value) || primaryColour(value)) return colourPiece(style, value, random);
      else text = plainText(style, value);
      return { text, short: text };
    });
}

function shopCodeText(style: TitleStyle, shopCode: string): string {
  if (style.shopCodeFormat === 'bracket') return `[${shopCode}]`;
  return style.shopCodeFormat === 'sifra' ? `${local(style, 'Šifra:')} ${shopCode}` : `${local(style, 'art.')} ${shopCode}`;
}

/** Everything a title may carry; `compose` joins what is left of it. */
interface Parts {
  category: string | null;
  brand: string | null;
  /** The model with its batch marker. */
  model: string;
  code: string | null;
  variant: Piece[];
  shortColours: boolean;
  shopCode: string | null;
  promo: string | null;
  stock: string | null;
}

function compose(style: TitleStyle, parts: Parts): string {
  const caps = (text: string) => (style.shout ? shout(text) : text);
  const code = parts.code && style.codeBrackets ? `(${parts.code})` : parts.code;
  const head = [parts.category, parts.brand, parts.model].filter((part) => part !== null).map(caps);
  if (code && style.codeAt === 'after-model') head.push(code);
  const segments = [head.join(' '), ...parts.variant.map((piece) => caps(parts.shortColours ? piece.short : piece.text))];
  if (code && style.codeAt === 'end') segments.push(code);
  if (parts.shopCode && style.shopCodeFormat !== 'bracket') segments.push(caps(parts.shopCode));
  let title = segments.join(style.separator);
  if (parts.shopCode && style.shopCodeFormat === 'bracket') title = `${parts.shopCode} ${title}`;
  if (parts.promo) title = style.promoAt === 'start' ? `${caps(parts.promo)} ${title}` : `${title} ${caps(parts.promo)}`;
  if (parts.stock) title = `${title}${style.separator === ' ' ? ' - ' : style.separator}${caps(parts.stock)}`;
  return title;
}

/** The title within MAX_LENGTH: stock and promotion words go first, then codes, category, translations and brand. */
function fit(style: TitleStyle, parts: Parts): string {
  const cuts: ((p: Parts) => Parts)[] = [
    (p) => ({ ...p, stock: null }),
    (p) => ({ ...p, promo: null }),
    (p) => ({ ...p, shopCode: null }),
    (p) => ({ ...p, code: null }),
    (p) => ({ ...p, category: null }),
    (p) => ({ ...p, shortColours: true }),
    (p) => ({ ...p, brand: null }),
  ];
  let current = parts;
  let title = compose(style, current);
  for (const cut of cuts) {
    if (title.length <= MAX_LENGTH) return title;
    current = cut(current);
    title = compose(style, current);
  }
  return title.length <= MAX_LENGTH ? title : title.slice(0, MAX_LENGTH).trimEnd();
}

/** A feed title for the product as this shop writes it; deterministic for the same random state; at most 150 characters. */
export function shopTitle(style: TitleStyle, product: TitleProduct, shopCode: string, random: Random): string {
  const brand = brandText(style, product, random);
  const typo = withTypo(style, categoryWord(style, product), product.model, brand !== null, random);
  const promo = random.chance(style.promoRate) && style.promoWords.length > 0 ? local(style, random.pick(style.promoWords)) : null;
  const stock = random.chance(style.stockRate) && style.stockWords.length > 0 ? local(style, random.pick(style.stockWords)) : null;
  return fit(style, {
    category: typo.category === null ? null : local(style, typo.category),
    brand,
    model: product.batch > 0 ? `${typo.model} (${product.batch + 1})` : typo.model,
    code: productCode(style, product),
    variant: variantPieces(style, product, random),
    shortColours: false,
    shopCode: style.code === 'shop' ? shopCodeText(style, shopCode) : null,
    promo,
    stock,
  });
}
