import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * A name beside `file` for writing it whole before it replaces `file`: a build brought up to date
 * in place shares its files with the live build (hard links), so a write into one would change both.
 */
export const replacementName = (file: string) => `${file}.${process.pid}-${threadId}.tmp`;

/**
 * Writes `file` as a new file: created when there is none (one system call in a new build's
 * folder), else written beside it and renamed over it, never written into.
 */
function replaceFile(file: string, content: string | Uint8Array): void {
  try {
    writeFileSync(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const replacement = replacementName(file);
    writeFileSync(replacement, content);
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
