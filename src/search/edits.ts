/**
 * Typos as search forgives them (docs/decisions/015-search-index.md): the edits allowed grow with
 * a word's length, as Lucene's AUTO fuzziness: none up to 2 letters, 1 up to 5, 2 beyond.
 */

/** Shorter words are compared with whole terms only: as a prefix, one edit of three letters starts half the index. */
export const PREFIX_TYPO_LENGTH = 5;

/**
 * How many edits a word forgives: 0 up to 2 letters, 1 up to 5, 2 beyond; none in a word with a
 * digit (one changed character in `s921b` or `1380` names another model, not a misspelling).
 */
export function allowedEdits(word: string): number {
  return /\d/.test(word) ? 0 : editsForLength(word.length);
}

function editsForLength(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

export function forgivesTypos(word: string): boolean {
  return allowedEdits(word) > 0;
}

/**
 * The edit distance (optimal string alignment: a letter changed, added, dropped, or two
 * neighbours swapped) from `word` to each prefix of `term` up to `word.length + max` letters,
 * by the prefix's length; null once every distance is past `max`.
 */
function prefixDistances(word: string, term: string, max: number): number[] | null {
  const width = Math.min(term.length, word.length + max);
  let before: number[] = [];
  let row = Array.from({ length: width + 1 }, (_, column) => column);
  for (let line = 1; line <= word.length; line += 1) {
    const next = [line];
    let least = line;
    for (let column = 1; column <= width; column += 1) {
      const cost = word[line - 1] === term[column - 1] ? 0 : 1;
      let value = Math.min((row[column] as number) + 1, (next[column - 1] as number) + 1, (row[column - 1] as number) + cost);
      if (line > 1 && column > 1 && word[line - 1] === term[column - 2] && word[line - 2] === term[column - 1])
        value = Math.min(value, (before[column - 2] as number) + 1);
      next.push(value);
      least = Math.min(least, value);
    }
    if (least > max) return null;
    before = row;
    row = next;
  }
  return row;
}

/** The edit distance of two words, or `max + 1` when it is more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const row = prefixDistances(a, b, max);
  return Math.min(row?.[b.length] ?? max + 1, max + 1);
}

export type TermMatch = 'exact' | 'prefix' | 'typo' | 'typos';

/**
 * Whether a query word matches an index term, and how: `exact`, `prefix` (the word starts the
 * term, as while typing), `typo` (one edit) or `typos` (two) within the word's allowedEdits,
 * and the term's too (`sny` is not `sn`); from five letters, against a prefix of the term too (a
 * word still being typed).
 */
export function matchTerm(word: string, term: string): TermMatch | null {
  if (term === word) return 'exact';
  if (term.startsWith(word)) return 'prefix';
  const max = Math.min(allowedEdits(word), editsForLength(term.length));
  if (max === 0 || term.length < word.length - max) return null;
  let distance: number;
  if (word.length < PREFIX_TYPO_LENGTH) distance = editDistance(word, term, max);
  else {
    const row = prefixDistances(word, term, max) ?? [];
    distance = Math.min(...row.slice(Math.max(1, word.length - max)));
  }
  return distance === 1 ? 'typo' : distance === 2 && max >= 2 ? 'typos' : null;
}
