/**
 * Sizes as search sees them (docs/decisions/015-search-index.md): a number and its unit are one
 * word in one form, whether written `1 TB`, `1TB`, `1 terabajt` or `1 ТБ`, so that `1tb` finds
 * `1 TB` and `65"` finds `65 inča`. The same rule folds names and queries.
 */

/** Folded spellings of a unit, by the one form the index keeps. */
const SPELLINGS: Record<string, string[]> = {
  tb: ['tb', 'terabyte', 'terabajt', 'tbyte'],
  gb: ['gb', 'gigabyte', 'gigabajt', 'gbyte'],
  mb: ['mb', 'megabyte', 'megabajt'],
  inch: ['inch', 'inches', 'inca', 'inci', 'incha', 'inc', 'zoll', 'djujm', 'djujma', 'djujmov'],
  hz: ['hz', 'herc', 'hertz', 'gc'],
  ghz: ['ghz', 'gigaherc', 'ggc'],
  w: ['w', 'watt', 'watts', 'vat', 'vati', 'vata', 'vt'],
  mah: ['mah', 'mach'],
};

const UNIT_OF = new Map(Object.entries(SPELLINGS).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit] as const)));

const FORMS = new Set(Object.keys(SPELLINGS));

/** Inch marks after a number, as a word: `65"`, `65″`, `65''`, `65”`. */
export function spellInchMarks(text: string): string {
  return text.replace(/(\d)\s*(?:″|"|”|“|''|′′)/g, '$1inch ');
}

const NUMBER = /^\d+$/;
const GLUED = /^(\d+)(\p{L}+)$/u;

/** A number and its unit, together or apart, as one word in the unit's one form: `16`, `gb` and `16gb` are `16gb`. */
export function joinUnits(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    const unit = UNIT_OF.get(words[index + 1] ?? '');
    if (NUMBER.test(word) && unit) {
      joined.push(`${word}${unit}`);
      index += 1;
      continue;
    }
    const glued = GLUED.exec(word);
    const gluedUnit = glued ? UNIT_OF.get(glued[2] as string) : undefined;
    joined.push(glued && gluedUnit ? `${glued[1]}${gluedUnit}` : word);
  }
  return joined;
}

/** Whether a word is a size in its one form (`16gb`, `65inch`). */
export function isSize(word: string): boolean {
  const glued = GLUED.exec(word);
  return glued !== null && FORMS.has(glued[2] as string);
}

/**
 * Whether a word being typed after a number starts a unit's spelling (`65 in` on its way to
 * `65 inch`): the query then reads it glued, a prefix of the size.
 */
export function startsUnit(word: string): boolean {
  return (
    word.length >= 2 &&
    /^\p{L}+$/u.test(word) &&
    [...UNIT_OF.keys()].some((spelling) => spelling.length > word.length && spelling.startsWith(word))
  );
}
