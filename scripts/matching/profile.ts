import { searchWords } from '../../src/search/text.ts';
import { isSize } from '../../src/search/units.ts';
import { isValidGtin, normaliseGtin } from '../catalogue/gtin.ts';
import { capacities, isAccessory, isBundle, isUsed, sizes, withoutPair } from './attributes.ts';
import { GLUED, modelCodes, type Code } from './codes.ts';
import { brandInTitle, brandKey, cleanTitle, DECIMAL, foldTitle } from './title-text.ts';
import { BRANDS, COLOUR_OF, EDITIONS, GENERIC_COLOURS, LAYOUTS, NOISE, SPEC_CODE, SPEC_WORDS, TIERS } from './vocabulary.ts';

const WATTS = /^(\d+)w$/;

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
  /** Model numbers that are not codes, without a line's letters: `24` (`S24`), `15`, `4070`. */
  numbers: Set<string>;
  /** Numbers written alone (`Switch 2`, `iPhone 15`), not glued to a line's letters (`S24`): a code does not imply them. */
  bareNumbers: Set<string>;
  /** The numbers in the codes (`4060` in `RTX4060`, `7` in an MPN's `WF7`), which the other side may write apart. */
  codeNumbers: Set<string>;
  /** Years the title names: another year is another model, a year left out is not. */
  years: Set<string>;
  /** The title's other words: no noise, colours, numbers, codes or brand. */
  words: Set<string>;
  /** Every word of the title, to find the other side's words in. */
  allWords: Set<string>;
  /** Storage and memory in GB. */
  storage: number | null;
  memory: number | null;
  inches: number | null;
  millimetres: number | null;
  pack: number | null;
  watts: Set<number>;
  colours: Set<string>;
  /** The colour's own words beyond a base name (`navy`, `icyblue`, `onyx`): two of one base that differ are two colours. */
  shades: Set<string>;
  tiers: Set<string>;
  /** Box or tray, body or kit (vocabulary.ts EDITIONS), memory's generation (`ddr5`), a keyboard's layout. */
  editions: Set<string>;
  memoryType: string | null;
  layouts: Set<string>;
  accessory: boolean;
  bundle: boolean;
  used: boolean;
}

const RUNS = /[a-z]+|\d+/g;
/** A number with a tier or word glued on: `16pro`. */
const NUMBER_THEN_WORD = /^(\d+)[a-z]{2,}$/;
/** A line's letter or two before its number: `S24`, `GT4`, `R7`, `i5`, `S10` are `24`, `4`, `7`, `5`, `10`. */
const LETTERS_THEN_NUMBER = /^[a-z]{1,2}(\d+)$/;
const YEAR = /^(?:19|20)\d\d$/;

/** A side's words sorted out: model numbers, other words and tiers (`note13` is `note` and `13`; `16pro` is `16` and `pro`). */
function sortWords(words: string[], skip: (word: string) => boolean, known: ReadonlySet<string>) {
  const numbers = new Set<string>();
  const rest = new Set<string>();
  const tiers = new Set<string>();
  const years = new Set<string>();
  const bare = new Set<string>();
  words.forEach((word, index) => {
    for (const [run] of word.matchAll(RUNS)) if (TIERS.has(run)) tiers.add(run);
    if (skip(word) || TIERS.has(word)) return;
    if (!/\d/.test(word)) {
      if (word.length > 1) rest.add(word);
      return;
    }
    if (SPEC_CODE.test(word) || SPEC_WORDS.has(words[index - 1] ?? '') || /^\d{5,}$/.test(word)) return;
    if (YEAR.test(word)) return years.add(word);
    if (/^\d+$/.test(word)) bare.add(word);
    const glued = GLUED.exec(word);
    if (glued && known.has(glued[1] as string)) {
      rest.add(glued[1] as string);
      numbers.add(glued[2] as string);
    } else numbers.add(LETTERS_THEN_NUMBER.exec(word)?.[1] ?? NUMBER_THEN_WORD.exec(word)?.[1] ?? word);
  });
  return { numbers, rest, tiers, years, bare };
}

/** Brands and words the matcher knows (the catalogue's, or a pair's): a brand in a title, a word with a number glued on. */
export interface Vocabulary {
  brands: ReadonlySet<string>;
  words: ReadonlySet<string>;
}

/** A title's text as the matcher reads it: folded, cleaned of shop noise, decimals out. */
export const titleText = (title: string) => cleanTitle(foldTitle(title)).replace(DECIMAL, ' ');

/** The plain words (letters only, three or more) of titles: what a word glued to a number is recognised by. */
export function plainWords(titles: string[]): Set<string> {
  return new Set(titles.flatMap((title) => searchWords(titleText(title)).filter((word) => /^[a-z]{3,}$/.test(word))));
}

/** Reads a side: what identifies it, what tells it from its neighbours, and its other words. */
export function profileOf(side: OfferSide, known: Vocabulary = { brands: BRANDS, words: new Set() }): Profile {
  const text = titleText(side.title);
  const words = searchWords(text.replace(/\+/g, ' '));
  const brand = side.brand?.trim() ? brandKey(side.brand) : brandInTitle(words, known.brands);
  const isBrandWord = (word: string) => brand !== null && word.length > 1 && (brand.includes(word) || brandKey(word) === brand);
  const codes = modelCodes(withoutPair(text), side.mpn ?? null, known.words);
  const codeWords = new Set(codes.flatMap((code) => code.words));
  const pairFree = new Set(searchWords(withoutPair(text)));
  const colours = new Set(words.flatMap((word) => COLOUR_OF.get(word) ?? []));
  const watts = new Set(words.flatMap((word) => (WATTS.test(word) ? [Number(word.slice(0, -1))] : [])));
  const sorted = sortWords(
    words.filter((word) => !isBrandWord(word)),
    (word) => codeWords.has(word) || NOISE.has(word) || COLOUR_OF.has(word) || isSize(word) || !pairFree.has(word),
    known.words,
  );
  const gtin = side.gtin?.replace(/[\s-]/g, '') ?? '';
  return {
    brand,
    gtin: isValidGtin(gtin) ? normaliseGtin(gtin) : null,
    codes,
    numbers: sorted.numbers,
    bareNumbers: sorted.bare,
    codeNumbers: new Set(codes.flatMap((code) => `${code.words.join(' ')} ${code.value}`.match(/\d+/g) ?? [])),
    years: sorted.years,
    words: sorted.rest,
    allWords: new Set([...words, ...sorted.rest, ...sorted.numbers]),
    ...capacities(text, words),
    ...sizes(foldTitle(side.title)),
    watts,
    colours,
    shades: new Set(words.filter((word) => COLOUR_OF.has(word) && !GENERIC_COLOURS.has(word))),
    tiers: sorted.tiers,
    editions: new Set(words.flatMap((word) => EDITIONS.get(word) ?? [])),
    memoryType: words.find((word) => /^l?p?ddr\d$/.test(word)) ?? null,
    layouts: words.some((word) => word === 'layout' || word === 'raspored')
      ? new Set(words.filter((word) => LAYOUTS.has(word)))
      : new Set(),
    accessory: isAccessory(words),
    bundle: isBundle(text, words),
    used: isUsed(text, words),
  };
}
