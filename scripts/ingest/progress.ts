import { printable } from './printable.ts';

/** A one-line progress bar on stderr when it is a terminal; silent otherwise. */
export function createProgress(feedLabel: string, stream: NodeJS.WriteStream = process.stderr) {
  const label = printable(feedLabel, { oneLine: true });
  if (!stream.isTTY) return { update: (_done: number, _total: number) => {}, done: () => {} };
  let last = -1;
  return {
    update(done: number, total: number) {
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
      if (percent === last) return;
      last = percent;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%`);
    },
    done() {
      if (last >= 0) stream.write('\r\x1b[2K');
    },
  };
}
