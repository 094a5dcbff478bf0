import {
  ACCESSORY_NOUNS,
  BRANDS,
  BUNDLE_WORDS,
  CASE_MATERIALS,
  COLOUR_OF,
  DEVICE_WORDS,
  FOR_WORDS,
  GAME_WORDS,
  STRONG_ACCESSORY_NOUNS,
  USED_PHRASES,
  USED_WORDS,
} from './vocabulary.ts';

/** Storage and memory in GB: `8/256GB`, `8GB/256GB`, `8+256GB`, `8/256` with a usual storage, or the sizes a title names. */
const PAIR = /(?<![a-z0-9])(\d{1,2})\s*(?:gb)?\s*[/+]\s*(\d{1,4})\s*(gb|tb)?\b/;
const USUAL_STORAGE = new Set([32, 64, 128, 256, 512, 1000, 1024, 2048]);
const SIZE = /^(\d+)(gb|tb)$/;
const INCHES = /(\d{1,3}(?:[.,]\d)?)\s*(?:inch|inca|inci|incha|zoll|djujm\w*)/;
const CENTIMETRES = /\b(\d{2,3})\s*cm\b/;
const MILLIMETRES = /\b(\d{2})\s*mm\b/;
const PACK = /\b(\d{1,2})\s*-?\s*(?:pack|pak|kom|komada|pcs)\b/;
/** Batteries in a drone's or camera's kit: `Single Battery`, `Three Batteries`, `2 baterije`. */
const BATTERIES = /\b(single|one|jedna|two|dvije|dve|three|tri|\d)\s+(?:batter(?:y|ies)|baterij\w*)/;
const COUNT_WORDS: Record<string, number> = { single: 1, one: 1, jedna: 1, two: 2, dvije: 2, dve: 2, three: 3, tri: 3 };

const gigabytes = (value: number, unit: string | undefined) => (unit === 'tb' ? value * 1024 : value);

/** The text without the memory-and-storage pair, whose numbers are then no model's numbers. */
export function withoutPair(text: string): string {
  return text.replace(new RegExp(PAIR.source, 'g'), ' ');
}

export function capacities(text: string, words: string[]): { storage: number | null; memory: number | null } {
  const pair = PAIR.exec(text);
  if (pair && (pair[3] || USUAL_STORAGE.has(Number(pair[2])))) {
    return { memory: Number(pair[1]), storage: gigabytes(Number(pair[2]), pair[3]) };
  }
  const sizes = [
    ...new Set(
      words.flatMap((word) => {
        const size = SIZE.exec(word);
        return size ? [gigabytes(Number(size[1]), size[2])] : [];
      }),
    ),
  ].sort((a, b) => a - b);
  if (sizes.length === 0) return { storage: null, memory: null };
  return { storage: sizes[sizes.length - 1] as number, memory: sizes.length > 1 ? (sizes[0] as number) : null };
}

/** A screen's size in inches (`65"`, `65 inča`, `165 cm`); a watch's case in millimetres; how many in a pack, or batteries in a kit. */
export function sizes(text: string): { inches: number | null; millimetres: number | null; pack: number | null } {
  const inch = INCHES.exec(text);
  const cm = CENTIMETRES.exec(text);
  const mm = MILLIMETRES.exec(text);
  const pack = PACK.exec(text);
  const batteries = BATTERIES.exec(text);
  return {
    inches: inch ? Number((inch[1] as string).replace(',', '.')) : cm ? Math.round(Number(cm[1]) / 2.54) : null,
    millimetres: mm ? Number(mm[1]) : null,
    pack: pack ? Number(pack[1]) : batteries ? (COUNT_WORDS[batteries[1] as string] ?? Number(batteries[1])) : null,
  };
}

/**
 * An accessory, not the device it fits: a strong accessory noun anywhere (`maska`, `staklo`,
 * `toner`); a weak one (`case`, `remen`, `strap`) among the first three words, before `za`/`for`
 * or after a case's kind (`Silicone Case`), but not a watch's `Aluminium Case`; or `za`/`for`
 * before a device, a brand or a model code (`za iPhone 15`, `za Sony`, `za L3250`). A game's `za PS5` is its platform.
 */
export function isAccessory(words: string[]): boolean {
  if (words.some((word) => GAME_WORDS.has(word))) return false;
  if (words.some((word) => STRONG_ACCESSORY_NOUNS.has(word))) return true;
  const weak = words.some((word, index) => {
    if (!ACCESSORY_NOUNS.has(word) || CASE_MATERIALS.has(words[index - 1] ?? '')) return false;
    return (
      index < 3 ||
      FOR_WORDS.has(words[index + 1] ?? '') ||
      ['silicone', 'silikonska', 'leather', 'kozna', 'clear'].includes(words[index - 1] ?? '')
    );
  });
  const forWhat = (next: string) => DEVICE_WORDS.has(next) || BRANDS.has(next) || (/\d/.test(next) && /[a-z]/.test(next));
  return weak || words.some((word, index) => FOR_WORDS.has(word) && forWhat(words[index + 1] ?? ''));
}

/** A bundle: its words (`paket`, `bundle`), or ` + ` before something else than a colour (`PS5 + 2 igre`, not `Buds + Black`). */
export function isBundle(text: string, words: string[]): boolean {
  if (words.some((word) => BUNDLE_WORDS.has(word))) return true;
  return [...text.matchAll(/\s\+\s*(\d+\s*)?([a-z]+)/g)].some(([, count, word]) => count !== undefined || !COLOUR_OF.has(word as string));
}

export function isUsed(text: string, words: string[]): boolean {
  return words.some((word) => USED_WORDS.has(word)) || USED_PHRASES.some((phrase) => text.includes(phrase));
}
