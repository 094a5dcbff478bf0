import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A build's keys: a product's pages' (article-key.ts) by its route, the same in every locale;
 * any other page's by its path, the hash of its payload; feeds' and other files' by an id of
 * their own (`feed:<page>`, `other-market:<file>`); and a product's drop with the article key
 * it was judged for (`drop:<route>`, carryDrop).
 */
export type PageKeys = Map<string, string>;

/** The key of a file made from `json` alone (a page without a key of its own: its payload): its hash, as long as an article key. */
export const jsonKey = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

/** A site's page keys, kept beside its folder (nothing there to serve); `.next` while its build runs. */
const keysFile = (outDir: string, domain: string, next = false) => join(outDir, `.${domain}${next ? '.next' : ''}.keys.json`);

/**
 * The page keys of the live build whose `builds/latest.json` has `timestamp`; null when there
 * are none or they belong to another build (one interrupted between its two renames, say).
 */
export function readPageKeys(outDir: string, domain: string, timestamp: number): PageKeys | null {
  try {
    const data = JSON.parse(readFileSync(keysFile(outDir, domain), 'utf8')) as { timestamp?: unknown; keys?: unknown };
    if (data.timestamp !== timestamp || !Array.isArray(data.keys)) return null;
    return new Map(data.keys as [string, string][]);
  } catch {
    return null;
  }
}

/** Writes the keys of the build being made, stamped with its `builds/latest.json` timestamp. */
export function writePageKeys(outDir: string, domain: string, timestamp: number, keys: PageKeys): void {
  writeFileSync(keysFile(outDir, domain, true), JSON.stringify({ timestamp, keys: [...keys] }));
}

/** Puts the new build's keys in place once its folder is (swapIn). */
export function swapPageKeys(outDir: string, domain: string): void {
  if (existsSync(keysFile(outDir, domain, true))) renameSync(keysFile(outDir, domain, true), keysFile(outDir, domain));
  else rmSync(keysFile(outDir, domain), { force: true });
}
