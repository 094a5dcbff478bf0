import { join } from 'node:path';
import { LOCALES } from '../../../src/i18n/locales.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { siteNav } from '../payloads/common.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type Output } from './output.ts';

/** Each language's menu by its shared file (`/nav/<locale>-<hash>.json`), as JSON. */
export function navFiles(snapshot: Snapshot): Record<string, string> {
  const navs: Record<string, string> = {};
  for (const locale of LOCALES) {
    const { file, json } = siteNav(snapshot, locale);
    navs[file] = json;
  }
  return navs;
}

export const menusOutput: Output = {
  name: 'menus',
  files: '`/nav/<locale>-<hash>.json`',
  key: 'none: named by their content, written afresh',
  writtenWhole: ['nav'],
  open: ({ snapshot, dir }) => ({
    write: () => {
      for (const [file, json] of Object.entries(navFiles(snapshot))) writeFile(join(dir, file), json);
    },
  }),
  serve: ({ snapshot, pathname }) => {
    const json = navFiles(snapshot())[pathname];
    return json === undefined ? undefined : fileAnswer(json);
  },
};
