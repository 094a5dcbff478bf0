/**
 * How search sees text (docs/decisions/015-search-index.md): one folded, Latin, lower-case form for names, queries,
 * brands and category names, so that `Čokolada`, `cokolada` and `чоколада` meet, and model
 * numbers typed with or without separators meet in their compact form.
 */

import { isSize, joinUnits, spellInchMarks } from './units.ts';

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  й: 'j',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  щ: 'sc',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  і: 'i',
  ї: 'ji',
  є: 'je',
  ґ: 'g',
};

/** Lower case, Serbian and Russian Cyrillic in Latin, diacritics dropped, `đ` as `dj`. */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC[letter] ?? letter)
    .replace(/đ/g, 'dj')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The words of a text, folded: runs of letters and digits (`SM-S921B` is `sm`, `s921b`), a number
 * and its unit as one word in one form (`128 GB` is `128gb`, `65"` is `65inch`; units.ts).
 */
export function searchWords(text: string): string[] {
  return joinUnits(foldSearchText(spellInchMarks(text)).match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * A word's runs of letters and of digits, which the index also keeps as words (`rtx4090` is
 * `rtx` and `4090`; `iphone15` is `iphone` and `15`); a size stays whole (`16gb`).
 */
export function wordParts(word: string): string[] {
  return isSize(word) ? [word] : (word.match(/\p{L}+|\p{N}+/gu) ?? [word]);
}

/** A model number without separators: `SM-S921B`, `sm s921b` and `SMS921B` are all `sms921b`. */
export function compactModel(text: string): string {
  return searchWords(text).join('');
}

/** Whether a query's compact form looks like a model number: letters and digits, 4 or more. */
export function looksLikeModel(compact: string): boolean {
  return compact.length >= 4 && /\d/.test(compact) && /[a-z]/.test(compact);
}

/**
 * Words that say what a product is for (`punjač za telefon`, `case for iphone`, `Hülle für`,
 * `чехол для`, `için`), folded: the words after one narrow the query where products have them and
 * are let go where none does.
 */
const PURPOSE_WORDS = new Set(['za', 'for', 'fur', 'dlja', 'icin']);

/** Words that join others and name nothing, folded. */
const JOINING_WORDS = new Set(['i', 'and', 'und', 'with', 'mit', 'sa', 'the', 'of', 's', 'v', 've']);

/** Whether a folded word only joins or qualifies others (`za`, `i`, `for`). */
export function namesNothing(word: string): boolean {
  return PURPOSE_WORDS.has(word) || JOINING_WORDS.has(word);
}

/**
 * A query's words without those that name nothing, and those before a word of purpose (the
 * product itself: `punjač` of `punjač za telefon`); both the words as given when nothing else is left.
 */
export function meaningfulWords(words: string[]): { all: string[]; head: string[] } {
  const named = (part: string[]) => part.filter((word) => !namesNothing(word));
  const all = named(words);
  if (all.length === 0) return { all: words, head: words };
  const head = named(splitAtPurpose(words)[0]);
  return { all, head: head.length > 0 ? head : all };
}

/** The words before the first word of purpose and those after it: `igre` and `playstation` of `igre za playstation`. */
export function splitAtPurpose(words: string[]): [string[], string[]] {
  const at = words.findIndex((word) => PURPOSE_WORDS.has(word));
  return at < 0 ? [words, []] : [words.slice(0, at), words.slice(at + 1)];
}
