import { createHash } from 'node:crypto';
import { appendFileSync, fstatSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** What identifies a file's content on disk (device, inode, mtime, size): the deploy's hash cache is keyed by it. */
export const fileKey = (stat: { dev: number; ino: number; mtimeMs: number; size: number }) =>
  `${stat.dev}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;

/** MD5 as Content-MD5 carries it (base64): S3-compatible stores check an upload against it. */
export const md5 = (content: string | Uint8Array) => createHash('md5').update(content).digest('base64');

/**
 * A build's record of the files it wrote, beside its folder (as its keys file is): gzipped lines
 * `key \t md5 \t path` (the path inside the build), appended by each thread that writes (render and feed workers, the main thread),
 * one gzip member per append. The deploy takes the hashes from it instead of reading again the
 * files the build has just written (docs/decisions/062-the-build-records-what-it-wrote.md).
 */
export const writtenHashesFileOf = (buildDir: string) => `${buildDir}.hashes.gz`;

/** Lines kept before they are appended: a few hundred KB. */
const FLUSH_AT = 4000;

let recording: { under: string; file: string; lines: string[] } | null = null;

/** From now on this thread records the files it writes under `buildDir` (null: stops, after flushing). */
export function recordWrittenHashes(buildDir: string | null): void {
  flushWrittenHashes();
  recording = buildDir === null ? null : { under: `${buildDir}/`, file: writtenHashesFileOf(buildDir), lines: [] };
}

/** Whether this thread records `file` (it is under the recorded build): then its writer hashes what it writes. */
export const records = (file: string) => recording !== null && file.startsWith(recording.under);

/** Notes `file`, just written whole through `fd` (before it is closed, perhaps under another name), with its content's MD5 (base64). */
export function noteWritten(fd: number, hash: string, file: string): void {
  if (!recording) return;
  recording.lines.push(`${fileKey(fstatSync(fd))}\t${hash}\t${file.slice(recording.under.length)}\n`);
  if (recording.lines.length >= FLUSH_AT) flushWrittenHashes();
}

/** Appends what this thread has noted (one write: appends of other threads never interleave with it). */
export function flushWrittenHashes(): void {
  if (!recording || recording.lines.length === 0) return;
  appendFileSync(recording.file, gzipSync(recording.lines.join(''), { level: 1 }));
  recording.lines = [];
}
