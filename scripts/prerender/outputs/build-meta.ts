import { join } from 'node:path';
import { SCREEN_ROUTES } from '../../../pages/route-table.ts';
import { buildMetaFile, LATEST_FILE, type BuildMeta, type LatestBuild } from '../../../src/deploy/build-files.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/** `builds/latest.json` and `builds/meta/<id>.json` (src/deploy/build-files.ts). */
export function buildMeta(id: string, timestamp: number): { latest: LatestBuild; meta: BuildMeta } {
  const prefixes = LOCALES.filter((locale) => locale !== 'sr');
  const matcher = SCREEN_ROUTES.filter((route) => route.screen !== 'not-found').map(
    (route) => `/{${['', ...prefixes.map((prefix) => `${prefix}/`)].join(',')}}${route.path ?? ''}`,
  );
  return { latest: { id, timestamp }, meta: { id, timestamp, matcher, prerendered: [] } };
}

function writeBuildMeta(siteDir: string, id: string, timestamp: number): void {
  const { latest, meta } = buildMeta(id, timestamp);
  writeFile(join(siteDir, LATEST_FILE), JSON.stringify(latest));
  writeFile(join(siteDir, buildMetaFile(id)), JSON.stringify(meta));
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
    return pathname === buildMetaFile('dev') ? fileAnswer(JSON.stringify(meta)) : undefined;
  },
};
