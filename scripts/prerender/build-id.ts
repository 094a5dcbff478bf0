import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageContext } from '../../src/components/site-context.tsx';

/** Every file under `dir` (sorted), for hashing. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the code that renders pages: the SSR bundle's files and the client's manifest (hashed file names). */
export function codeHash(serverDir: string, clientDir: string): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(serverDir), join(clientDir, '.vite/manifest.json')])
    hash.update(file.slice(file.lastIndexOf('/'))).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * A site's build id: what a page's HTML depends on besides its payload, namely the code and
 * the site's context (configuration, analytics ids, the year in the footer). A rebuild with new
 * data only keeps the id: its pages are carried over or rendered alike, and a visitor's open
 * page can go on using the new payloads. New code or configuration gives a new id, which the
 * client notices (src/deploy/build-watch.ts).
 */
export function buildIdOf(code: string, context: Omit<PageContext, 'buildId'>): string {
  return createHash('sha256').update(code).update(JSON.stringify(context)).digest('hex').slice(0, 16);
}
