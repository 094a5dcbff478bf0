import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, by its path relative to `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** How two folders differ: files only in one of them, and files whose bytes differ (empty: the same). */
export function differentFiles(expected: string, actual: string): { missing: string[]; extra: string[]; different: string[] } {
  const want = filesUnder(expected);
  const have = new Set(filesUnder(actual));
  const missing = want.filter((file) => !have.has(file));
  const wanted = new Set(want);
  const extra = [...have].filter((file) => !wanted.has(file));
  const different = want.filter((file) => have.has(file) && !readFileSync(join(expected, file)).equals(readFileSync(join(actual, file))));
  return { missing, extra, different };
}
