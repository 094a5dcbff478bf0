import { closeSync, mkdirSync, openSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { md5, noteWritten, records } from './written-hashes.ts';

/**
 * A name beside `file` for writing it whole before it replaces `file`: a build brought up to date
 * in place shares its files with the live build (hard links), so a write into one would change both.
 */
export const replacementName = (file: string) => `${file}.${process.pid}-${threadId}.tmp`;

/**
 * Creates `path` with `content` (`flag` as open(2) takes it); a file the build records
 * (written-hashes.ts) is noted as `recorded` (the name it is renamed to) with its hash and what
 * identifies it on disk, one `fstat` more.
 */
function create(path: string, content: string | Uint8Array, flag: 'w' | 'wx', recorded: string | null): void {
  if (recorded === null) return writeFileSync(path, content, { flag });
  const fd = openSync(path, flag);
  try {
    writeFileSync(fd, content);
    noteWritten(fd, md5(content), recorded);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `file` as a new file: created when there is none (one system call in a new build's
 * folder), else written beside it and renamed over it, never written into.
 */
function replaceFile(file: string, content: string | Uint8Array): void {
  const recorded = records(file) ? file : null;
  try {
    create(file, content, 'wx', recorded);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const replacement = replacementName(file);
    create(replacement, content, 'w', recorded);
    renameSync(replacement, file);
  }
}

/** Writes a file as a new one (never into an existing file), creating its folder only when the write finds none. */
export function writeFile(file: string, content: string | Uint8Array): void {
  try {
    replaceFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    replaceFile(file, content);
  }
}

/** Writes `file` from its pieces beside it and renames it over whatever is there: a large file never made as one string. */
export function writeFilePieces(file: string, pieces: Iterable<string>): void {
  const replacement = replacementName(file);
  const fd = openSync(replacement, 'w');
  try {
    for (const piece of pieces) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
  renameSync(replacement, file);
}

/**
 * Writes a file of a build made in place, whose folder nothing serves or reads before the switch:
 * the file there (a link shared with the live build) is unlinked and the new one created, two
 * system calls where `writeFile` makes four (a create that fails, a write beside, a rename), in
 * less than half the time (docs/decisions/059-a-day-on-both-cores.md). A build killed between the
 * two leaves a file missing in a folder no build takes up again (its keys file goes first).
 */
function writeInPlace(file: string, content: string | Uint8Array): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFile(file, content);
}

/** How the build writes its many files (pages, feeds, open data): `writeInPlace` in a build made in place, else `writeFile`. */
export const buildFileWriter = (inPlace: boolean) => (inPlace ? writeInPlace : writeFile);
