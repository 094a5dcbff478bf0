import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { keysFileOf } from './live-site.ts';
import { writeFile } from './write-file.ts';

/**
 * A build's keys: a product's pages' (article-key.ts) by its route, the same in every locale;
 * any other page's by its path, the hash of its payload; feeds' and other files' by an id of
 * their own (`feed:<page>`, `other-market:<file>`); and a product's drop with the article key
 * it was judged for (`drop:<route>`, carryDrop).
 */
export type PageKeys = Map<string, string>;

/** The key of a file made from `json` alone (a page without a key of its own: its payload): its hash, as long as an article key. */
export const jsonKey = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

/**
 * The page keys of the build in `buildDir` whose `builds/latest.json` has `timestamp`; null
 * when there are none or they belong to another build.
 */
export function readPageKeys(buildDir: string, timestamp: number): PageKeys | null {
  try {
    const data = JSON.parse(readFileSync(keysFileOf(buildDir), 'utf8')) as { timestamp?: unknown; keys?: unknown };
    if (data.timestamp !== timestamp || !Array.isArray(data.keys)) return null;
    return new Map(data.keys as [string, string][]);
  } catch {
    return null;
  }
}

/** Writes the keys of the build being made in `buildDir`, stamped with its `builds/latest.json` timestamp. */
export function writePageKeys(buildDir: string, timestamp: number, keys: PageKeys): void {
  writeFile(keysFileOf(buildDir), JSON.stringify({ timestamp, keys: [...keys] }));
}
