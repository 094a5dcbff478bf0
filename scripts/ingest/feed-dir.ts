import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The feeds of a directory `<shopId>/<date>.<ext>`, oldest first (then by shop). */
export function listFeedDir(dir: string): { shopId: string; file: string }[] {
  const feeds: { shopId: string; file: string; name: string }[] = [];
  for (const shopId of readdirSync(dir).sort()) {
    const shopDir = join(dir, shopId);
    if (!statSync(shopDir).isDirectory()) continue;
    for (const name of readdirSync(shopDir)) {
      if (/^\d{4}-\d{2}-\d{2}/.test(name)) feeds.push({ shopId, file: join(shopDir, name), name });
    }
  }
  return feeds.sort((a, b) => a.name.localeCompare(b.name) || a.shopId.localeCompare(b.shopId));
}
