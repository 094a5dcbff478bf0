import { pathToFileURL } from 'node:url';
import { printable } from './ingest/printable.ts';

/**
 * Starts a command: runs `main` when `moduleUrl` (the command's `import.meta.url`) is the file Node
 * was started with, not when a test imports it. What `main` returns is the exit code (when a
 * number). An error exits 1, printed without terminal control characters: its message alone when
 * `expected` says it is one the command reports to its user (bad input, a busy catalogue), else with
 * its stack, to report as a bug.
 */
export function runCli(
  moduleUrl: string,
  main: () => number | void | Promise<number | void>,
  expected: (error: unknown) => boolean = () => false,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  Promise.resolve()
    .then(main)
    .then(
      (code) => {
        if (typeof code === 'number') process.exitCode = code;
      },
      (error: unknown) => {
        const detail = !(error instanceof Error) ? String(error) : expected(error) ? error.message : (error.stack ?? error.message);
        console.error(printable(detail));
        process.exitCode = 1;
      },
    );
}
