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
