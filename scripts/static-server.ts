import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from './deploy/object-headers.ts';
import { headerMatcher, parseHeadersFile } from './prerender/headers-file.ts';
import { parseRedirectsFile, redirectOf, REDIRECTS_FILE } from './prerender/redirects-file.ts';

export type NotFoundPages = 'nearest' | 'root';

const HEADERS_FILE = '_headers';

/** Errors that mean a path names nothing: missing, under a file, a link loop, a name too long. */
function notThere(error: unknown): boolean {
  return ['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '');
}

/** The path a URL path names inside `root`, decoded and normalised: null for a bad escape or a path that would leave `root` (`..`, `%2e%2e`, `..%2f`). */
function pathInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  return path.startsWith(root + sep) ? path : null;
}

/** The file a URL path names inside `root`: null for a path that would leave `root` (by a link too), a bad escape, a folder or nothing. */
export function fileInside(root: string, pathname: string): string | null {
  const path = pathInside(root, pathname);
  try {
    return path && realpathSync(path).startsWith(realpathSync(root) + sep) && statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** A file of the site, open: its real path, descriptor and stat. */
interface OpenFile {
  path: string;
  fd: number;
  stat: Stats;
}

/**
 * Opens `path` when it is a regular file whose real path is inside `realRoot`; null when it is
 * missing, not a regular file, or a link that leads out of the site (to /etc/passwd). A link to a
 * file inside the site is served as that file. The file is opened once and read through the
 * descriptor, so a swap of the site cannot remove it between a check and the read.
 */
function openInside(realRoot: string, path: string): OpenFile | null {
  let fd: number;
  let real: string;
  try {
    real = realpathSync(path);
    if (!real.startsWith(realRoot + sep)) return null;
    // No link is followed after the check; a fifo would block the open.
    fd = openSync(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if (notThere(error)) return null;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return { path: real, fd, stat };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  closeSync(fd);
  return null;
}

/** The file a URL path names: `/a/b` is `/a/b/index.html`; null outside the root or when missing. */
function openPage(realRoot: string, pathname: string): OpenFile | null {
  for (const candidate of [pathname, `${pathname}/index.html`]) {
    const path = pathInside(realRoot, candidate);
    const file = path && openInside(realRoot, path);
    if (file) return file;
  }
  return null;
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
function notFoundFile(realRoot: string, pathname: string, notFound: NotFoundPages): OpenFile | null {
  const parts = notFound === 'root' ? [] : pathname.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const file = openInside(realRoot, join(realRoot, ...parts.slice(0, depth), '404.html'));
    if (file) return file;
  }
  return null;
}

/** A file the host reads (`_headers`, `_redirects`), parsed again only when it changes (a rebuild or a swap while serving). */
function hostFile<T>(name: string, parse: (text: string) => T): (realRoot: string) => T {
  let cached = { key: 'none', value: parse('') };
  return (realRoot) => {
    const file = openInside(realRoot, join(realRoot, name));
    try {
      const key = file ? `${file.stat.dev}:${file.stat.ino}:${file.stat.mtimeMs}:${file.stat.size}` : '';
      if (key !== cached.key) cached = { key, value: parse(file ? readFileSync(file.fd, 'utf8') : '') };
    } finally {
      if (file) closeSync(file.fd);
    }
    return cached.value;
  };
}

/** A plain-text answer no cache keeps. */
function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(text);
}

/**
 * Serves one built site as a static host would: gzip, the headers its `_headers` file gives,
 * and a `404.html` for missing paths. Only what exists may be cached: anything that is not a
 * 200 is `no-store` (nginx's `add_header` leaves error responses alone the same way).
 * `rootDir` may be a link that a deployment replaces: it is resolved again for every request.
 */
export function serveStatic(rootDir: string, options: { notFound?: NotFoundPages } = {}): Server {
  const server = createServer(staticHandler(rootDir, options));
  // Node closes an idle kept-alive connection after 5 s: a client that reuses it just then (a
  // browser, or Playwright fetching for a test on a busy machine) gets ECONNRESET. Idle
  // connections are kept for a minute, as CDNs and proxies do.
  server.keepAliveTimeout = 60_000;
  return server;
}

/** What serveStatic answers, as a request handler (for an HTTP/2 server too: node:http2's compatibility API). */
export function staticHandler(rootDir: string, options: { notFound?: NotFoundPages } = {}) {
  const root = resolve(rootDir);
  const headersFor = hostFile(HEADERS_FILE, (text) => headerMatcher(parseHeadersFile(text)));
  const redirectsFor = hostFile(REDIRECTS_FILE, parseRedirectsFile);
  return (request: Pick<IncomingMessage, 'url' | 'method' | 'headers'>, response: ServerResponse): void => {
    const url = requestUrl(request.url);
    if (!url) {
      plain(response, 400, 'Bad request');
      return;
    }
    try {
      // One real root for the whole answer, though the link is swapped meanwhile.
      const realRoot = realpathSync(root);
      const redirect = redirectOf(redirectsFor(realRoot), url.pathname);
      if (redirect) {
        response.writeHead(301, { location: redirect, 'cache-control': 'no-cache' }).end();
        return;
      }
      let file = openPage(realRoot, url.pathname);
      // The host reads `_headers` and `_redirects`; they are not part of the site, whatever path names them.
      if (file && [HEADERS_FILE, REDIRECTS_FILE].some((name) => file?.path === join(realRoot, name))) {
        closeSync(file.fd);
        file = null;
      }
      let status = 200;
      if (!file) {
        status = 404;
        file = notFoundFile(realRoot, url.pathname, options.notFound ?? 'nearest');
      }
      if (!file) {
        plain(response, 404, 'Not found');
        return;
      }
      let body: Buffer;
      try {
        body = readFileSync(file.fd);
      } finally {
        closeSync(file.fd);
      }
      // The site's `_headers` may type a file (feeds), as the hosts let it.
      const headers: Record<string, string> = {
        'cache-control': 'no-cache',
        'content-type': contentTypeOf(file.path),
        ...headersFor(realRoot)(url.pathname),
      };
      if (status !== 200) {
        headers['cache-control'] = 'no-store';
        headers['content-type'] = contentTypeOf(file.path);
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
    } catch (error) {
      // The site changed or cannot be read: this request fails, the server goes on.
      if (response.headersSent) response.destroy();
      else if (notThere(error)) plain(response, 404, 'Not found');
      else plain(response, 503, 'Service Unavailable');
    }
  };
}
