import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: every temporary folder a test makes (`mkdtempSync(join(tmpdir(), ...))`)
 * lands in one folder of this run, removed when the run ends, whether or not the test cleaned up.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'cjenovnik-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
