import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eachGzippedLine, gzipLines } from './manifest.ts';
import type { StatFile } from './local-site.ts';

/**
 * Hashes by device, inode, mtime and size, kept beside the output (`<out>/.<domain>.deploy-cache`,
 * gzipped lines `key \t hash`). The build hard-links unchanged files from one build to the next,
 * so a daily deploy reads only the files the build wrote anew.
 */
export const hashCacheFile = (outDir: string, domain: string) => join(outDir, `.${domain}.deploy-cache`);

/** The cache, or an empty one when it is missing or unreadable (it is only a cache). */
export async function loadHashCache(file: string): Promise<Map<string, string>> {
  const cache = new Map<string, string>();
  if (!existsSync(file)) return cache;
  try {
    await eachGzippedLine(readFileSync(file), (line) => {
      const tab = line.indexOf('\t');
      if (tab > 0) cache.set(line.slice(0, tab), line.slice(tab + 1));
    });
  } catch {
    cache.clear();
  }
  return cache;
}

/** Writes the cache of this build's files only (what left the build drops out), replaced in one rename. */
export async function saveHashCache(file: string, files: StatFile[], hashes: string[]): Promise<void> {
  const gzipped = await gzipLines(files.map((stat, index) => `${stat.key}\t${hashes[index]}\n`));
  writeFileSync(`${file}.tmp`, gzipped);
  renameSync(`${file}.tmp`, file);
}

/** MD5 as Content-MD5 carries it (base64): S3-compatible stores check the upload against it. */
export const md5 = (content: Buffer) => createHash('md5').update(content).digest('base64');

/** Up to this size a file is read whole to hash it; a larger one as a stream, so memory stays small. */
const WHOLE_FILE = 8 * 1024 * 1024;

/**
 * A file's MD5 (base64) from its `size` as listed. Small files, nearly all of a site, are read
 * whole: a stream's 1 MiB read buffer for each of two million small pages is memory the collector
 * then chases through a deploy's large heap. Measured on a site of 100,000 products (2.5 million
 * files listed): 218 files/s streamed, 2,300 to 3,800 read whole. Errors carry the path.
 */
export async function md5OfFile(file: string, size: number): Promise<string> {
  if (size <= WHOLE_FILE) return md5(await readFile(file));
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

/** Each file's hash, from the cache or read (`limit` at a time); `onDone` after each file. */
export async function hashFiles(
  dir: string,
  files: StatFile[],
  cache: Map<string, string>,
  onDone: (done: number) => void,
  limit = 16,
): Promise<{ hashes: string[]; read: number }> {
  const hashes = files.map((file) => cache.get(file.key) ?? '');
  const todo = hashes.flatMap((hash, index) => (hash ? [] : [index]));
  let next = 0;
  let done = files.length - todo.length;
  const worker = async () => {
    while (next < todo.length) {
      const index = todo[next++] as number;
      const file = files[index] as StatFile;
      hashes[index] = await md5OfFile(join(dir, file.path), file.size);
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return { hashes, read: todo.length };
}
