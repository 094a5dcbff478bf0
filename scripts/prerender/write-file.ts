import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes a file, creating its folder only when the write finds none (one syscall per file in the common case). */
export function writeFile(file: string, content: string): void {
  try {
    writeFileSync(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
