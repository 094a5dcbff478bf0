import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headerMatcher, parseHeadersFile } from './prerender/headers-file.ts';

export type NotFoundPages = 'nearest' | 'root';

const HEADERS_FILE = '_headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The file a URL path names inside `root`, decoded and normalised: null for a path that would
 * leave `root` (`..`, `%2e%2e`, `..%2f`), a bad escape, a folder or nothing.
 */
export function fileInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root + sep)) return null;
  return isFile(path) ? path : null;
}

/** The file a URL path names: `/a/b` is `/a/b/index.html`; null outside the root or when missing. */
function resolveFile(root: string, pathname: string): string | null {
  return fileInside(root, pathname) ?? fileInside(root, `${pathname}/index.html`);
}

/**
 * The URL of an HTTP request target. The origin form (`/path?query`) is a path, even
 * `//evil.example/x`, which `new URL(target, base)` would read as a host; the absolute form
 * (RFC 9112 section 3.2.2) is taken as written. Anything else is null (a 400).
 */
export function requestUrl(target: string | undefined): URL | null {
  if (target?.startsWith('/')) return URL.parse(`http://localhost${target}`);
  if (target && /^https?:\/\//i.test(target)) return URL.parse(target);
  return null;
}

/**
 * The `404.html` a missing path gets: the nearest one up the tree, as Cloudflare Pages
 * answers, or (`root`) only the site's root one, as Netlify, GitHub Pages and S3 do.
 */
function notFoundFile(root: string, pathname: string, notFound: NotFoundPages): string | null {
  const parts = notFound === 'root' ? [] : pathname.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const candidate = join(root, ...parts.slice(0, depth), '404.html');
    if (candidate.startsWith(root) && isFile(candidate)) return candidate;
  }
  return null;
}

/** The site's `_headers` rules, compiled again only when the file changes (a rebuild while serving). */
function hostHeaders(root: string): (pathname: string) => Record<string, string> {
  const file = join(root, HEADERS_FILE);
  let cached = { mtime: -1, match: headerMatcher([]) };
  return (pathname) => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== cached.mtime) cached = { mtime, match: headerMatcher(mtime ? parseHeadersFile(readFileSync(file, 'utf8')) : []) };
    return cached.match(pathname);
  };
}

/**
 * Serves one built site as a static host would: gzip, the headers its `_headers` file gives,
 * and a `404.html` for missing paths. Only what exists may be cached: anything that is not a
 * 200 is `no-store` (nginx's `add_header` leaves error responses alone the same way).
 */
export function serveStatic(rootDir: string, options: { notFound?: NotFoundPages } = {}): Server {
  const root = resolve(rootDir);
  const headersFor = hostHeaders(root);
  const server = createServer((request, response) => {
    const url = requestUrl(request.url);
    if (!url) {
      response.writeHead(400, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Bad request');
      return;
    }
    // The host reads `_headers`; it is not part of the site, whatever path names it.
    let file = resolveFile(root, url.pathname);
    if (file === join(root, HEADERS_FILE)) file = null;
    let status = 200;
    if (!file) {
      status = 404;
      file = notFoundFile(root, url.pathname, options.notFound ?? 'nearest');
    }
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Not found');
      return;
    }
    let body = readFileSync(file);
    // The site's `_headers` may type a file (feeds), as the hosts let it.
    const headers: Record<string, string> = {
      'cache-control': 'no-cache',
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...headersFor(url.pathname),
    };
    if (status !== 200) {
      headers['cache-control'] = 'no-store';
      headers['content-type'] = TYPES[extname(file)] ?? 'application/octet-stream';
    }
    if (
      /text|json|javascript|svg|xml/.test(headers['content-type'] as string) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding']))
    ) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  // Node closes an idle kept-alive connection after 5 s: a client that reuses it just then (a
  // browser, or Playwright fetching for a test on a busy machine) gets ECONNRESET. Idle
  // connections are kept for a minute, as CDNs and proxies do.
  server.keepAliveTimeout = 60_000;
  return server;
}
