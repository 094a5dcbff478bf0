/**
 * How search sees text (docs/decisions/015-search-index.md): one folded, Latin, lower-case form for names, queries,
 * brands and category names, so that `Čokolada`, `cokolada` and `чоколада` meet, and model
 * numbers typed with or without separators meet in their compact form.
 */

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

/** The words of a text, folded: runs of letters and digits (`SM-S921B` is `sm`, `s921b`). */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A model number without separators: `SM-S921B`, `sm s921b` and `SMS921B` are all `sms921b`. */
export function compactModel(text: string): string {
  return searchWords(text).join('');
}

/** Whether a query's compact form looks like a model number: letters and digits, 4 or more. */
export function looksLikeModel(compact: string): boolean {
  return compact.length >= 4 && /\d/.test(compact) && /[a-z]/.test(compact);
}

/** Words this long forgive one typo. */
const TYPO_MIN_LENGTH = 5;

/**
 * Whether a query word forgives one typo: 5 letters or more, and no digit (one changed
 * character in `s921b` or `1380` names another model, not a misspelling).
 */
export function forgivesTypos(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && !/\d/.test(word);
}

/**
 * Whether `a` and `b` are at most one edit apart: a letter changed, added, dropped, or two
 * neighbours swapped (optimal string alignment distance <= 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (longer.length - shorter.length > 1) return false;
  let start = 0;
  while (start < shorter.length && shorter[start] === longer[start]) start += 1;
  if (shorter.length === longer.length) {
    if (shorter.slice(start + 1) === longer.slice(start + 1)) return true;
    return (
      shorter[start] === longer[start + 1] && shorter[start + 1] === longer[start] && shorter.slice(start + 2) === longer.slice(start + 2)
    );
  }
  return shorter.slice(start) === longer.slice(start + 1);
}

/**
 * Whether a query word matches an index term, and how: `exact`, `prefix` (the word is the
 * start of the term, as while typing) or `typo` (one edit, in a word that forgivesTypos, against
 * the whole term or a prefix of it one letter longer or shorter).
 */
export function matchTerm(word: string, term: string): 'exact' | 'prefix' | 'typo' | null {
  if (term === word) return 'exact';
  if (term.startsWith(word)) return 'prefix';
  if (!forgivesTypos(word)) return null;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    if (length <= term.length && withinOneEdit(word, term.slice(0, length))) return 'typo';
  }
  return null;
}
