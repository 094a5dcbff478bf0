import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_ROUTES } from '../../../pages/route-table.ts';
import { LATEST_FILE, type LatestBuild } from '../../../src/deploy/build-files.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/**
 * `builds/latest.json` ({ id, timestamp }) and `builds/meta/<id>.json`. The meta stays small
 * however large the catalogue: `matcher` gives the prerendered path patterns per locale prefix,
 * and `prerendered` lists explicit paths only (none: every page under the patterns that the
 * catalogue has is prerendered; others answer 404).
 */
export function buildMeta(id: string, timestamp: number) {
  const prefixes = LOCALES.filter((locale) => locale !== 'sr');
  const matcher = SCREEN_ROUTES.filter((route) => route.screen !== 'not-found').map(
    (route) => `/{${['', ...prefixes.map((prefix) => `${prefix}/`)].join(',')}}${route.path ?? ''}`,
  );
  const latest: LatestBuild = { id, timestamp };
  return { latest, meta: { id, timestamp, matcher, prerendered: [] as string[] } };
}

function writeBuildMeta(siteDir: string, id: string, timestamp: number): void {
  const { latest, meta } = buildMeta(id, timestamp);
  mkdirSync(join(siteDir, 'builds/meta'), { recursive: true });
  writeFile(join(siteDir, LATEST_FILE), JSON.stringify(latest));
  writeFile(join(siteDir, `builds/meta/${id}.json`), JSON.stringify(meta));
}

/** What the client's deployment detection reads (src/deploy/). The dev server's build is always the latest, `dev`. */
export const buildMetaOutput: Output = {
  name: 'build meta',
  files: '`/builds/latest.json`, `/builds/meta/<build id>.json`',
  key: 'none: written afresh',
  writtenWhole: ['builds'],
  open: ({ dir, buildId, timestamp }) => ({ write: () => writeBuildMeta(dir, buildId, timestamp) }),
  serve: ({ pathname, started }) => {
    const { latest, meta } = buildMeta('dev', started);
    if (pathname === LATEST_FILE) return fileAnswer(JSON.stringify(latest));
    return pathname === '/builds/meta/dev.json' ? fileAnswer(JSON.stringify(meta)) : undefined;
  },
};
