import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../../pages/document.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export const CLIENT_ENTRY = 'pages/entry-client.tsx';

/**
 * Stylesheets up to this size (minified) are inlined in every page's head (docs/decisions:
 * inline styles): 25 KB, 6 KB gzip, costs a page's HTML less than a render-blocking request.
 */
const INLINE_CSS_LIMIT = 32 * 1024;

/** Per locale, the client files a page needs: the entry, its CSS, its imports and the locale's messages. */
export function readPageAssets(clientDir: string): Record<Locale, PageAssets> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY} in its manifest; run the build again.`);
  const imports = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  // Small styles go inline (Astro does the same below 4 KB gzip): one request less before first paint.
  const styles = (entry.css ?? []).map((file) => readFileSync(join(clientDir, file), 'utf8'));
  const inline = styles.join('').length <= INLINE_CSS_LIMIT;
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = manifest[`locales/${locale}.json`];
      return [
        locale,
        {
          script: `/${entry.file}`,
          css: inline ? [] : (entry.css ?? []).map((file) => `/${file}`),
          inlineCss: inline ? styles.join('') : undefined,
          preload: [...imports, ...(messages ? [`/${messages.file}`] : [])],
        },
      ];
    }),
  ) as Record<Locale, PageAssets>;
}
