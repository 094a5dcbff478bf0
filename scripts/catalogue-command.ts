import { userInfo } from 'node:os';
import { openCatalogue, type Db } from './catalogue/db.ts';
import { cleanText } from './ingest/control-chars.ts';
import { printable } from './ingest/printable.ts';

export { UsageError } from './reported-error.ts';

/** A product id as written in a page's address: decimal digits only (not `0x9`, `1e1` or `+7`); null otherwise. */
export function parseProductId(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/** Who a change by hand is recorded as made by: `--by`, else the user's name. */
export const operatorName = (by: string | undefined) => cleanText(by ?? '') || userInfo().username;

/**
 * Runs a command on the catalogue and prints what it says (exit 0). What goes wrong is runCli's
 * to print: a ReportedError (wrong use, a busy catalogue) by its message, anything else as a bug.
 */
export function runOnCatalogue(run: (db: Db) => string): number {
  const db = openCatalogue();
  try {
    console.log(printable(run(db)));
    return 0;
  } finally {
    db.close();
  }
}
