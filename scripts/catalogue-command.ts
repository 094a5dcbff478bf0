import { openCatalogue, type Db } from './catalogue/db.ts';
import { printable } from './ingest/printable.ts';
import { RunLockBusy, RunLockError } from './run-lock.ts';

/** A command given wrongly: its message says what is wrong and what to do (exit 2), not a bug. */
export class UsageError extends Error {}

/** A product id as written in a page's address: decimal digits only (not `0x9`, `1e1` or `+7`); null otherwise. */
export function parseProductId(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * Runs a command on the catalogue and prints what it says (exit 0). Wrong use and a busy
 * catalogue are printed without terminal control characters (exit 2); anything else is a bug.
 */
export function runOnCatalogue(run: (db: Db) => string): number {
  const db = openCatalogue();
  try {
    console.log(printable(run(db)));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof RunLockBusy || error instanceof RunLockError)) throw error;
    console.error(printable(error.message));
    return 2;
  } finally {
    db.close();
  }
}
