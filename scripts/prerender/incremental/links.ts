import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
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

/** Are `a` and `b` the same file (hard links to one inode)? */
function sameFile(a: string, b: string): boolean {
  const [first, second] = [statSync(a), statSync(b)];
  return first.ino === second.ino && first.dev === second.dev;
}

/**
 * Links every file under `from` into the same place under `to`, for files no build writes again
 * (hashed bundle files, the catalogue's images): a write through one link would change them all.
 * Copying them was a large part of a rebuild, and grows with the images (docs/benchmarks.md, Daily rebuild).
 * Only regular files and real folders are taken: anything else (a symbolic link, a fifo, a
 * socket) is left out and returned, as a path relative to `from`. A `to` that exists (a build
 * brought up to date in place) is made the same as `from`: a file already linked to the same
 * file stays, any other is replaced, and what `from` does not have goes: removing and linking
 * every image again was a tenth of a rebuild with nothing changed.
 */
export function linkTree(from: string, to: string): string[] {
  mkdirSync(to, { recursive: true });
  const present = new Map(readdirSync(to, { withFileTypes: true }).map((entry) => [entry.name, entry]));
  const refused: string[] = [];
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target, there] = [join(from, entry.name), join(to, entry.name), present.get(entry.name)];
    present.delete(entry.name);
    const kept = entry.isDirectory() ? there?.isDirectory() : entry.isFile() && there?.isFile() && sameFile(source, target);
    if (there && !kept) rmSync(target, { recursive: true });
    if (entry.isDirectory()) refused.push(...linkTree(source, target).map((path) => join(entry.name, path)));
    else if (!entry.isFile()) refused.push(entry.name);
    else if (!kept) linkOrCopy(source, target);
  }
  for (const name of present.keys()) rmSync(join(to, name), { recursive: true });
  return refused;
}

/**
 * Links `from` to `to`, creating `to`'s folder when needed, and replacing a file already at `to`
 * (a build brought up to date in place: its stale copy); false when there is no `from`.
 */
function linkInto(from: string, to: string): boolean {
  try {
    linkOrCopy(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      unlinkSync(to);
      linkOrCopy(from, to);
      return true;
    }
    if (code !== 'ENOENT') throw error;
    if (!existsSync(from)) return false;
    mkdirSync(dirname(to), { recursive: true });
    linkOrCopy(from, to);
  }
  return true;
}

/**
 * Links `files` (paths inside a build) from the build in `from` into the one in `to`, all or
 * none: false, with nothing linked, when `from` lacks one. An output linked in part and then
 * written would be written through its links into the live build.
 */
export function linkFiles(from: string, to: string, files: readonly string[]): boolean {
  for (const [index, file] of files.entries()) {
    if (linkInto(join(from, file), join(to, file))) continue;
    for (const linked of files.slice(0, index)) unlinkSync(join(to, linked));
    return false;
  }
  return true;
}
