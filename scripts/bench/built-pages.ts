import { existsSync, readdirSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { localCertificate } from '../local-certificate.ts';
import { serveStatic, staticHandler } from '../static-server.ts';

/** The options of the benches that open a built site in a browser (`parseArgs`): the site, the language of its pages, the runs each. */
export const BUILT_SITE_OPTIONS = {
  out: { type: 'string', default: 'dist' },
  site: { type: 'string', default: 'cjenovnik.me' },
  locale: { type: 'string', default: 'en' },
  runs: { type: 'string', default: '3' },
  http1: { type: 'boolean', default: false },
} as const;

/**
 * A built site served as a static host serves it, on a free local port: over HTTP/2 with TLS, as
 * a CDN serves it to browsers (one connection, requests side by side), or with `http1` over
 * HTTP/1.1 (a browser opens at most six connections to it). The browser must accept the
 * certificate (`ignoreHTTPSErrors`).
 */
export async function serveBuiltSite(dir: string, { http1 = false } = {}): Promise<{ origin: string; close: () => void }> {
  const server = http1
    ? serveStatic(dir)
    : createSecureServer({ ...localCertificate(), allowHTTP1: true }, (request, response) =>
        staticHandler(dir)(request, response as unknown as ServerResponse),
      );
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const scheme = http1 ? 'http' : 'https';
  return { origin: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The folder under `dir` whose `_payload.json` is the largest, `depth` levels below the locale folder. */
function largestPage(dir: string, depth: number): string | null {
  let best: { path: string; size: number } | null = null;
  const walk = (path: string, level: number) => {
    for (const entry of readdirSync(join(dir, path), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || ['assets', 'images', 'builds'].includes(entry.name)) continue;
      const child = `${path}/${entry.name}`;
      if (level + 1 < depth) walk(child, level + 1);
      else if (existsSync(join(dir, child, '_payload.json'))) {
        const size = statSync(join(dir, child, '_payload.json')).size;
        if (!best || size > best.size) best = { path: child, size };
      }
    }
  };
  walk('', 0);
  return (best as { path: string } | null)?.path ?? null;
}

/** The pages the browser benches open on a built site: home, the largest category and article, and a search. */
export function benchPages(dir: string, locale: string): Record<'home' | 'category' | 'article' | 'search', string> {
  const localeDir = join(dir, locale);
  if (!existsSync(join(localeDir, 'index.html'))) throw new Error(`${localeDir} has no built site: run \`npm run build\` first.`);
  return {
    home: `/${locale}/`,
    category: `/${locale}${largestPage(localeDir, 3)}`,
    article: `/${locale}${largestPage(localeDir, 4)}`,
    search: `/${locale}/search?q=samsung`,
  };
}
