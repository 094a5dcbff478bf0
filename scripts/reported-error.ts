/**
 * An error a command reports to its user as it is (what is wrong, and what to do), not a bug:
 * runCli prints its message alone and exits with its code. Anything else is printed with its
 * stack, to report.
 */
export class ReportedError extends Error {
  readonly exitCode: number = 1;
}

/** A command given wrongly: its message says what is wrong and what to do (exit 2). */
export class UsageError extends ReportedError {
  override readonly exitCode: number = 2;
}
