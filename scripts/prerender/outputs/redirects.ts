import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../../pages/document.ts';
import type { Site } from '../../../sites/index.ts';
import { languageTag, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { feedPath } from '../../../src/lib/feed-path.ts';
import { localizedPath } from '../../../src/lib/paths.ts';
import type { Redirect } from '../../catalogue/former-addresses.ts';
import type { Snapshot } from '../../catalogue/snapshot.ts';
import { texts } from '../feed-xml.ts';
import { jsonKey, type OutputKeys } from '../incremental/build-keys.ts';
import { formatRedirectsFile, pageOf, REDIRECTS_FILE } from '../redirects-file.ts';
import { writeFile } from '../write-file.ts';
import { fileAnswer, type DevAnswer, type DevRequest, type Output } from './output.ts';

/**
 * The page at a former address: it sends the browser on at once (a refresh of 0 s, which search
 * engines read as a permanent redirect), names the page it leads to, and links it.
 */
export function redirectPage(site: Site, locale: Locale, redirect: Redirect): string {
  const t = texts(locale);
  const to = localizedPath(redirect.to, locale);
  const name = typeof redirect.names === 'string' ? redirect.names : redirect.names[locale];
  const [before = '', after = ''] = t('feeds.moved', { name: '\u0000' }).split('\u0000');
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('feeds.movedTitle'))}</title>
<link rel="canonical" href="${escapeHtml(`https://${site.domain}${to}`)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<main><p>${escapeHtml(before)}<a href="${escapeHtml(to)}">${escapeHtml(name)}</a>${escapeHtml(after)}</p></main>
</body>
</html>
`;
}

/** Every redirect of the site in every locale, `[from, to]`: a page's, and its feed's when it leads to a product. */
export function redirectRules(snapshot: Snapshot): [string, string][] {
  return LOCALES.flatMap((locale) =>
    snapshot.redirects.flatMap(({ from, to, product }): [string, string][] => {
      const page: [string, string] = [localizedPath(from, locale), localizedPath(to, locale)];
      return product ? [page, [localizedPath(feedPath(from), locale), localizedPath(feedPath(to), locale)]] : [page];
    }),
  );
}

/** A page's payloads left at an address that becomes a redirect (the other outputs' files go with their own ids). */
const payloadsAt = (from: string) => LOCALES.map((locale) => join(localizedPath(from, locale), '_payload.json'));

/**
 * A redirect page at each of the products' former addresses (catalogue/former-addresses.ts), in
 * every locale: written by the pages output, under the id of the page that was there (its path),
 * so that a daily build made in place turns a page into its redirect and back.
 */
export function writeRedirectPages(snapshot: Snapshot, site: Site, keys: OutputKeys): { written: number; carried: number } {
  const counts = { written: 0, carried: 0 };
  for (const redirect of snapshot.redirects) {
    const pages = LOCALES.map((locale) => ({
      file: join(localizedPath(redirect.from, locale), 'index.html'),
      html: redirectPage(site, locale, redirect),
    }));
    const key = jsonKey(pages.map((page) => page.html).join(''));
    const removePayloads = () => {
      for (const file of payloadsAt(redirect.from)) rmSync(join(keys.dir, file), { force: true });
    };
    const carried = keys.linkOrWrite(
      redirect.from,
      key,
      pages.map((page) => page.file),
      () => {
        for (const page of pages) writeFile(join(keys.dir, page.file), page.html);
        removePayloads();
      },
    );
    // Linked from the live build into a folder made in place, whose page was still there: its payloads go too.
    if (carried && keys.inPlace) removePayloads();
    counts[carried ? 'carried' : 'written'] += 1;
  }
  return counts;
}

/** The dev server's answer for a former address: its redirect page; undefined for any other path. */
export function serveRedirectPage({ snapshot, site, pathname }: DevRequest): DevAnswer | undefined {
  const page = pageOf(pathname);
  for (const locale of LOCALES)
    for (const redirect of snapshot().redirects)
      if (localizedPath(redirect.from, locale) === page)
        return fileAnswer(redirectPage(site, locale, redirect), 'text/html; charset=utf-8');
  return undefined;
}

/** `_redirects`: every former address's redirect, for the hosts (the pages output writes the redirect pages). */
export const redirectsOutput: Output = {
  name: 'redirects',
  files: '`/_redirects` (redirects-file.ts)',
  key: 'none: written afresh',
  open: ({ dir, snapshot, site }) => ({
    write: () => {
      const rules = redirectRules(snapshot);
      writeFile(
        join(dir, REDIRECTS_FILE),
        formatRedirectsFile(rules, `${site.domain}: written by the build (scripts/prerender/outputs/redirects.ts)`),
      );
      return { detail: `${rules.length} rules` };
    },
  }),
};
