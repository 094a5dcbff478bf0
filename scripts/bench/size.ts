import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { runCli } from '../cli.ts';

/** The first article page: its folder is `<id>-<slug>`. */
function firstArticle(dir: string): string | null {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || ['assets', 'images', 'builds'].includes(name)) continue;
    if (/^\d+-/.test(name)) return join(path, 'index.html');
    const found = firstArticle(path);
    if (found) return found;
  }
  return null;
}

/**
 * `npm run bench:size`: first-load JavaScript of an article page (the entry script and its
 * modulepreloads, compressed as a server would send them) of a built site.
 * Options: --out (dist), --site (cjenovnik.me).
 */
function main(): void {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'dist' }, site: { type: 'string', default: 'cjenovnik.me' } },
  });
  const root = join(values.out, values.site);
  const page = firstArticle(root);
  if (!page) throw new Error(`No article page under ${root}: build the site first.`);
  const html = readFileSync(page, 'utf8');
  const files = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const code = readFileSync(join(root, file as string));
    gzip += gzipSync(code, { level: 6 }).length;
    brotli += brotliCompressSync(code).length;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `bench:size ${page.slice(root.length)}: first-load JavaScript ${files.length} files, ${kb(gzip)} gzip, ${kb(brotli)} brotli; HTML ${kb(gzipSync(html).length)} gzip`,
  );
}

runCli(import.meta.url, main);
