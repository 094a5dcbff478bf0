import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../sites/index.ts';
import { FEED_FILE } from '../../src/lib/feed-path.ts';
import { PICTURE_BASE } from '../../src/lib/picture.ts';
import { SEARCH_INDEX_BASE } from '../../src/search/index-format.ts';
import { formatHeadersFile, formatNginxInclude, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { formatNginxRedirects, parseRedirectsFile, REDIRECTS_FILE } from './redirects-file.ts';
import { writeFile } from './write-file.ts';

/** Script types a browser runs; anything else (`application/json`, `application/ld+json`) is data. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The inline scripts a browser would run and the inline styles of a page, as their text. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (SCRIPT_TYPES.has(type.toLowerCase())) scripts.push(text);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = '']) => text);
  return { scripts, styles };
}

/** A CSP hash source: `'sha256-<base64>'` of the element's text as written. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Hosts the analytics need, only for the ids a site configures (docs/decisions/006-headers-caching-and-hosts.md). Mixpanel
 * is bundled (a chunk of our own) and only sends; the beacon and the tag manager are scripts.
 * Google's hosts are those of its CSP guide for GA4 through the tag manager.
 */
function analyticsSources(site: Site): { script: string[]; connect: string[]; img: string[] } {
  const { mixpanelToken, gtmId, beaconToken } = site.analytics;
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  return {
    script: [...(beaconToken ? ['https://static.cloudflareinsights.com'] : []), ...(gtmId ? ['https://www.googletagmanager.com'] : [])],
    connect: [
      ...(mixpanelToken ? ['https://api-js.mixpanel.com'] : []),
      ...(beaconToken ? ['https://cloudflareinsights.com'] : []),
      ...(gtmId ? google : []),
    ],
    img: gtmId ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [],
  };
}

/** The site's policy: its own origin, the hashes of its inline code, its analytics hosts and its alerts service. */
export function contentSecurityPolicy(site: Site, inline: { scripts: string[]; styles: string[] }): string {
  const hosts = analyticsSources(site);
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${unique(["'self'", ...inline.scripts.map(hashSource), ...hosts.script])}`,
    `style-src ${unique(["'self'", ...inline.styles.map(hashSource)])}`,
    `img-src ${unique(["'self'", ...hosts.img])}`,
    `connect-src ${unique(["'self'", ...hosts.connect, ...(site.alertsUrl ? [new URL(site.alertsUrl).origin] : [])])}`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Files whose name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Every page gets the policy and the security headers; hashed assets, the search index's
 * shard folder (named by its content's hash; the entry files beside it are not), the menus'
 * files and the made pictures are cached for a year; feeds are typed as Atom. Nothing else sets Cache-Control: Cloudflare Pages joins the values of every matching
 * rule, so a `/*` rule would spoil those. Both hosts revalidate everything else by default.
 * Cloudflare drops a rule with two `*`, hence the `:version` placeholder (one path segment).
 */
export function siteHeaderRules(site: Site, inline: { scripts: string[]; styles: string[] }): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(site, inline)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    { pattern: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
    { pattern: `${SEARCH_INDEX_BASE}/:version/*`, headers: [['Cache-Control', IMMUTABLE]] },
    // The menus' files are named by their content's hash too (`/nav/<locale>-<hash>.json`), and so are made pictures.
    { pattern: '/nav/*', headers: [['Cache-Control', IMMUTABLE]] },
    { pattern: `${PICTURE_BASE}*`, headers: [['Cache-Control', IMMUTABLE]] },
    // Hosts type `.xml` as generic XML; feed readers and browsers expect an Atom feed's own type.
    { pattern: `/*/${FEED_FILE}`, headers: [['Content-Type', 'application/atom+xml; charset=utf-8']] },
  ];
}

/**
 * Writes `<siteDir>/_headers`. The hashes come from the sr home as rendered, which carries the
 * inline scripts of every page (the consent test) and its own (the language redirect), from each
 * screen's early script and from each screen's inline styles (its first screen's), as `screens`
 * gives them. The build-output tests check that every page's inline code is covered.
 */
export function writeHostHeaders(siteDir: string, site: Site, screens: { scripts: string[]; styles: string[] }): void {
  const home = inlineCode(readFileSync(join(siteDir, 'index.html'), 'utf8'));
  const unique = (texts: string[]) => [...new Set(texts)];
  const rules = siteHeaderRules(site, {
    scripts: unique([...home.scripts, ...screens.scripts]),
    styles: unique([...home.styles, ...screens.styles]),
  });
  writeFile(
    join(siteDir, '_headers'),
    formatHeadersFile(rules, `${site.domain}: written by the build (scripts/prerender/security-headers.ts)`),
  );
}

/**
 * Writes `<outDir>/<domain>.nginx.conf` from the live site's `_headers`, for nginx to `include` in
 * each location, and `<outDir>/<domain>.redirects.nginx.conf` from its `_redirects`, to include
 * in the server block (docs/operations.md): beside the site and outside what it serves. Written
 * once the site is in place, so they never describe a build that failed.
 */
export function writeNginxInclude(outDir: string, domain: string): void {
  const rules = parseHeadersFile(readFileSync(join(outDir, domain, '_headers'), 'utf8'));
  writeFileSync(
    join(outDir, `${domain}.nginx.conf`),
    formatNginxInclude(rules, `${domain}: written by the build from ${domain}/_headers; reload nginx after each build`),
  );
  const redirects = existsSync(join(outDir, domain, REDIRECTS_FILE)) ? readFileSync(join(outDir, domain, REDIRECTS_FILE), 'utf8') : '';
  writeFileSync(
    join(outDir, `${domain}.redirects.nginx.conf`),
    formatNginxRedirects(
      parseRedirectsFile(redirects),
      `${domain}: written by the build from ${domain}/${REDIRECTS_FILE}; reload nginx after each build`,
    ),
  );
}
