import { describe, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { formatHeadersFile, formatNginxInclude, headerMatcher, parseHeadersFile } from './headers-file.ts';
import { contentSecurityPolicy, hashSource, inlineCode, siteHeaderRules } from './security-headers.ts';

const [plain] = loadSites({});
const [configured] = loadSites({ SITE_MNE_MIXPANEL_TOKEN: 'token-123', SITE_MNE_GTM_ID: 'GTM-ABCD', SITE_MNE_BEACON_TOKEN: 'beacon-1' });
const [mixpanelOnly] = loadSites({ SITE_MNE_MIXPANEL_TOKEN: 'token-123' });

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part): [string, string[]] => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('inline code', () => {
  test('scripts that run and styles are found; data scripts and external ones are not', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/json" id="__payload">{}</script><script type="application/ld+json">{}</script>' +
      '<style>p{color:red}</style>';
    expect(inlineCode(html)).toEqual({ scripts: ['a()', 'b()'], styles: ['p{color:red}'] });
  });

  test('hashes are the base64 SHA-256 of the text as written', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('content security policy', () => {
  const inline = { scripts: ['a()'], styles: ['p{}'] };

  test('with no analytics ids: only the own origin and the hashes', () => {
    const policy = directives(contentSecurityPolicy(plain!, inline));
    expect(policy['script-src']).toEqual(["'self'", hashSource('a()')]);
    expect(policy['style-src']).toEqual(["'self'", hashSource('p{}')]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'"]);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  test('a site with price alerts may send to its alerts service, and nowhere else for it', () => {
    const withAlerts = directives(contentSecurityPolicy({ ...plain!, alertsUrl: 'https://alerts.cjenovnik.me/' }, inline));
    expect(withAlerts['connect-src']).toEqual(["'self'", 'https://alerts.cjenovnik.me']);
    expect(withAlerts['form-action']).toEqual(["'self'"]);
  });

  test('analytics hosts only for the ids a site has', () => {
    const mixpanel = directives(contentSecurityPolicy(mixpanelOnly!, inline));
    expect(mixpanel['script-src']).toEqual(["'self'", hashSource('a()')]);
    expect(mixpanel['connect-src']).toEqual(["'self'", 'https://api-js.mixpanel.com']);
    const all = directives(contentSecurityPolicy(configured!, inline));
    expect(all['script-src']).toEqual([
      "'self'",
      hashSource('a()'),
      'https://static.cloudflareinsights.com',
      'https://www.googletagmanager.com',
    ]);
    expect(all['connect-src']).toEqual(expect.arrayContaining(['https://api-js.mixpanel.com', 'https://cloudflareinsights.com']));
    expect(all['connect-src']).toContain('https://*.google-analytics.com');
  });
});

describe('_headers', () => {
  const rules = siteHeaderRules(plain!, { scripts: [], styles: ['p{}'] });

  test('written and read back unchanged', () => {
    expect(parseHeadersFile(formatHeadersFile(rules, 'test'))).toEqual(rules);
  });

  test('every path gets the security headers; only /assets/ the year-long cache', () => {
    const headersForPath = headerMatcher(rules);
    const page = headersForPath('/en/telefoni');
    expect(page['content-security-policy']).toContain("default-src 'self'");
    expect(page).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(page['cache-control']).toBeUndefined();
    expect(headersForPath('/assets/entry-AbC.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath('/assetsx')['cache-control']).toBeUndefined();
  });

  test("the search index's shards are cached for a year; the entry files that name their folder are not", () => {
    const headersForPath = headerMatcher(rules);
    expect(headersForPath('/search-index/3f2a9c0e1b7d/t/sa.json')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath('/search-index/3f2a9c0e1b7d/d/12.json')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath('/search-index/sr.json')['cache-control']).toBeUndefined();
    expect(headersForPath('/search-index/sr.json')['x-content-type-options']).toBe('nosniff');
  });

  test("the menus' files, named by their content's hash, are cached for a year; feeds are typed as Atom", () => {
    const headersForPath = headerMatcher(rules);
    expect(headersForPath('/nav/en-3f2a9c0e1b7d.json')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath('/en/telefoni/feed.xml')['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(headersForPath('/sitemap-en-1.xml')['content-type']).toBeUndefined();
  });

  test('a header set by two matching rules is joined by a comma, as Cloudflare Pages does', () => {
    const parsed = parseHeadersFile('/*\n  X-A: 1\n/a/*\n  x-a: 2\n');
    expect(headerMatcher(parsed)('/a/b')).toEqual({ 'x-a': '1, 2' });
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
  });
});

describe('nginx include', () => {
  const rules = siteHeaderRules(configured!, { scripts: ['a()'], styles: ['p{}'] });

  test("the /* rule's headers as add_header lines for every status; caching is left to the locations", () => {
    const include = formatNginxInclude(rules, 'cjenovnik.me: test');
    const lines = include.trimEnd().split('\n');
    expect(lines[0]).toBe('# cjenovnik.me: test');
    expect(lines.slice(1)).toEqual([
      `add_header Content-Security-Policy "${contentSecurityPolicy(configured!, { scripts: ['a()'], styles: ['p{}'] })}" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    ]);
    expect(include).not.toContain('Cache-Control');
  });

  test('a value nginx would read otherwise (a quote, a backslash, a variable, a line break) is refused', () => {
    for (const value of ['a"b', 'a\\b', '$host', 'a\nadd_header X 1;'])
      expect(() => formatNginxInclude([{ pattern: '/*', headers: [['X-A', value]] }], 't'), value).toThrow(/cannot go into nginx/);
  });
});
