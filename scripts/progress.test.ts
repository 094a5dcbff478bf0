import { expect, test } from 'vitest';
import { createProgress } from './progress.ts';

const terminal = (isTTY: boolean) => {
  const lines: string[] = [];
  const stream = { isTTY, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream;
  return { lines, stream };
};

test('on a terminal the bar shows the share done, the count, the rate and the time left, then clears', () => {
  const { lines, stream } = terminal(true);
  const progress = createProgress('cjenovnik.me', { unit: 'pages', stream });
  progress.update(500, 2000);
  expect(lines.at(-1)).toMatch(/^\rcjenovnik\.me \[#{8}\.{22}\] 25% 500\/2,000 pages, [\d,]+\/s, \d+ s left/);
  progress.done();
  expect(lines.at(-1)).toBe('\r\x1b[2K');
});

test('anywhere else (CI, a pipe) a count is a plain line now and then', () => {
  const { lines, stream } = terminal(false);
  const progress = createProgress('hash', { unit: 'files', stream, plainEveryMs: 0 });
  progress.update(500, 2000);
  progress.done();
  expect(lines).toEqual([expect.stringMatching(/^hash: 500\/2,000 files, [\d,]+\/s, \d+ s left\n$/)]);
  const quiet = terminal(false);
  const seldom = createProgress('hash', { unit: 'files', stream: quiet.stream });
  seldom.update(500, 2000);
  expect(quiet.lines, 'not before 30 seconds have passed').toEqual([]);
});

test('a bar without a count writes nothing there', () => {
  const { lines, stream } = terminal(false);
  const progress = createProgress('feed', { stream });
  progress.update(1, 2);
  progress.done();
  expect(lines).toEqual([]);
});
