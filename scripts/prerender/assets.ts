import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteAssets } from '../../pages/document.ts';
import type { Screen } from '../../pages/payload.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { CRITICAL_SELECTORS, criticalStyles, readCriticalSelectors, readStyles, SCREENS } from '../critical-css/styles.ts';

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

/** The client files from the client build's manifest, and each screen's critical styles from the stylesheet's source. */
export function readPageAssets(clientDir: string): SiteAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const stylesheet = manifest[CLIENT_STYLES];
  if (!entry || !stylesheet)
    throw new Error(`The client build has no ${CLIENT_ENTRY} or ${CLIENT_STYLES} in its manifest; run the build again.`);
  const imports = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  const locales = Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = manifest[`locales/${locale}.json`];
      return [
        locale,
        { script: `/${entry.file}`, css: [`/${stylesheet.file}`], preload: [...imports, ...(messages ? [`/${messages.file}`] : [])] },
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
  return { locales, critical };
}
