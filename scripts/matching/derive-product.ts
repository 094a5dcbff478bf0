import { foldSearchText } from '../../src/search/text.ts';
import { capacities, sizes } from './attributes.ts';
import { brandKey, cleanTitle, foldTitle } from './title-text.ts';
import { BRANDS, COLOUR_OF, NOISE } from './vocabulary.ts';

/** What shops say of one product: the title and fields of each shop's item. */
export interface ProductSource {
  title: string;
  brand: string | null;
  mpn: string | null;
}

/** Phones and tablets are named by their storage alone (`256 GB`); computers by memory and storage (`16 GB / 512 GB`). */
const STORAGE_ONLY = /telefon|tablet|citac|sat/;

/** A product in the catalogue's form, derived from the shops' items that list it. */
export interface DerivedProduct {
  brand: string;
  /** The name without the brand: `Galaxy S24 256 GB, Onyx Black`. */
  model: string;
  name: string;
  /** What tells it from its family's other members, by axis. */
  variant: { axis: 'storage' | 'memory' | 'color'; value: string }[];
  specs: [key: string, value: string][];
}

/** Shop noise a title carries besides words: codes in brackets, `Šifra: 1234`, `art. 1234`, `-10%`, `|` separators. */
const SHOP_NOISE = [
  /\[[^\]]*\]/g,
  /\((?:[^()]*\d[^()]*)\)/g,
  /(?<![\p{L}\d])(?:šifra|sifra|sku|art|kod)(?![\p{L}\d])\W{0,3}[\p{L}\d-]*\d[\p{L}\d-]*/giu,
  /(?<!\d)-?\d+\s*%/g,
  /\s[|/–-]\s/g,
  /,/g,
];

/** Capacities, which the catalogue writes its own way after the model: `8/256GB`, `8GB/256GB`, `8+256GB`, `256 GB`. */
const CAPACITY = [
  /\b\d{1,2}\s*(?:GB)?\s*[/+]\s*\d{1,4}\s*(?:GB|TB)?\b/gi,
  /\b\d+(?:[.,]\d+)?\s*(?:GB|TB)\b/gi,
  /\b\d{1,3}(?:[.,]\d)?\s*(?:"|''|”|″|inča|inca|inch|in\b|cm\b)/gi,
];

const titleCase = (word: string) => (word.length > 1 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word);
const isShouted = (word: string) => /\p{Lu}{2,}/u.test(word) && word === word.toUpperCase() && /^[\p{L}]+$/u.test(word);

/** The most common of values, ties to the first seen. */
function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A known brand as a title writes it, for items whose feed names none. */
function brandWritten(title: string): string[] {
  const words = title.split(/\s+/);
  const at = words.findIndex((word) => BRANDS.has(brandKey(word)));
  return at < 0 ? [] : [words[at] as string];
}

/** The brand as most shops spell it, in capitals only where no shop writes it otherwise. */
function deriveBrand(sources: ProductSource[]): string {
  const given = sources.flatMap((source) => (source.brand?.trim() ? [source.brand.trim()] : []));
  const spellings = given.length > 0 ? given : sources.flatMap((source) => brandWritten(source.title));
  const key = mostCommon(spellings.map((spelling) => foldSearchText(spelling)));
  const ofKey = spellings.filter((spelling) => foldSearchText(spelling) === key);
  const written = mostCommon(ofKey.filter((spelling) => !isShouted(spelling))) ?? ofKey[0] ?? '';
  return isShouted(written) && written.length > 4 ? titleCase(written) : written;
}

/** A title's words without shop noise, category and promotion words, capacities, colours, the brand and the shops' MPNs. */
function modelWords(source: ProductSource, brand: string, mpns: ReadonlySet<string>): string[] {
  let text = source.title;
  for (const pattern of [...SHOP_NOISE, ...CAPACITY]) text = text.replace(pattern, ' ');
  const brandWords = new Set(foldSearchText(brand).split(/\s+/));
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[("']+|[)"':]+$/g, ''))
    .filter((word) => {
      const key = foldSearchText(word);
      if (!key || NOISE.has(key) || COLOUR_OF.has(key) || brandWords.has(key) || /^\p{P}+$/u.test(word)) return false;
      return !mpns.has(key.replace(/[^a-z0-9]/g, ''));
    });
}

/** The colour as shops name it in English (`Onyx Black`, `Titanium Gray`), else the English of their local word (`crna`: `Black`). */
function deriveColour(sources: ProductSource[]): string | null {
  const phrases = sources.flatMap((source) => {
    const words = source.title.split(/[\s,|()]+/).filter(Boolean);
    const at = words.findIndex((word) => COLOUR_OF.has(foldSearchText(word)));
    if (at < 0) return [];
    let end = at;
    while (end + 1 < words.length && COLOUR_OF.has(foldSearchText(words[end + 1] as string))) end += 1;
    const phrase = words.slice(at, end + 1);
    const english = phrase.every((word) => /^[a-z]+$/i.test(word));
    const before = words[at - 1];
    // A marketing word before the colour (`Titanium Black`), when it is a capitalised word and no noise.
    if (english && before && /^[A-Z][a-z]+$/.test(before) && !NOISE.has(foldSearchText(before)) && at > 1) phrase.unshift(before);
    if (!english) return [titleCase(COLOUR_OF.get(foldSearchText(words[at] as string)) ?? '')];
    return [phrase.map((word) => (isShouted(word) ? titleCase(word) : word)).join(' ')];
  });
  return mostCommon(phrases) ?? null;
}

const gigabytesText = (value: number) => (value >= 1024 && value % 1024 === 0 ? `${value / 1024} TB` : `${value} GB`);

/**
 * A product in the catalogue's form from what its shops write: the brand one way, the model
 * words most shops share (shop noise, category and promotion words, codes and capacities out),
 * then the capacity and the colour as the catalogue writes them (`Samsung Galaxy S24 256 GB,
 * Onyx Black`). A product content source keyed by GTIN (Icecat's open catalogue, say) would
 * take this step over; the matcher and the queue would not change.
 */
export function deriveProduct(sources: ProductSource[], categorySlug = ''): DerivedProduct {
  const brand = deriveBrand(sources) || 'Unknown';
  const mpns = new Set(sources.flatMap((source) => (source.mpn ? [foldSearchText(source.mpn).replace(/[^a-z0-9]/g, '')] : [])));
  const lists = sources.map((source) => modelWords(source, brand, mpns));
  const keyOf = (word: string) => foldSearchText(word);
  const counts = new Map<string, number>();
  for (const list of lists) for (const key of new Set(list.map(keyOf))) counts.set(key, (counts.get(key) ?? 0) + 1);
  const longest = [...lists].sort((a, b) => b.length - a.length)[0] ?? [];
  // A word a title repeats (`Deco BE25 DECO BE25(2-PACK)`) is written once.
  const base = longest.filter((word, index) => longest.findIndex((other) => keyOf(other) === keyOf(word)) === index);
  // Words most shops write: one shop's code or extra word is its own (all of one shop's, when it is alone).
  const shared = base.filter((word) => lists.length === 1 || (counts.get(keyOf(word)) ?? 0) * 2 > lists.length);
  const spelled = shared.map((word) => {
    const forms = lists.flat().filter((other) => keyOf(other) === keyOf(word) && !isShouted(other));
    return mostCommon(forms) ?? (isShouted(word) && word.length > 4 ? titleCase(word) : word);
  });
  const stated = sources.map((source) => capacities(cleanTitle(foldTitle(source.title)), foldTitle(source.title).split(/\s+/)));
  const storage = mostCommon(stated.flatMap((size) => (size.storage ? [size.storage] : [])));
  const memory = mostCommon(stated.flatMap((size) => (size.memory ? [size.memory] : [])));
  const colour = deriveColour(sources);
  const inches = mostCommon(sources.flatMap((source) => sizes(foldTitle(source.title)).inches ?? []));
  const named = memory && !STORAGE_ONLY.test(categorySlug) ? `${memory} GB / ` : '';
  const capacity = storage ? `${named}${gigabytesText(storage)}` : '';
  const model = [[...spelled, inches ? `${inches}"` : '', capacity].filter(Boolean).join(' '), colour].filter(Boolean).join(', ');
  const variant: DerivedProduct['variant'] = [];
  if (storage) variant.push({ axis: 'storage', value: gigabytesText(storage) });
  if (memory) variant.push({ axis: 'memory', value: `${memory} GB` });
  if (colour) variant.push({ axis: 'color', value: colour });
  const specs: [string, string][] = [];
  if (storage) specs.push(['storage', String(storage)]);
  if (memory) specs.push(['ram', String(memory)]);
  return { brand, model, name: `${brand} ${model}`.trim(), variant, specs };
}
