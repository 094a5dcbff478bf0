import { extname } from 'node:path';
import { headerMatcher, parseHeadersFile } from '../prerender/headers-file.ts';
import { parseRedirectsFile, redirectOf } from '../prerender/redirects-file.ts';

/** Types by extension, for the preview server and the deploy (the image and font types a catalogue may hold too). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** A file's Content-Type by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** Named by its content (cached as immutable): uploaded first, kept a while after it leaves the build. */
  immutable: boolean;
  /** A former address's page: where an S3 website answers 301 to (its `_redirects` rule); null for none. */
  redirect: string | null;
}

/**
 * Content-Type and Cache-Control of each path by the site's `_headers` rules (written by
 * scripts/prerender/security-headers.ts): what the rules give, else the type by extension and
 * `no-cache` (revalidated), as `npm run preview` and the nginx example serve it; a former
 * address's page carries its redirect (`_redirects`), which an S3 website answers with a 301.
 */
export function objectHeaders(headersFile: string, redirectsFile = ''): (path: string) => ObjectHeaders {
  const match = headerMatcher(parseHeadersFile(headersFile));
  const redirects = parseRedirectsFile(redirectsFile);
  return (path) => {
    const headers = match(`/${path}`);
    const cacheControl = headers['cache-control'] ?? 'no-cache';
    return {
      contentType: headers['content-type'] ?? contentTypeOf(path),
      cacheControl,
      immutable: /\bimmutable\b/.test(cacheControl),
      redirect: path.endsWith('index.html') ? redirectOf(redirects, `/${path}`) : null,
    };
  };
}
