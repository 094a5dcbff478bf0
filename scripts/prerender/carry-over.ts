import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A hard link, or a copy where links cannot be made (another file system). */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(from, to);
  }
}

/** Links `from` to `to`, creating `to`'s folder when needed; false when there is no `from`. */
export function linkInto(from: string, to: string): boolean {
  try {
    linkOrCopy(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!existsSync(from)) return false;
    mkdirSync(dirname(to), { recursive: true });
    linkOrCopy(from, to);
  }
  return true;
}

/** Carries the page at `path` over when its payload is `payloadJson`; says whether it did. */
export type CarryOver = (path: string, payloadJson: string) => boolean;

/**
 * Carries a page over from the previous build when its payload is the same: with the same
 * build id (same code and context) the same payload renders the same HTML, so both files
 * are linked into the new build instead of rendered.
 */
export function createCarryOver(previousDir: string, nextDir: string): CarryOver {
  return (path, payloadJson) => {
    const from = join(previousDir, path);
    let previous: string;
    try {
      previous = readFileSync(join(from, '_payload.json'), 'utf8');
    } catch {
      return false;
    }
    if (previous !== payloadJson || !existsSync(join(from, 'index.html'))) return false;
    const to = join(nextDir, path);
    mkdirSync(to, { recursive: true });
    linkOrCopy(join(from, 'index.html'), join(to, 'index.html'));
    linkOrCopy(join(from, '_payload.json'), join(to, '_payload.json'));
    return true;
  };
}
