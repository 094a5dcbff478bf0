/**
 * A one-line progress bar on stderr when it is a terminal; silent otherwise (CI, pipes).
 * With a `unit`, it also shows the count, the rate and the time left.
 */
export function createProgress(label: string, options: { unit?: string; stream?: NodeJS.WriteStream } = {}) {
  const stream = options.stream ?? process.stderr;
  if (!stream.isTTY) return { update: (_done: number, _total: number) => {}, done: () => {} };
  const started = performance.now();
  let drawn = -Infinity;
  let last = -1;
  return {
    update(done: number, total: number) {
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
      const now = performance.now();
      // Redrawn when the percentage moves or, for the rate, four times a second.
      if (percent === last && (!options.unit || now - drawn < 250)) return;
      last = percent;
      drawn = now;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      let line = `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%`;
      if (options.unit) {
        const rate = done / Math.max(0.001, (now - started) / 1000);
        const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
        line += ` ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${options.unit}, ${Math.round(rate).toLocaleString('en')}/s, ${left} s left`;
      }
      stream.write(`${line}\x1b[K`);
    },
    done() {
      if (last >= 0) stream.write('\r\x1b[2K');
    },
  };
}
