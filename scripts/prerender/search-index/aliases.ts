import { foldSearchText, searchWords } from '../../../src/search/text.ts';
import { SPOKEN_FORMS } from './alias-table.ts';

/**
 * Aliases (docs/decisions/015-search-index.md): brand and product-line names as people write them
 * by ear, in Serbian or Russian, Cyrillic or Latin (`ајфон`, `айфон`, `ajfon` for iPhone; `шаоми`,
 * `sjaomi`, `shaomi` for Xiaomi). Built with the index, as terms holding the same products as the
 * name, so that a query reads them as any other word.
 */

/** English spellings as a Serbian ear writes them, longest first: `philips` is `filips`, `canon` `kanon`, `google` `gugl`. */
const SPELLING_TO_SOUND: [RegExp, (match: string) => string][] = [
  [/sch|tch|sh|ch/g, (match) => (match.endsWith('sh') || match === 'sch' ? 'š' : 'č')],
  [/ph/g, () => 'f'],
  [/th/g, () => 't'],
  [/ck/g, () => 'k'],
  [/qu/g, () => 'kv'],
  [/q/g, () => 'k'],
  [/x/g, () => 'ks'],
  [/w/g, () => 'v'],
  [/ee|ea/g, () => 'i'],
  [/oo/g, () => 'u'],
  [/c(?=[eiy])/g, () => 's'],
  [/c/g, () => 'k'],
  [/y(?=[aeiou])/g, () => 'j'],
  [/y/g, () => 'i'],
  [/([b-df-hj-np-tv-z])\1/g, (match) => match[0] as string],
  [/(?<=[^aeiou]l)e$/g, () => ''],
];

/** How a name's word sounds, written in Serbian Latin: `logitech` is `logiteč`, `sony` `soni`. */
export function soundOf(word: string): string {
  return SPELLING_TO_SOUND.reduce((sound, [pattern, replace]) => sound.replace(pattern, replace), word);
}

/** Letters of a spoken form and how else they are typed: first as Cyrillic folds them, then in Russian romanisation. */
const TYPED_AS: [RegExp, string[]][] = [
  [/dž/y, ['dz', 'dzh', 'dj']],
  [/š/y, ['s', 'sh']],
  [/ž/y, ['z', 'zh']],
  [/[čć]/y, ['c', 'ch']],
  [/đ/y, ['dj']],
  [/h/y, ['h', 'kh']],
  [/j/y, ['j', 'y', 'i']],
];

/**
 * The ways a spoken form is typed: each letter as Cyrillic folds it (`šaomi` is `saomi`), every
 * letter in Russian romanisation (`shaomi`), and each one letter of those alone (`ayfon`,
 * `aifon`), not every mix of them.
 */
export function typedForms(spoken: string): string[] {
  const choices: string[][] = [];
  for (let at = 0; at < spoken.length;) {
    const rule = TYPED_AS.find(([pattern]) => {
      pattern.lastIndex = at;
      return pattern.test(spoken);
    });
    const length = rule ? (spoken.startsWith('dž', at) ? 2 : 1) : 1;
    choices.push(rule ? rule[1] : [spoken.slice(at, at + length)]);
    at += length;
  }
  const first = choices.map((options) => options[0] as string);
  const forms = [first.join(''), choices.map((options) => options[1] ?? options[0]).join('')];
  choices.forEach((options, at) => {
    for (const option of options.slice(1)) forms.push([...first.slice(0, at), option, ...first.slice(at + 1)].join(''));
  });
  return [...new Set(forms.map((form) => foldSearchText(form)))];
}

/** Words worth an alias: letters only, three or more. */
const ALIASED = /^\p{L}{3,}$/u;

/**
 * The aliases of each brand word, product line and word of SPOKEN_FORMS: their typed forms
 * (from the table, and from soundOf where it hears the word otherwise than it is written), other
 * than the word itself. A line is a word that follows
 * its brand at the start of names, in two products or more (`galaxy`, `redmi`, `ideapad`).
 */
export function buildAliases(products: { brand: string; name: string }[]): Map<string, string[]> {
  const named = new Set(Object.keys(SPOKEN_FORMS));
  const lines = new Map<string, number>();
  for (const { brand, name } of products) {
    const brandWords = searchWords(brand);
    for (const word of brandWords) named.add(word);
    const words = searchWords(name);
    const line = words[brandWords.length];
    if (line && brandWords.every((word, at) => words[at] === word)) lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  for (const [line, count] of lines) if (count >= 2) named.add(line);
  const aliases = new Map<string, string[]>();
  for (const word of named) {
    if (!ALIASED.test(word)) continue;
    const sound = soundOf(word);
    const spoken = [...(SPOKEN_FORMS[word] ?? []), ...(sound === word ? [] : [sound])];
    const typed = new Set(spoken.flatMap(typedForms).filter((form) => form !== word && ALIASED.test(form)));
    if (typed.size > 0) aliases.set(word, [...typed]);
  }
  return aliases;
}
