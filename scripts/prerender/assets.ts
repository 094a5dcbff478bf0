import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../../pages/document.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export const CLIENT_ENTRY = 'pages/entry-client.tsx';

/**
 * The stylesheet, an input of the client build beside the entry rather than imported by it: a
 * stylesheet the entry imported would be a dependency of every lazy chunk, which Vite's loader
 * fetches and applies again (and waits for) before running the chunk, though every page has it.
 */
export const CLIENT_STYLES = 'src/styles.css';

/**
 * Stylesheets up to this size (minified) are inlined in every page's head: ours, inlined, costs a
 * page's HTML less than a render-blocking request (docs/decisions/027-inline-styles.md).
 */
const INLINE_CSS_LIMIT = 32 * 1024;

/** Per locale, the client files a page needs: the entry, its CSS, its imports and the locale's messages. */
export function readPageAssets(clientDir: string): Record<Locale, PageAssets> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const stylesheet = manifest[CLIENT_STYLES];
  if (!entry || !stylesheet)
    throw new Error(`The client build has no ${CLIENT_ENTRY} or ${CLIENT_STYLES} in its manifest; run the build again.`);
  const imports = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  // Small styles go inline (Astro does the same below 4 KB gzip): one request less before first paint.
  const styles = readFileSync(join(clientDir, stylesheet.file), 'utf8');
  const inline = styles.length <= INLINE_CSS_LIMIT;
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = manifest[`locales/${locale}.json`];
      return [
        locale,
        {
          script: `/${entry.file}`,
          css: inline ? [] : [`/${stylesheet.file}`],
          inlineCss: inline ? styles : undefined,
          preload: [...imports, ...(messages ? [`/${messages.file}`] : [])],
        },
      ];
    }),
  ) as Record<Locale, PageAssets>;
}
