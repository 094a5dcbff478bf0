import { PLAIN_EVERY_MS, plainLines } from '../progress.ts';

/** A count of files for people: `1 file`, `2,060 files`. */
export const fileCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'file' : 'files'}`;

/** Bytes for people: `16.3 MB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/**
 * One line on stderr when it is a terminal, four times a second at most: files and bytes done
 * of the total, the rate and the time left. Elsewhere (CI, pipes, logs) the same as a plain line
 * every 30 seconds.
 */
export function createTransferProgress(
  files: number,
  bytes: number,
  stream: NodeJS.WriteStream = process.stderr,
  plainEveryMs = PLAIN_EVERY_MS,
) {
  const started = performance.now();
  let doneFiles = 0;
  let doneBytes = 0;
  const line = () => {
    const seconds = Math.max(0.001, (performance.now() - started) / 1000);
    // Small files cost a request each, large ones their bytes: the time left weighs both.
    const part = (doneFiles / Math.max(1, files) + doneBytes / Math.max(1, bytes)) / 2;
    return (
      `upload ${doneFiles.toLocaleString('en')}/${files.toLocaleString('en')} files, ` +
      `${formatBytes(doneBytes)}/${formatBytes(bytes)}, ${Math.round(doneFiles / seconds)} files/s, ` +
      `${formatBytes(doneBytes / seconds)}/s, ${Math.ceil((seconds * (1 - part)) / part)} s left`
    );
  };
  if (!stream.isTTY) {
    const plain = plainLines(stream, plainEveryMs);
    return {
      add(size: number) {
        doneFiles += 1;
        doneBytes += size;
        plain(line);
      },
      done: () => {},
    };
  }
  let drawn = 0;
  return {
    add(size: number) {
      doneFiles += 1;
      doneBytes += size;
      const now = performance.now();
      if (now - drawn < 250 && doneFiles < files) return;
      drawn = now;
      stream.write(`\r${line()}\x1b[K`);
    },
    done() {
      if (drawn > 0) stream.write('\r\x1b[2K');
    },
  };
}
