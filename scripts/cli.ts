import { pathToFileURL } from 'node:url';
import { printable } from './ingest/printable.ts';
import { ReportedError } from './reported-error.ts';

/**
 * Starts a command: runs `main` when `moduleUrl` (the command's `import.meta.url`) is the file Node
 * was started with, not when a test imports it. What `main` returns is the exit code (when a
 * number). An error is printed without terminal control characters: a ReportedError (bad input,
 * a busy or lost lock) by its message alone, with its exit code; one `expected` names too, by its
 * message, exit 1; anything else with its stack, exit 1, to report as a bug.
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
        const reported = error instanceof ReportedError;
        const detail = !(error instanceof Error)
          ? String(error)
          : reported || expected(error)
            ? error.message
            : (error.stack ?? error.message);
        console.error(printable(detail));
        process.exitCode = reported ? error.exitCode : 1;
      },
    );
}
