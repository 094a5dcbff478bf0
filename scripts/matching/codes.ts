import { isSize } from '../../src/search/units.ts';
import { SPEC_CODE } from './vocabulary.ts';

/** A model code or part number, without separators and folded: `SM-S921B` is `sms921b`. */
export interface Code {
  value: string;
  /** From the MPN field: a part number may carry a variant's suffix after the model code (`SM-S921BZKDEUE`). */
  fromMpn: boolean;
  /** The title's words it was written as (`sm`, `s921b`), which are then not read as words or numbers. */
  words: string[];
  /** As an operator and a visitor read it: `SM-S921B`. */
  shown: string;
  /** Codes of one run of the title (`i7-14700k`, `14700k`) share it: one model written once. */
  group: number;
}

/**
 * How two codes agree: the same; one the other's end (`s921b`, `sms921b`); one the start of a
 * part number (`sms921b`, `sms921bzkdeue`), whose rest is a variant's suffix of two characters
 * or more in an MPN field, three or more in a title (`14600k` is not `14600kf`).
 */
export type CodeAgreement = 'exact' | 'suffix' | 'stem';

/** Shortest code that may stand for a longer one by its end or start. */
const MIN_PART = 5;
/** A run's part this short is a prefix or suffix (`sm`, `i7`, `dsn`), not half of a code. */
const SHORT_PART = 3;
/** Letters, then a number: `iphone15`, `note13`, but also a part number's `mgga4`: a glued word when its letters are a known word. */
export const GLUED = /^([a-z]{3,})(\d{1,3})$/;
const RUN = /[a-z0-9]+(?:[-/.][a-z0-9]+)*/g;
/** Digits in groups with separators, seven or more in all: a part number (`910-006559`, `100-100000593`). */
const PART_NUMBER = /^\d{7,}$/;

/**
 * Letters and digits, at least four, and neither a spec (`ddr5`), a size (`256gb`) nor a known
 * word with a number glued on (`iphone15` is `iphone 15`, read as a word and a model number).
 */
function isCode(value: string, words: ReadonlySet<string>): boolean {
  if (value.length < 4 || !/\d/.test(value) || !/[a-z]/.test(value) || SPEC_CODE.test(value) || isSize(value)) return false;
  const glued = GLUED.exec(value);
  return !glued || !words.has(glued[1] as string);
}

function codesOf(text: string, fromMpn: boolean, firstGroup: number, known: ReadonlySet<string>): Code[] {
  const codes: Code[] = [];
  let group = firstGroup;
  for (const [run] of text.matchAll(RUN)) {
    const words = run.split(/[-/.]/);
    const value = words.join('');
    group += 1;
    if (isCode(value, known) || (words.length > 1 && PART_NUMBER.test(value))) {
      codes.push({ value, fromMpn, words, shown: words.join('-').toUpperCase(), group });
    }
    // A part stands for its run only beside short parts (`SM-S921B`, `i7-14700K`): in `CPH2649-12BK`
    // or `90YV0MY0-M0NA00` each part is half of one part number, shared with its neighbours'.
    if (words.length === 1 || words.filter((word) => word.length > SHORT_PART).length > 1) continue;
    for (const word of words) {
      if (word !== value && isCode(word, known)) {
        codes.push({ value: word, fromMpn, words: [word], shown: word.toUpperCase(), group });
      }
    }
  }
  return codes;
}

/**
 * The model codes of a folded title, and of its MPN field. `known` are words (of the catalogue,
 * or of both sides of a pair): `iphone15` is the word `iphone` and 15, not a code.
 */
export function modelCodes(foldedTitle: string, mpn: string | null, known: ReadonlySet<string>): Code[] {
  const codes = codesOf(foldedTitle, false, 0, known);
  if (mpn) {
    const folded = mpn.toLowerCase().replace(/\s+/g, '');
    const whole = folded.replace(/[^a-z0-9]/g, '');
    // An MPN field is a part number whatever it looks like, when it has a digit and four characters.
    if (whole.length >= 4 && /\d/.test(whole))
      codes.push({ value: whole, fromMpn: true, words: [], shown: mpn.trim().toUpperCase(), group: -1 });
    codes.push(
      ...codesOf(folded, true, 10_000, known)
        .map((code) => ({ ...code, group: -1 }))
        .filter((code) => code.value !== whole),
    );
  }
  return codes;
}

/** Whether two codes name the same model, and how. */
export function codeAgreement(a: Code, b: Code): CodeAgreement | null {
  if (a.value === b.value) return 'exact';
  const [short, long] = a.value.length <= b.value.length ? [a, b] : [b, a];
  const rest = long.value.length - short.value.length;
  if (short.value.length >= MIN_PART && long.value.endsWith(short.value)) return 'suffix';
  if (!long.value.startsWith(short.value) || rest < (long.fromMpn ? 2 : 3)) return null;
  // A four-character code is a stem only before a variant's letters (`L310`, `SM-L310NZGAEUE`).
  const variantLetters = /\d$/.test(short.value) && /^[a-z]/.test(long.value.slice(short.value.length));
  return short.value.length >= MIN_PART || variantLetters ? 'stem' : null;
}

/** Codes that agree, or one strictly inside the other (`55q80d` in `qe55q80datxxh`): not two models, if not proof of one. */
export function codesRelated(a: Code, b: Code): boolean {
  if (codeAgreement(a, b)) return true;
  const [short, long] = a.value.length <= b.value.length ? [a, b] : [b, a];
  const inside = long.value.indexOf(short.value, 1);
  return short.value.length >= MIN_PART && inside > 0 && inside + short.value.length + 3 <= long.value.length;
}

const STRENGTH: Record<CodeAgreement, number> = { exact: 3, suffix: 2, stem: 1 };

/** Two sides' codes that agree, and how. */
export interface SharedCode {
  agreement: CodeAgreement;
  left: Code;
  right: Code;
}

/** The strongest agreement between two sides' codes, with the codes that agree. */
export function sharedCode(left: Code[], right: Code[]): SharedCode | null {
  let best: SharedCode | null = null;
  for (const a of left) {
    for (const b of right) {
      const agreement = codeAgreement(a, b);
      if (agreement && (!best || STRENGTH[agreement] > STRENGTH[best.agreement])) best = { agreement, left: a, right: b };
    }
  }
  return best;
}

/**
 * Whether a shared code names a whole model, so that a tier or number the other title leaves out
 * is implied: `S928B`, `14600KF`, `WH-1000XM5`, `55Q80D` do; a line's letters and number
 * (`RTX4070`, `G305`) do not, since `RTX4070 Ti` and `RTX4070 Super` share them.
 */
export function namesModel(code: Code): boolean {
  return !/^[a-z]+\d+$/.test(code.value);
}
