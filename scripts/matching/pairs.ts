import * as v from 'valibot';
import { decidePair, type Decision } from './decide.ts';
import { BRANDS } from './vocabulary.ts';
import { plainWords, profileOf, type OfferSide } from './profile.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optional = (max: number) => v.optional(v.nullable(text(max)));

/** One side of a pair as `npm run match -- pairs` reads it. */
export const SideSchema = v.object({
  title: v.pipe(text(10_000), v.minLength(1, 'title is empty')),
  brand: optional(70),
  mpn: optional(70),
  gtin: optional(50),
  price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
  currency: optional(3),
  category: optional(750),
  description: optional(5_000),
});

const PairSchema = v.object({ left: SideSchema, right: SideSchema });

/** A pair's line of output: the decision, or what is wrong with the line. */
export type PairResult = Pick<Decision, 'verdict' | 'score' | 'why'> | { line: number; error: string };

/** Decides one line of a pairs file with exactly the ingest's rules; a line that is not a pair says why. */
export function decideLine(line: string, number: number): PairResult {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { line: number, error: 'not JSON: write one {"left": {...}, "right": {...}} object a line' };
  }
  const parsed = v.safeParse(PairSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((part) => String(part.key)).join('.') ?? '';
    return { line: number, error: `${path ? `${path}: ` : ''}${issue.message}` };
  }
  const { verdict, score, why } = decideSides(parsed.output.left, parsed.output.right);
  return { verdict, score, why };
}

/** Decides two offers on their own: the words either title writes alone tell a word with a number glued on (`iPhone15`). */
export function decideSides(left: OfferSide, right: OfferSide): Decision {
  const known = { brands: BRANDS, words: plainWords([left.title, right.title]) };
  return decidePair(profileOf(left, known), profileOf(right, known));
}
