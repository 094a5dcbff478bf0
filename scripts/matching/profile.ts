import { foldSearchText, searchWords } from '../../src/search/text.ts';
import { isSize, spellInchMarks } from '../../src/search/units.ts';
import { isValidGtin, normaliseGtin } from '../catalogue/gtin.ts';
import { modelCodes, type Code } from './codes.ts';
import {
  ACCESSORY_NOUNS,
  BUNDLE_WORDS,
  COLOUR_OF,
  DEVICE_WORDS,
  FOR_WORDS,
  GAME_WORDS,
  NOISE,
  SPEC_CODE,
  SPEC_WORDS,
  TIERS,
  BRANDS,
  USED_PHRASES,
  USED_WORDS,
} from './vocabulary.ts';

/** One side of a comparison: a feed item, or a catalogue product written as one. */
export interface OfferSide {
  title: string;
  brand?: string | null;
  mpn?: string | null;
  gtin?: string | null;
  price?: number | null;
  currency?: string | null;
  category?: string | null;
  description?: string | null;
}

/** What the matcher reads from a side: identifiers, distinguishing attributes and the title's other words. */
export interface Profile {
  /** Folded brand without separators (`tplink`), from the brand field or a known brand in the title. */
  brand: string | null;
  gtin: string | null;
  /** Model codes from the title and the MPN field (codes.ts). */
  codes: Code[];
  /** Model numbers that are not codes: `s24`, `15`, `2024`, `4070`. */
  numbers: Set<string>;
  /** The title's other words: no noise, colours, numbers, codes or brand. */
  words: Set<string>;
  /** Every word of the title, to find the other side's words in. */
  allWords: Set<string>;
  /** Storage and memory in GB. */
  storage: number | null;
  memory: number | null;
  inches: number | null;
  watts: Set<number>;
  colours: Set<string>;
  tiers: Set<string>;
  accessory: boolean;
  bundle: boolean;
  used: boolean;
}

/** Parts of a title that name no product: shop codes, prices, percentages, warranty terms. */
const STRIP = [
  /\b(?:sifra|sku|art|artikal|kod|id|plu)\b\W{0,3}[a-z0-9-]*\d[a-z0-9-]*/g,
  /\[\s*\d+\s*\]/g,
  /-?\d+\s*%/g,
  /\d+(?:[.,]\d+)?\s*(?:eur|km|bam|€)(?![a-z])/g,
  /\d+\s*(?:mj|mjes|mjeseci|meseci|mes|god|godine|godina|months|years)\b/g,
];

const PAIR = /(\d{1,3})\s*(?:gb)?\s*[/+]\s*(\d{2,4})\s*(gb|tb)\b/;
const SIZE = /^(\d+)(gb|tb)$/;
const INCHES = /(\d{1,3}(?:[.,]\d)?)\s*(?:inch|inca|inci|incha|zoll|djujm\w*)/;
const CENTIMETRES = /\b(\d{2,3})\s*cm\b/;
const WATTS = /^(\d+)w$/;
/** Decimal numbers are specs (`3.5 GHz`, `6.1"`), never a model's number. */
const DECIMAL = /\d+[.,]\d+/g;

const gigabytes = (value: number, unit: string) => (unit === 'tb' ? value * 1024 : value);

/** Folded text with the shop's codes, prices and warranty terms removed; `S24+` as `S24 plus`. */
function cleanTitle(title: string): string {
  let text = foldSearchText(spellInchMarks(title)).replace(/([a-z0-9])\+(?=\s|$|[^a-z0-9])/g, '$1 plus ');
  for (const pattern of STRIP) text = text.replace(pattern, ' ');
  return text;
}

function capacities(text: string, words: string[]): { storage: number | null; memory: number | null } {
  const pair = PAIR.exec(text);
  if (pair) return { memory: Number(pair[1]), storage: gigabytes(Number(pair[2]), pair[3] as string) };
  const sizes = [
    ...new Set(
      words.flatMap((word) => {
        const size = SIZE.exec(word);
        return size ? [gigabytes(Number(size[1]), size[2] as string)] : [];
      }),
    ),
  ].sort((a, b) => a - b);
  if (sizes.length === 0) return { storage: null, memory: null };
  const storage = sizes[sizes.length - 1] as number;
  return { storage, memory: sizes.length > 1 ? (sizes[0] as number) : null };
}

function inches(text: string): number | null {
  const inch = INCHES.exec(text);
  if (inch) return Number((inch[1] as string).replace(',', '.'));
  const cm = CENTIMETRES.exec(text);
  return cm ? Math.round(Number(cm[1]) / 2.54) : null;
}

function isAccessory(words: string[]): boolean {
  if (words.some((word) => GAME_WORDS.has(word))) return false;
  if (words.some((word) => ACCESSORY_NOUNS.has(word))) return true;
  return words.some((word, index) => FOR_WORDS.has(word) && DEVICE_WORDS.has(words[index + 1] ?? ''));
}

function isBundle(text: string, words: string[]): boolean {
  return words.some((word) => BUNDLE_WORDS.has(word)) || /\s\+\s*(?:\d+\s*)?[a-z]/.test(text);
}

const isUsed = (text: string, words: string[]) =>
  words.some((word) => USED_WORDS.has(word)) || USED_PHRASES.some((phrase) => text.includes(phrase));

const compact = (text: string) => foldSearchText(text).replace(/[^a-z0-9]/g, '');

/** Reads a side: what identifies it, what tells it from its neighbours, and its other words. */
export function profileOf(side: OfferSide, knownBrands: ReadonlySet<string> = BRANDS): Profile {
  const cleaned = cleanTitle(side.title);
  const text = cleaned.replace(DECIMAL, ' ');
  const words = searchWords(text.replace(/\+/g, ' '));
  const brand = side.brand?.trim() ? compact(side.brand) : (words.find((word) => knownBrands.has(word)) ?? null);
  const brandWords = new Set(brand ? [brand, ...searchWords(side.brand ?? '')] : []);
  const codes = modelCodes(text, side.mpn ?? null);
  const codeWords = new Set(codes.flatMap((code) => code.words));
  const numbers = new Set<string>();
  const rest = new Set<string>();
  const colours = new Set<string>();
  const tiers = new Set<string>();
  const watts = new Set<number>();
  const withoutPairs = text.replace(new RegExp(PAIR.source, 'g'), ' ');
  const pairFree = new Set(searchWords(withoutPairs));
  words.forEach((word, index) => {
    const colour = COLOUR_OF.get(word);
    if (colour) colours.add(colour);
    if (TIERS.has(word)) tiers.add(word);
    if (WATTS.test(word)) watts.add(Number(word.slice(0, -1)));
    if (codeWords.has(word) || brandWords.has(word) || NOISE.has(word) || colour || isSize(word)) return;
    if (/\d/.test(word)) {
      const spec = SPEC_CODE.test(word) || SPEC_WORDS.has(words[index - 1] ?? '') || /^\d{5,}$/.test(word);
      if (!spec && pairFree.has(word)) numbers.add(word);
      return;
    }
    if (!TIERS.has(word) && word.length > 1) rest.add(word);
  });
  const gtin = side.gtin?.replace(/[\s-]/g, '') ?? '';
  return {
    brand,
    gtin: isValidGtin(gtin) ? normaliseGtin(gtin) : null,
    codes,
    numbers,
    words: rest,
    allWords: new Set(words),
    ...capacities(text, words),
    inches: inches(cleaned),
    watts,
    colours,
    tiers,
    accessory: isAccessory(words),
    bundle: isBundle(text, words),
    used: isUsed(text, words),
  };
}
