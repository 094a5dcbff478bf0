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
  /** A part of a run written with separators (`14700k` of `i7-14700k`), and how many parts that run has. */
  part: boolean;
  parts: number;
}

/**
 * How two codes agree: the same; one the other's end (`s921b`, `sms921b`); one the start of a
 * part number (`sms921b`, `sms921bzkdeue`), whose rest is a variant's suffix of two characters
 * or more in an MPN field, three or more in a title (`14600k` is not `14600kf`).
 */
export type CodeAgreement = 'exact' | 'suffix' | 'stem';

/** Shortest code that may stand for a longer one by its end or start. */
const MIN_PART = 5;
/** A word with a vowel and a number glued on (`iphone15`, `note13`), not a part number's letters (`mtjv3`). */
const GLUED_WORD = /^(?=[a-z]*[aeiouy])[a-z]{4,}\d{1,3}$/;
const RUN = /[a-z0-9]+(?:[-/.][a-z0-9]+)*/g;
/** Digits in groups with separators, seven or more in all: a part number (`910-006559`, `100-100000593`). */
const PART_NUMBER = /^\d{7,}$/;

/**
 * Letters and digits, at least four, and neither a spec (`ddr5`), a size (`256gb`) nor a word
 * with a number glued on (`iphone15` is `iphone 15`, read as a word and a model number).
 */
function isCode(value: string): boolean {
  return (
    value.length >= 4 && /\d/.test(value) && /[a-z]/.test(value) && !SPEC_CODE.test(value) && !isSize(value) && !GLUED_WORD.test(value)
  );
}

function codesOf(text: string, fromMpn: boolean, firstGroup: number): Code[] {
  const codes: Code[] = [];
  let group = firstGroup;
  for (const [run] of text.matchAll(RUN)) {
    const words = run.split(/[-/.]/);
    const value = words.join('');
    group += 1;
    if (isCode(value) || (words.length > 1 && PART_NUMBER.test(value))) {
      codes.push({ value, fromMpn, words, shown: words.join('-').toUpperCase(), group, part: false, parts: words.length });
    }
    if (words.length === 1) continue;
    for (const word of words) {
      if (word !== value && isCode(word)) {
        codes.push({ value: word, fromMpn, words: [word], shown: word.toUpperCase(), group, part: true, parts: words.length });
      }
    }
  }
  return codes;
}

/** The model codes of a folded title, and of its MPN field. */
export function modelCodes(foldedTitle: string, mpn: string | null): Code[] {
  const codes = codesOf(foldedTitle, false, 0);
  if (mpn) {
    const folded = mpn.toLowerCase().replace(/\s+/g, '');
    const whole = folded.replace(/[^a-z0-9]/g, '');
    // An MPN field is a part number whatever it looks like, when it has a digit and four characters.
    if (whole.length >= 4 && /\d/.test(whole))
      codes.push({ value: whole, fromMpn: true, words: [], shown: mpn.trim().toUpperCase(), group: -1, part: false, parts: 1 });
    codes.push(
      ...codesOf(folded, true, 10_000)
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

/**
 * Codes that agree, or one strictly inside the other (`55q80d` in `qe55q80datxxh`): not two models, if not
 * proof of one. Parts of two runs of one form do not relate them: `GV-N407TWF3OC-12GD` and
 * `GV-N4070WF2OC-12GD` share `12gd` and are two graphics cards.
 */
export function codesRelated(a: Code, b: Code): boolean {
  if (a.part && b.part && a.parts === b.parts) return false;
  if (codeAgreement(a, b)) return true;
  const [short, long] = a.value.length <= b.value.length ? [a, b] : [b, a];
  const inside = long.value.indexOf(short.value, 1);
  return short.value.length >= MIN_PART && inside > 0 && inside + short.value.length + 3 <= long.value.length;
}

const STRENGTH: Record<CodeAgreement, number> = { exact: 3, suffix: 2, stem: 1 };

/** The strongest agreement between two sides' codes, with the codes that agree. */
export function sharedCode(left: Code[], right: Code[]): { agreement: CodeAgreement; left: Code; right: Code } | null {
  let best: { agreement: CodeAgreement; left: Code; right: Code } | null = null;
  for (const a of left) {
    for (const b of right) {
      const agreement = codeAgreement(a, b);
      if (agreement && (!best || STRENGTH[agreement] > STRENGTH[best.agreement])) best = { agreement, left: a, right: b };
    }
  }
  return best;
}
