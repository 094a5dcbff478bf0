import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteAssets } from '../../pages/document.ts';
import type { PageContext } from '../../src/components/site-context.tsx';

/** Every file under `dir` (sorted), for hashing. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the code that renders pages: the SSR bundle's files and the client's manifest (hashed file names). */
function codeHash(serverDir: string, clientDir: string): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(serverDir), join(clientDir, '.vite/manifest.json')])
    hash.update(file.slice(file.lastIndexOf('/'))).update(readFileSync(file));
  return hash.digest('hex');
}

/** The build-time code that makes payloads and data files: the builders, the catalogue's reads and the price rules they apply. */
const BUILDER_DIRS = ['../catalogue', '.', '../../src/domain'];

/**
 * A hash of the code that renders pages: the SSR bundle's files, the client's manifest (hashed file
 * names), what pages link and inline (`assets`: the first screens' styles), and the build's own
 * payload and data code (a builder that changes a page's payload changes the id, so no page or
 * carried figure of the old code is reused).
 */
export function pageCodeHash(serverDir: string, clientDir: string, assets: SiteAssets): string {
  const hash = createHash('sha256').update(codeHash(serverDir, clientDir)).update(JSON.stringify(assets));
  for (const dir of BUILDER_DIRS) {
    const root = join(import.meta.dirname, dir);
    for (const file of filesUnder(root).filter((name) => /\.(ts|sql)$/.test(name) && !/\.test(-kit)?\.ts$/.test(name)))
      hash.update(file.slice(root.length)).update(readFileSync(file));
  }
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
