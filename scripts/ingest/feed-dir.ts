import { readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

export interface DirFeed {
  shopId: string;
  file: string;
}

/** An entry of a feeds folder that is not listed, and why: `${path}: ${reason}` is the message. */
export interface SkippedEntry {
  path: string;
  reason: string;
}

/** Why an entry that readdir listed cannot be read. */
function problem(error: unknown, what: 'folder' | 'file'): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `a symbolic link to a missing ${what}; skipped: fix or remove the link`;
  if (code === 'ELOOP') return 'a symbolic link that loops; skipped: fix or remove the link';
  return `not readable (${code ?? (error as Error).message}); skipped: check its permissions`;
}

/** The entry at `path`, symbolic links followed; the problem instead when it cannot be read. */
function statOf(path: string, what: 'folder' | 'file'): Stats | string {
  try {
    return statSync(path);
  } catch (error) {
    return problem(error, what);
  }
}

/**
 * The feeds of a directory `<shopId>/<date>.<ext>`, oldest first (then by shop). Symbolic links
 * to a folder or file are followed. A shop folder or a date-named entry that is not usable (a
 * broken link, a folder where a feed should be, one that cannot be read) is skipped and named in
 * `skipped`; other plain files and names are ignored.
 */
export function listFeedDir(dir: string): { feeds: DirFeed[]; skipped: SkippedEntry[] } {
  const feeds: (DirFeed & { name: string })[] = [];
  const skipped: SkippedEntry[] = [];
  const skip = (path: string, reason: string) => skipped.push({ path, reason });
  for (const shopId of readdirSync(dir).sort()) {
    const shopDir = join(dir, shopId);
    const shop = statOf(shopDir, 'folder');
    if (typeof shop === 'string') skip(shopDir, shop);
    if (typeof shop === 'string' || !shop.isDirectory()) continue;
    let names: string[];
    try {
      names = readdirSync(shopDir).sort();
    } catch (error) {
      skip(shopDir, problem(error, 'folder'));
      continue;
    }
    for (const name of names) {
      if (!/^\d{4}-\d{2}-\d{2}/.test(name)) continue;
      const file = join(shopDir, name);
      const feed = statOf(file, 'file');
      if (typeof feed === 'string') skip(file, feed);
      else if (feed.isDirectory()) skip(file, 'a folder, not a feed file; skipped: replace it with the feed file');
      else if (!feed.isFile()) skip(file, 'not a regular file; skipped: replace it with the feed file');
      else feeds.push({ shopId, file, name });
    }
  }
  feeds.sort((a, b) => a.name.localeCompare(b.name) || a.shopId.localeCompare(b.shopId));
  return { feeds: feeds.map(({ shopId, file }) => ({ shopId, file })), skipped };
}
