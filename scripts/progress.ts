/** How often a long task says how far it is where no terminal redraws a bar (a pipe, a log). */
export const PLAIN_EVERY_MS = 30_000;

/**
 * Where the stream is no terminal: writes `line()` on a line of its own once every `everyMs`,
 * so a log or a bench that pipes a long task's output still shows where its time goes.
 */
export function plainLines(stream: NodeJS.WriteStream, everyMs: number) {
  let written = performance.now();
  return (line: () => string) => {
    const now = performance.now();
    if (now - written < everyMs) return;
    written = now;
    stream.write(`${line()}\n`);
  };
}

/** The rate and the time left of `done` of `total` since `started`. */
function pace(done: number, total: number, started: number): string {
  const rate = done / Math.max(0.001, (performance.now() - started) / 1000);
  const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
  return `${Math.round(rate).toLocaleString('en')}/s, ${left} s left`;
}

/**
 * A one-line progress bar on stderr when it is a terminal. With a `unit`, it also shows the
 * count, the rate and the time left, and elsewhere (CI, pipes) writes that as a plain line every
 * 30 seconds; without one it is silent there.
 */
export function createProgress(label: string, options: { unit?: string; stream?: NodeJS.WriteStream; plainEveryMs?: number } = {}) {
  const stream = options.stream ?? process.stderr;
  const started = performance.now();
  const unit = options.unit;
  if (!stream.isTTY) {
    if (!unit) return { update: (_done: number, _total: number) => {}, done: () => {} };
    const plain = plainLines(stream, options.plainEveryMs ?? PLAIN_EVERY_MS);
    return {
      update: (done: number, total: number) =>
        plain(() => `${label}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${unit}, ${pace(done, total, started)}`),
      done: () => {},
    };
  }
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
      if (unit) line += ` ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${unit}, ${pace(done, total, started)}`;
      stream.write(`${line}\x1b[K`);
    },
    done() {
      if (last >= 0) stream.write('\r\x1b[2K');
    },
  };
}
