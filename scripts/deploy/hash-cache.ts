import { createHash } from 'node:crypto';
import { appendFileSync, createReadStream, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { md5, writtenHashesFileOf } from '../prerender/written-hashes.ts';
import { eachGzippedLine, gzipLines } from './manifest.ts';
import type { StatFile } from './local-site.ts';

/**
 * Hashes by device, inode, mtime and size, kept beside the output (`<out>/.<domain>.deploy-cache`,
 * gzipped lines `key \t hash`). The build hard-links unchanged files from one build to the next
 * and records the hashes of those it writes anew (written-hashes.ts), so a deploy reads only the
 * files neither knows (the bundles' copies, a build's files from before it recorded them).
 */
export const hashCacheFile = (outDir: string, domain: string) => join(outDir, `.${domain}.deploy-cache`);

/**
 * Adds the lines of a gzipped `key \t hash` file to `cache`, as far as it can be read (it is only
 * a cache); a line's third field, the path the build wrote (written-hashes.ts), to `paths`.
 * Whether the file was there and read to its end.
 */
async function addHashes(cache: Map<string, string>, file: string, paths?: string[]): Promise<boolean> {
  if (!existsSync(file)) return false;
  // Each line is whole or not there: a file cut short (a build killed) still gives its lines read.
  return eachGzippedLine(readFileSync(file), (line) => {
    const [key, hash, path] = line.split('\t', 3);
    if (key && hash) cache.set(key, hash);
    if (path) paths?.push(path);
  }).then(
    () => true,
    () => false,
  );
}

/**
 * The deploy's cache, with the hashes the build in `buildDir` recorded as it wrote its files, and
 * the paths it wrote (null when that record is missing or cannot be read to its end).
 */
export async function loadHashCache(file: string, buildDir: string): Promise<{ cache: Map<string, string>; written: string[] | null }> {
  const cache = new Map<string, string>();
  const written: string[] = [];
  await addHashes(cache, file);
  const whole = await addHashes(cache, writtenHashesFileOf(buildDir), written);
  return { cache, written: whole ? written : null };
}

const cacheLines = (files: StatFile[], hashes: string[]) => files.map((stat, index) => `${stat.key}\t${hashes[index]}\n`);

/** Writes the cache of this build's files only (what left the build drops out), replaced in one rename. */
export async function saveHashCache(file: string, files: StatFile[], hashes: string[]): Promise<void> {
  const gzipped = await gzipLines(cacheLines(files, hashes));
  writeFileSync(`${file}.tmp`, gzipped);
  renameSync(`${file}.tmp`, file);
}

/** Adds the hashes of `files` to the cache, as a gzip member of its own: a deploy that did not list the build adds what it looked at. */
export async function addToHashCache(file: string, files: StatFile[], hashes: string[]): Promise<void> {
  appendFileSync(file, await gzipLines(cacheLines(files, hashes)));
}

/** Up to this size a file is read whole to hash it; a larger one as a stream, so memory stays small. */
const WHOLE_FILE = 8 * 1024 * 1024;

/** A large file's MD5 (base64), streamed. */
async function md5OfStream(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

/**
 * Each file's hash (MD5, base64), from the cache or read; `onDone` after each file. Small files,
 * nearly all of a site, are read whole and at once: a promised read is five round trips to
 * libuv's threads, and a stream's 1 MiB buffer for each of two million small pages is memory the
 * collector then chases through a deploy's large heap. Measured on the sample's 71,901 files:
 * 22,500-25,000 files/s read at once against 7,400-8,800 promised, 16 at a time, when the pages
 * are in the page cache (as a day's are, just written by the build); 4,800 against 6,300 when
 * none is (decisions/058). The loop yields every 500 files so that progress is drawn.
 */
export async function hashFiles(
  dir: string,
  files: StatFile[],
  cache: Map<string, string>,
  onDone: (done: number) => void,
): Promise<{ hashes: string[]; read: number }> {
  const hashes = files.map((file) => cache.get(file.key) ?? '');
  let read = 0;
  for (const [index, file] of files.entries()) {
    if (hashes[index]) continue;
    const path = join(dir, file.path);
    hashes[index] = file.size <= WHOLE_FILE ? md5(readFileSync(path)) : await md5OfStream(path);
    read += 1;
    if (read % 500 === 0) {
      onDone(index + 1);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  onDone(files.length);
  return { hashes, read };
}
