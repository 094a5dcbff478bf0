import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { runCli } from '../cli.ts';

function main(): void {
  /**
   * `npm run bench:bytes`: what a product page weighs (its `index.html` and `_payload.json`, raw
   * and gzip, averaged over every product page in every language) and the whole site's output per
   * 1,000 products, on a built site. Options: --out (.tmp/bench/dist), --site (cjenovnik.me).
   */
  const { values } = parseArgs({
    options: { out: { type: 'string', default: '.tmp/bench/dist' }, site: { type: 'string', default: 'cjenovnik.me' } },
  });
  const root = join(values.out, values.site);

  let files = 0;
  let bytes = 0;
  const products = new Set<string>();
  const page = { count: 0, html: 0, htmlGzip: 0, payload: 0, payloadGzip: 0 };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files += 1;
    bytes += statSync(file).size;
    // A product page's folder is `<id>-<slug>`; the same product in every language counts once.
    const id = /\/(\d+)-[^/]+$/.exec(entry.parentPath)?.[1];
    // A former address's redirect page has no payload: not a product page.
    const payloadFile = join(entry.parentPath, '_payload.json');
    if (!id || entry.name !== 'index.html' || !existsSync(payloadFile)) continue;
    products.add(id);
    const html = readFileSync(file);
    const payload = readFileSync(payloadFile);
    page.count += 1;
    page.html += html.length;
    page.htmlGzip += gzipSync(html).length;
    page.payload += payload.length;
    page.payloadGzip += gzipSync(payload).length;
  }
  const kb = (total: number) => `${(total / page.count / 1024).toFixed(1)} KB`;
  const perThousand = 1000 / products.size;
  console.log(
    `bench:bytes ${root}: ${page.count} product pages (${products.size} products); per page: HTML ${kb(page.html)} raw, ` +
      `${kb(page.htmlGzip)} gzip; payload ${kb(page.payload)} raw, ${kb(page.payloadGzip)} gzip. Whole site: ${files} files, ` +
      `${(bytes / 1048576).toFixed(0)} MB; per 1,000 products ${Math.round(files * perThousand)} files, ${((bytes * perThousand) / 1048576).toFixed(0)} MB`,
  );
}

runCli(import.meta.url, main);
