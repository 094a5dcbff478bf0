import { join } from 'node:path';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import { siteNav } from './payloads/common.ts';
import { writeFile } from './write-file.ts';

/** Writes each language's menu to its shared file (`/nav/<locale>-<hash>.json`); returns their JSON by file. */
export function writeNavFiles(siteDir: string, snapshot: Snapshot): Record<string, string> {
  const navs: Record<string, string> = {};
  for (const locale of LOCALES) {
    const { file, json } = siteNav(snapshot, locale);
    writeFile(join(siteDir, file), json);
    navs[file] = json;
  }
  return navs;
}

/** The dev server's answer for `pathname`: a menu's JSON, or undefined when no language's menu is there. */
export function readNavFile(snapshot: Snapshot, pathname: string): string | undefined {
  for (const locale of LOCALES) {
    const { file, json } = siteNav(snapshot, locale);
    if (file === pathname) return json;
  }
  return undefined;
}
