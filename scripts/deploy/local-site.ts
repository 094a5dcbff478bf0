import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { REDIRECTS_FILE } from '../prerender/redirects-file.ts';
import { fileKey } from '../prerender/written-hashes.ts';

/** The build a deploy reads: the folder the live link named when the deploy started. */
export interface LocalSite {
  domain: string;
  dir: string;
  buildId: string;
  /** Its `builds/latest.json` timestamp (0 when it has none): the build a changes record names (changed-files.ts). */
  timestamp: number;
  headersFile: string;
  /** Its `_redirects` (products' former addresses); empty when it has none. */
  redirectsFile: string;
}

/** The sites built in `outDir`: its entries that are not hidden (links or folders). */
function builtSites(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && (entry.isSymbolicLink() || entry.isDirectory()))
    .map((entry) => entry.name);
}

/**
 * Resolves `<outDir>/<domain>` once: a build switched in later (docs/operations.md, "The
 * switch") does not change what this deploy reads.
 */
export function resolveSite(outDir: string, domain: string): LocalSite {
  const link = join(outDir, domain);
  let dir: string;
  try {
    dir = realpathSync(link);
  } catch {
    const built = builtSites(outDir);
    throw new Error(
      `No site folder ${link}: build the site first (npm run build -- --site ${domain}), or give the output folder with --out.` +
        (built.length > 0 ? ` Sites in ${outDir}: ${built.join(', ')}.` : ''),
    );
  }
  const read = (path: string) => {
    try {
      return readFileSync(join(dir, path), 'utf8');
    } catch {
      throw new Error(
        `${join(dir, path)} is missing: ${link} is not a complete build; build it again (npm run build -- --site ${domain}).`,
      );
    }
  };
  const headersFile = read('_headers');
  // A build made before redirects were written has none.
  const redirectsFile = existsSync(join(dir, REDIRECTS_FILE)) ? read(REDIRECTS_FILE) : '';
  const latest = read('builds/latest.json');
  const { id: buildId, timestamp } = JSON.parse(latest) as { id?: unknown; timestamp?: unknown };
  if (typeof buildId !== 'string' || !/^[\w-]+$/.test(buildId)) throw new Error(`${join(dir, 'builds/latest.json')} has no build id.`);
  return { domain, dir, buildId, timestamp: typeof timestamp === 'number' ? timestamp : 0, headersFile, redirectsFile };
}

/** A file of the build with what identifies its content on disk (device, inode, mtime, size). */
export interface StatFile {
  path: string;
  size: number;
  key: string;
}

/**
 * Every regular file under `dir` as a site path (`a/b/index.html`), but `_headers` and
 * `_redirects`, which the hosts read and never serve; with `folders`, only the root's files and
 * those under the named folders of the root. Anything else (a link, a socket) is skipped and returned.
 */
export function listFiles(dir: string, folders: ReadonlySet<string> | null = null): { files: StatFile[]; skipped: string[] } {
  const files: StatFile[] = [];
  const skipped: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) {
        if (prefix !== '' || !folders || folders.has(entry.name)) walk(join(folder, entry.name), `${path}/`);
      } else if (!entry.isFile()) skipped.push(path);
      else if (path !== '_headers' && path !== REDIRECTS_FILE) {
        const stat = lstatSync(join(folder, entry.name));
        files.push({ path, size: stat.size, key: fileKey(stat) });
      }
    }
  };
  walk(dir, '');
  return { files, skipped };
}
