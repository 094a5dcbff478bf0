import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteAssets } from '../../pages/document.ts';
import type { Screen } from '../../pages/payload.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { SCREEN_TEXTS } from '../../pages/screen-texts.ts';
import { CRITICAL_SELECTORS, criticalStyles, readCriticalSelectors, readStyles, SCREENS } from '../critical-css/styles.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export const CLIENT_ENTRY = 'pages/entry-client.tsx';

/**
 * A screen's own chunks that a first visit waits for before it hydrates, preloaded with its page
 * (npm run bench:slow-phone, Slow 4G over HTTP/2 as a CDN serves it): the category's view, its
 * Filters working after 2.7 s instead of 3.5; search's page, its results shown after 3.0 s
 * instead of 3.6, with its results view, which a query shows as soon as the page hydrates. (Over
 * HTTP/1.1, six connections, search's preload cost more than it saved:
 * docs/decisions/053-benches-over-http2.md.)
 */
const SCREEN_CHUNKS: Partial<Record<Screen, string[]>> = {
  category: ['pages/category/category-view.tsx'],
  search: ['pages/search/search-page.tsx'],
};

/**
 * A screen's early script, built on its own with everything it imports (vite-builds.ts) and
 * inlined in its pages: what it starts waits neither for the app's entry (125 KB gzip with its
 * imports) nor for a file of its own, which would share the line with the app's scripts. Search's
 * results come from a chain of fetches (the query's term shards, then its documents) that its
 * early script starts as soon as the page has arrived, with the index's entry the page carries
 * (npm run bench:slow-phone; docs/decisions/048-search-early-script.md,
 * 072-search-page-carries-its-index-entry.md).
 */
export const SCREEN_EARLY: Partial<Record<Screen, string>> = { search: 'pages/search/search-early.ts' };

/** Where the client build puts a screen's early script, built on its own: beside its manifest, which the site does not copy. */
export function earlyScriptFile(clientDir: string, screen: string): string {
  return join(clientDir, '.vite', 'early', `${screen}.js`);
}

/**
 * The stylesheet, an input of the client build beside the entry rather than imported by it: a
 * stylesheet the entry imported would be a dependency of every lazy chunk, which Vite's loader
 * fetches and applies again (and waits for) before running the chunk, though every page has it.
 */
export const CLIENT_STYLES = 'src/styles.css';

/** The client files from the client build's manifest, and each screen's critical styles from the stylesheet's source. */
export function readPageAssets(clientDir: string): SiteAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const stylesheet = manifest[CLIENT_STYLES];
  if (!entry || !stylesheet)
    throw new Error(`The client build has no ${CLIENT_ENTRY} or ${CLIENT_STYLES} in its manifest; run the build again.`);
  // A chunk's file and the files it imports that `seen` does not have yet.
  const chunkFiles = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
  };
  // What every page loads first: the entry's imports, and the chunks it evaluates in steps (its dynamic imports) with theirs.
  const firstLoad = new Set([CLIENT_ENTRY]);
  const imports = [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])].flatMap((key) => chunkFiles(key, firstLoad));
  const screenPreloads = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(SCREEN_CHUNKS).map(([screen, keys]) => {
        const feature = SCREEN_TEXTS[screen as Screen];
        const texts = feature ? manifest[`locales/${feature}/${locale}.json`] : undefined;
        const seen = new Set(firstLoad);
        return [screen, [...keys.flatMap((key) => chunkFiles(key, seen)), ...(texts ? [`/${texts.file}`] : [])]];
      }),
    ) as Partial<Record<Screen, string[]>>;
  const early = Object.fromEntries(
    Object.keys(SCREEN_EARLY).map((screen) => [screen, { code: readFileSync(earlyScriptFile(clientDir, screen), 'utf8') }]),
  ) as SiteAssets['early'];
  const locales = Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = manifest[`locales/${locale}.json`];
      return [
        locale,
        {
          script: `/${entry.file}`,
          css: [`/${stylesheet.file}`],
          preload: [...imports, ...(messages ? [`/${messages.file}`] : [])],
          screens: screenPreloads(locale),
        },
      ];
    }),
  ) as SiteAssets['locales'];
  const selectors = readCriticalSelectors();
  const styles = readStyles();
  const critical = Object.fromEntries(
    SCREENS.map((screen) => {
      const own = selectors[screen];
      if (!own) throw new Error(`${CRITICAL_SELECTORS} has no selectors for the ${screen} screen: run npm run critical-css.`);
      return [screen, criticalStyles(styles, new Set(own))];
    }),
  ) as Record<Screen, string>;
  return { locales, critical, early };
}
