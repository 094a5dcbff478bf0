import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** The file a URL path names: `/a/b` is `/a/b/index.html`; null outside the root or when missing. */
function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  if (isFile(path)) return path;
  const index = join(path, 'index.html');
  return isFile(index) ? index : null;
}

/** The nearest `404.html` up the tree, as static hosts such as Cloudflare Pages answer. */
function notFoundFile(root: string, pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const candidate = join(root, ...parts.slice(0, depth), '404.html');
    if (candidate.startsWith(root) && isFile(candidate)) return candidate;
  }
  return null;
}

/** Serves one built site as a static host would (gzip, immutable hashed assets, 404.html). */
export function serveStatic(rootDir: string): Server {
  const root = resolve(rootDir);
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = notFoundFile(root, url.pathname);
    }
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (/text|json|javascript|svg|xml/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
}
