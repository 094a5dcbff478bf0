import { expect, test } from 'vitest';
import { createTransferProgress } from './transfer-progress.ts';

const stream = (isTTY: boolean) => {
  const lines: string[] = [];
  return { lines, stream: { isTTY, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream };
};

test('a deploy piped to a log says how far its upload is, files and bytes, on a line of its own', () => {
  const { lines, stream: log } = stream(false);
  const progress = createTransferProgress(4, 4_000_000, log, 0);
  progress.add(1_000_000);
  progress.done();
  expect(lines).toEqual([expect.stringMatching(/^upload 1\/4 files, 1\.0 MB\/4\.0 MB, \d+ files\/s, .+\/s, \d+ s left\n$/)]);
});

test('on a terminal it redraws one line and clears it at the end', () => {
  const { lines, stream: terminal } = stream(true);
  const progress = createTransferProgress(1, 10, terminal);
  progress.add(10);
  expect(lines.at(-1)).toMatch(/^\rupload 1\/1 files, 10 B\/10 B/);
  progress.done();
  expect(lines.at(-1)).toBe('\r\x1b[2K');
});
