import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_ROUTES } from '../../pages/route-table.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

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
  return { latest: { id, timestamp }, meta: { id, timestamp, matcher, prerendered: [] as string[] } };
}

export function writeBuildMeta(siteDir: string, id: string, timestamp: number): void {
  const { latest, meta } = buildMeta(id, timestamp);
  mkdirSync(join(siteDir, 'builds/meta'), { recursive: true });
  writeFileSync(join(siteDir, 'builds/latest.json'), JSON.stringify(latest));
  writeFileSync(join(siteDir, `builds/meta/${id}.json`), JSON.stringify(meta));
}
