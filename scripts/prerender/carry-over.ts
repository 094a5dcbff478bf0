import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES } from '../../src/i18n/locales.ts';
import { feedPath } from '../../src/lib/feed-path.ts';
import { localizedPath } from '../../src/lib/paths.ts';

/** A hard link, or a copy where links cannot be made (another file system). */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(from, to);
  }
}

/**
 * Links every file under `from` into the same place under `to`, for files no build writes again
 * (hashed bundle files, the catalogue's images): a write through one link would change them all.
 * Copying them was 1.4 s of a 5,000-product rebuild's 10 s, and grows with the images.
 * Only regular files and real folders are taken: anything else (a symbolic link, a fifo, a
 * socket) is left out and returned, as a path relative to `from`.
 */
export function linkTree(from: string, to: string): string[] {
  mkdirSync(to, { recursive: true });
  const refused: string[] = [];
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) refused.push(...linkTree(join(from, entry.name), join(to, entry.name)).map((path) => join(entry.name, path)));
    else if (entry.isFile()) linkOrCopy(join(from, entry.name), join(to, entry.name));
    else refused.push(entry.name);
  }
  return refused;
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

/** Links a page's `index.html` and `_payload.json` from the previous build into the next. */
export function carryPage(previousDir: string, nextDir: string, path: string): void {
  const from = join(previousDir, path);
  const to = join(nextDir, path);
  mkdirSync(to, { recursive: true });
  for (const file of ['index.html', '_payload.json']) {
    try {
      linkOrCopy(join(from, file), join(to, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new Error(`The previous build has no ${join(from, file)}, though its page keys list it: build again with --full.`);
    }
  }
}

/** Links a feed's files in every locale over from the previous build (a locale whose URL would leave the site has none: atomFeed). */
export function carryFeed(previousDir: string, nextDir: string, page: string): void {
  for (const locale of LOCALES) {
    const file = localizedPath(feedPath(page), locale);
    linkInto(join(previousDir, file), join(nextDir, file));
  }
}
