import { load } from 'cheerio';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { formatNginxInclude, headerMatcher, parseHeadersFile } from './headers-file.ts';

/** The fixture sites' `_headers` against every page the build wrote (`npm test` builds them first). */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function sources(policy: string, directive: string): string[] {
  const part = policy.split(/;\s*/).find((candidate) => candidate.startsWith(`${directive} `));
  return part?.split(' ').slice(1) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

for (const site of loadSites(process.env)) {
  describe(`${site.domain} _headers`, () => {
    const siteDir = join(DIST, site.domain);
    const file = join(siteDir, '_headers');
    if (!existsSync(file)) throw new Error(`${file} is missing. Build the fixture: npx tsx scripts/fixture/build-fixture.ts`);
    const rules = parseHeadersFile(readFileSync(file, 'utf8'));
    const headersForPath = headerMatcher(rules);
    const page = headersForPath('/en/telefoni');
    const policy = page['content-security-policy'] ?? '';

    test('every inline script that runs and every inline style of every page has its hash in the policy', () => {
      const files = htmlFiles(siteDir);
      expect(files.length).toBeGreaterThan(50);
      const missing = new Set<string>();
      for (const html of files) {
        const $ = load(readFileSync(html, 'utf8'));
        $('script:not([src])').each((_, element) => {
          const type = ($(element).attr('type') ?? '').toLowerCase();
          if (DATA_TYPES.has(type)) return;
          const hash = sha256($(element).text());
          if (!sources(policy, 'script-src').includes(hash)) missing.add(`${html}: script ${hash}`);
        });
        $('style').each((_, element) => {
          const hash = sha256($(element).text());
          if (!sources(policy, 'style-src').includes(hash)) missing.add(`${html}: style ${hash}`);
        });
        // A hash-only style-src blocks style attributes: the server markup must have none.
        if ($('[style]').length > 0) missing.add(`${html}: a style attribute`);
      }
      expect([...missing]).toEqual([]);
      expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(sources(policy, 'style-src')).not.toContain("'unsafe-inline'");
    });

    test('security headers on every path, the year-long cache on hashed assets only', () => {
      expect(page).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
      expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(page['cache-control']).toBeUndefined();
      const asset = readdirSync(join(siteDir, 'assets')).find((name) => name.startsWith('entry-client-'));
      expect(headersForPath(`/assets/${asset}`)['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    test('the nginx include beside the site carries the same headers', () => {
      const include = readFileSync(join(DIST, `${site.domain}.nginx.conf`), 'utf8');
      expect(include).toBe(
        formatNginxInclude(rules, `${site.domain}: written by the build from ${site.domain}/_headers; reload nginx after each build`),
      );
      expect(include).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    });

    test("the analytics hosts of the site's configured ids", () => {
      expect(sources(policy, 'script-src')).toEqual(
        expect.arrayContaining(['https://static.cloudflareinsights.com', 'https://www.googletagmanager.com']),
      );
      expect(sources(policy, 'connect-src')).toEqual(
        expect.arrayContaining(['https://api-js.mixpanel.com', 'https://cloudflareinsights.com']),
      );
    });
  });
}
