import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { SideSchema } from './pairs.ts';

/** A labelled pair: two offers, whether they are one product, and the kind of case it tests. */
export const LabelledSchema = v.object({
  kind: v.pipe(v.string(), v.minLength(1)),
  label: v.picklist(['same', 'different']),
  left: SideSchema,
  right: SideSchema,
});

export type LabelledPair = v.InferOutput<typeof LabelledSchema>;

/** The labelled sets kept in the repository: every `.jsonl` file of `scripts/matching/labelled/`. */
export const LABELLED_DIR = join(import.meta.dirname, 'labelled');

/** Reads the labelled pairs of a folder; a line that is not one names its file and line. */
export function readLabelled(dir = LABELLED_DIR): LabelledPair[] {
  const pairs: LabelledPair[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const parsed = v.safeParse(LabelledSchema, JSON.parse(line));
        if (!parsed.success) throw new Error(`${file}:${index + 1}: not a labelled pair: ${parsed.issues[0].message}`);
        pairs.push(parsed.output);
      });
  }
  return pairs;
}
