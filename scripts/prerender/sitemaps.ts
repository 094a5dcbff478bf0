import { createHash, type Hash } from 'node:crypto';
import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../pages/document.ts';
import { absoluteUrl } from '../../pages/head.ts';
import type { Site } from '../../sites/index.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import type { Page } from './pages.ts';
import { replacementName, writeFile } from './write-file.ts';
import { noteWritten, records } from './written-hashes.ts';

/** The sitemap protocol's limits: 50,000 URLs and 50 MB per file (kept under with a margin). */
const LIMITS = { urls: 50_000, bytes: 45 * 1024 * 1024 };

/** Text gathered before a write: a few writes a file, and never a whole file in memory. */
const CHUNK = 1 << 20;

const URLSET_START = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/** One locale's sitemap files, `sitemap-<locale>-<n>.xml`, written as entries come and split at the limits. */
function localeSitemaps(siteDir: string, locale: Locale, limits: typeof LIMITS) {
  const files: string[] = [];
  let fd: number | null = null;
  // The file's MD5 as it is written, when the build records its files' hashes (written-hashes.ts).
  let hash: Hash | null = null;
  // Written under another name and renamed when complete: never into a file an earlier build shares.
  const current = () => join(siteDir, files.at(-1) as string);
  let urls = 0;
  let bytes = 0;
  let pending = '';
  const flush = () => {
    if (fd !== null && pending) {
      writeSync(fd, pending);
      hash?.update(pending);
    }
    pending = '';
  };
  const close = () => {
    if (fd === null) return;
    pending += '</urlset>\n';
    flush();
    if (hash) noteWritten(fd, hash.digest('base64'), current());
    closeSync(fd);
    fd = null;
    renameSync(replacementName(current()), current());
  };
  return {
    files,
    add(entry: string): void {
      if (fd === null || urls === limits.urls || bytes + entry.length > limits.bytes) {
        close();
        files.push(`sitemap-${locale}-${files.length + 1}.xml`);
        fd = openSync(replacementName(current()), 'w');
        hash = records(current()) ? createHash('md5') : null;
        pending = URLSET_START;
        urls = 0;
        bytes = 0;
      }
      pending += entry;
      urls += 1;
      bytes += entry.length;
      if (pending.length >= CHUNK) flush();
    },
    close,
  };
}

/**
 * Collects the prerendered pages as they stream past, then writes `sitemap.xml` (an index)
 * with one sitemap per locale, split at the protocol's limits, and `robots.txt` naming the
 * index. A URL's language versions are in each page's head (hreflang), not repeated here: eight
 * alternates a URL made the sitemaps 8 to 10 times larger, all of it written again every day a
 * product in each file changes (docs/decisions/024-head-structured-data-and-sitemaps.md).
 */
export function createSitemaps(site: Site, limits = LIMITS) {
  /** Every locale has the same routes: kept once, with their last change. */
  const routes = new Map<string, string>();
  const perLocale = new Map<Locale, number>();
  return {
    add(page: Page): void {
      if (page.file || page.unlisted) return;
      perLocale.set(page.locale, (perLocale.get(page.locale) ?? 0) + 1);
      if (page.locale === 'sr') routes.set(page.route, page.lastmod);
    },
    write(siteDir: string, buildTime: string): string[] {
      for (const locale of LOCALES) {
        if ((perLocale.get(locale) ?? 0) !== routes.size)
          throw new Error(`sitemaps: locale ${locale} has ${perLocale.get(locale)} pages, sr has ${routes.size}`);
      }
      const sitemaps = LOCALES.map((locale) => localeSitemaps(siteDir, locale, limits));
      for (const [route, lastmod] of routes) {
        const tail = `</loc><lastmod>${lastmod || buildTime}</lastmod></url>\n`;
        LOCALES.forEach((locale, index) => sitemaps[index]?.add(`<url><loc>${escapeHtml(absoluteUrl(site, route, locale))}${tail}`));
      }
      for (const sitemap of sitemaps) sitemap.close();
      const files = sitemaps.flatMap((sitemap) => sitemap.files);
      writeFile(
        join(siteDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
          files.map((file) => `<sitemap><loc>https://${site.domain}/${file}</loc><lastmod>${buildTime}</lastmod></sitemap>\n`).join('') +
          `</sitemapindex>\n`,
      );
      writeFile(join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: https://${site.domain}/sitemap.xml\n`);
      return files;
    },
  };
}
