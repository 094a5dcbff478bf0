import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../pages/document.ts';
import { absoluteUrl } from '../../pages/head.ts';
import type { Site } from '../../sites/index.ts';
import { LOCALES, languageTag, type Locale } from '../../src/i18n/locales.ts';
import type { Page } from './pages.ts';

/** The sitemap protocol's limits: 50,000 URLs and 50 MB per file (kept under with a margin). */
const LIMITS = { urls: 50_000, bytes: 45 * 1024 * 1024 };

/**
 * Collects the prerendered pages as they stream past, then writes `sitemap.xml` (an index)
 * with one sitemap per locale, split at the protocol's limits, each URL with its hreflang
 * alternates, and `robots.txt` naming the index.
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
      const files: string[] = [];
      for (const locale of LOCALES) {
        let part: string[] = [];
        let bytes = 0;
        const flush = () => {
          const name = `sitemap-${locale}-${files.filter((file) => file.startsWith(`sitemap-${locale}-`)).length + 1}.xml`;
          writeFileSync(
            join(siteDir, name),
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${part.join('')}</urlset>\n`,
          );
          files.push(name);
          part = [];
          bytes = 0;
        };
        for (const [route, lastmod] of routes) {
          const alternates = [
            ...LOCALES.map((other) => [languageTag(other), absoluteUrl(site, route, other)]),
            ['x-default', absoluteUrl(site, route, 'sr')],
          ]
            .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href as string)}"/>`)
            .join('');
          const entry = `<url><loc>${escapeHtml(absoluteUrl(site, route, locale))}</loc><lastmod>${lastmod || buildTime}</lastmod>${alternates}</url>\n`;
          if (part.length === limits.urls || bytes + entry.length > limits.bytes) flush();
          part.push(entry);
          bytes += entry.length;
        }
        if (part.length > 0) flush();
      }
      writeFileSync(
        join(siteDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
          files.map((file) => `<sitemap><loc>https://${site.domain}/${file}</loc><lastmod>${buildTime}</lastmod></sitemap>\n`).join('') +
          `</sitemapindex>\n`,
      );
      writeFileSync(join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: https://${site.domain}/sitemap.xml\n`);
      return files;
    },
  };
}
