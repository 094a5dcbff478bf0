import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';

// `npm run build -- --out /elsewhere` puts the SSR bundle there, outside the project's node_modules.
test('the SSR bundle the workers render with runs from a folder outside the project', async () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'cjenovnik-out-'));
  cpSync(join(FIXTURE_DIR, 'dist/.server'), elsewhere, { recursive: true });
  const server = (await import(pathToFileURL(join(elsewhere, 'entry-server.js')).href)) as { createRenderer?: unknown };
  expect(typeof server.createRenderer).toBe('function');
});
