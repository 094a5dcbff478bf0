import { readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { PRODUCT_INDEX_BASE } from '../../src/compare/ids.ts';
import { LIST_FILE } from '../../src/catalogue-list/types.ts';
import { LOCALES, localePrefix } from '../../src/i18n/locales.ts';
import { SEARCH_INDEX_BASE } from '../../src/search/index-format.ts';
import type { CarryOver } from './carry-over.ts';
import { feedFiles } from './feed-xml.ts';
import { keysFileOf, replacedBuilds } from './live-site.ts';
import { OPEN_DATA_FILES } from './open-data.ts';
import { readPageKeys, type PageKeys } from './page-keys.ts';

/**
 * What a build writes whole each time under names that change (content-named menus and search
 * index folders, numbered buckets and sitemaps) or that it rewrites anyway: removed from a
 * folder brought up to date in place before the build writes them again. The bundles' files
 * and the catalogue's images are made the same as their sources by `linkTree` (build.ts).
 */
const WRITTEN_WHOLE = ['nav', SEARCH_INDEX_BASE.slice(1), PRODUCT_INDEX_BASE.slice(1), 'builds'];
const isWrittenWhole = (entry: string) => WRITTEN_WHOLE.includes(entry) || /^sitemap.*\.xml$/.test(entry);

/** The keys of the complete build in `dir` when it has `buildId` (the same code and context); null otherwise. */
function keysOfBuild(dir: string, buildId: string): PageKeys | null {
  try {
    const latest = JSON.parse(readFileSync(join(dir, 'builds/latest.json'), 'utf8')) as { id?: unknown; timestamp?: unknown };
    return latest.id === buildId && typeof latest.timestamp === 'number' ? readPageKeys(dir, latest.timestamp) : null;
  } catch {
    return null;
  }
}

/**
 * Makes the newest build kept beside the live one (the previous-but-one) the folder of the next
 * build, `siteDir`, when it has `buildId` and its keys: the build then replaces what changed in
 * it instead of linking every page into a new folder. Its keys file goes first: a run killed
 * from then on leaves a `siteDir` without keys, which the next build removes and starts afresh.
 * Returns its keys, or null (then `siteDir` is not touched).
 */
export function takeEarlierBuild(outDir: string, domain: string, buildId: string, siteDir: string): PageKeys | null {
  const earlier = replacedBuilds(outDir, domain).at(-1);
  const keys = earlier ? keysOfBuild(earlier, buildId) : null;
  if (!earlier || !keys) return null;
  rmSync(keysFileOf(earlier));
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(keysFileOf(siteDir), { force: true });
  renameSync(earlier, siteDir);
  for (const entry of readdirSync(siteDir).filter(isWrittenWhole)) rmSync(join(siteDir, entry), { recursive: true });
  return keys;
}

/**
 * The files an id of the keys stands for (page-keys.ts): a page's, in every locale (every locale
 * has the same routes), with the open data and list file beside it; a feed's in every locale;
 * any other output's one file (`other-market:<path>`, `families:<path>`); a drop none.
 */
function filesOfId(id: string, site: Site): string[] {
  if (id.startsWith('/')) {
    const prefix = LOCALES.map(localePrefix).find((code) => code && (id === code || id.startsWith(`${code}/`))) ?? '';
    const route = id.slice(prefix.length) || '/';
    const pages = LOCALES.map((locale) => `${localePrefix(locale)}${route === '/' ? '' : route}`);
    return [
      ...pages.flatMap((page) => [join(page, 'index.html'), join(page, '_payload.json')]),
      ...[...OPEN_DATA_FILES, LIST_FILE].map((name) => join(route, name)),
    ];
  }
  const [kind, path] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  if (kind === 'drop') return [];
  return kind === 'feed' ? feedFiles(site, path) : [path];
}

/**
 * Removes from a build made in place the files of every id its earlier build had and this one
 * does not make (a product or category gone: its pages in every language, feeds, open data,
 * other market and family files), and the folders left empty. Returns the ids gone.
 */
export function removeGone(carry: CarryOver, site: Site): number {
  const gone = [...(carry.inPlace?.keys() ?? [])].filter((id) => !carry.keys.has(id));
  const folders = new Set<string>();
  for (const file of gone.flatMap((id) => filesOfId(id, site))) {
    rmSync(join(carry.dir, file), { force: true });
    folders.add(dirname(file));
  }
  // Deepest first, so a category's folder is empty once its products' are gone.
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) removeIfEmpty(carry.dir, folder);
  return gone.length;
}

/** Removes `folder` (inside `root`) and the folders above it while they are empty. */
function removeIfEmpty(root: string, folder: string): void {
  for (let at = folder; at !== '/' && at !== '.' && at !== ''; at = dirname(at)) {
    try {
      rmdirSync(join(root, at));
    } catch {
      return;
    }
  }
}
