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
}

/**
 * How two codes agree: the same; one the other's end (`s921b`, `sms921b`); one the start of a
 * part number (`sms921b`, `sms921bzkdeue`), whose rest is a variant's suffix of two characters
 * or more in an MPN field, three or more in a title (`14600k` is not `14600kf`).
 */
export type CodeAgreement = 'exact' | 'suffix' | 'stem';

/** Shortest code that may stand for a longer one by its end or start. */
const MIN_PART = 5;
const RUN = /[a-z0-9]+(?:[-/.][a-z0-9]+)*/g;

/**
 * Letters and digits, at least four, and neither a spec (`ddr5`), a size (`256gb`) nor a word
 * with a number glued on (`iphone15` is `iphone 15`, read as a word and a model number).
 */
function isCode(value: string): boolean {
  return (
    value.length >= 4 &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    !SPEC_CODE.test(value) &&
    !isSize(value) &&
    !/^[a-z]{4,}\d{1,3}$/.test(value)
  );
}

function codesOf(text: string, fromMpn: boolean): Code[] {
  const codes: Code[] = [];
  for (const [run] of text.matchAll(RUN)) {
    const words = run.split(/[-/.]/);
    const value = words.join('');
    if (isCode(value)) codes.push({ value, fromMpn, words, shown: words.join('-').toUpperCase() });
    if (words.length > 1)
      for (const word of words)
        if (word !== value && isCode(word)) codes.push({ value: word, fromMpn, words: [word], shown: word.toUpperCase() });
  }
  return codes;
}

/** The model codes of a folded title, and of its MPN field. */
export function modelCodes(foldedTitle: string, mpn: string | null): Code[] {
  const codes = codesOf(foldedTitle, false);
  if (mpn) {
    const folded = mpn.toLowerCase().replace(/\s+/g, '');
    const whole = folded.replace(/[^a-z0-9]/g, '');
    // An MPN field is a part number whatever it looks like, when it has a digit and four characters.
    if (whole.length >= 4 && /\d/.test(whole)) codes.push({ value: whole, fromMpn: true, words: [], shown: mpn.trim().toUpperCase() });
    codes.push(...codesOf(folded, true).filter((code) => code.value !== whole));
  }
  return codes;
}

/** Whether two codes name the same model, and how. */
export function codeAgreement(a: Code, b: Code): CodeAgreement | null {
  if (a.value === b.value) return 'exact';
  const [short, long] = a.value.length <= b.value.length ? [a, b] : [b, a];
  if (short.value.length < MIN_PART) return null;
  if (long.value.endsWith(short.value)) return 'suffix';
  const rest = long.value.length - short.value.length;
  if (long.value.startsWith(short.value) && rest >= (long.fromMpn ? 2 : 3)) return 'stem';
  return null;
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
