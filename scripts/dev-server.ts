import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer as createViteServer } from 'vite';
import { FRESHNESS_FILE } from '../pages/article/freshness.ts';
import type { PageAssets } from '../pages/document.ts';
import type { Payload } from '../pages/payload.ts';
import { beaconTokens, loadSites, siteForHost } from '../sites/index.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { cataloguePath, openCatalogue } from './catalogue/db.ts';
import { readSnapshot } from './catalogue/snapshot.ts';
import { CLIENT_ENTRY } from './prerender/assets.ts';
import { buildMeta } from './prerender/build-meta.ts';
import { buildFreshness } from './prerender/freshness.ts';
import { readNavFile } from './prerender/nav-files.ts';
import { listPages, type Page } from './prerender/pages.ts';
import { siteNav } from './prerender/payloads/common.ts';
import { otherSiteOf } from './prerender/payloads/other-market.ts';
import { readCategoryListFile } from './prerender/category-lists.ts';
import { readCompareIndexFile } from './prerender/compare-index.ts';
import { readFeedFile } from './prerender/feeds.ts';
import { readOtherMarketFile } from './prerender/payloads/other-market.ts';
import { readSearchIndexFile } from './prerender/search-index.ts';
import { fileInside, requestUrl } from './static-server.ts';

/**
 * `npm run dev`: the app with hot reload. Pages and payloads are computed per request from
 * the catalogue with the same builders as the prerender, so a catalogue change shows on reload.
 * `site` (domain or key) fixes the site; else the host name decides (localhost: Montenegro).
 */
export async function createDevServer(
  options: { site?: string; catalogue?: string } = {},
): Promise<{ server: Server; close: () => Promise<void> }> {
  const sites = loadSites(process.env);
  const chosen = options.site ? sites.find((site) => site.domain === options.site || site.key === options.site) : undefined;
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { port: 0 } }, appType: 'custom', logLevel: 'warn' });
  const catalogue = options.catalogue ?? cataloguePath();
  const images = join(dirname(catalogue), 'images');
  const started = Date.now();
  const devAssets: PageAssets = { script: `/${CLIENT_ENTRY}`, css: [], preload: [] };

  const server = createHttpServer((request, response) => {
    vite.middlewares(request, response, async () => {
      const url = requestUrl(request.url);
      if (!url) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
        return;
      }
      try {
        const site = chosen ?? siteForHost(sites, request.headers.host ?? 'localhost') ?? sites[0];
        if (!site) throw new Error('No site configured');
        if (url.pathname === '/images' || url.pathname.startsWith('/images/')) {
          const file = fileInside(images, url.pathname.slice('/images'.length));
          if (file) response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(readFileSync(file));
          else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        // The dev build is always the latest: nothing reloads for a "new deployment".
        const { latest, meta } = buildMeta('dev', started);
        if (url.pathname === '/builds/latest.json' || url.pathname === '/builds/meta/dev.json') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(url.pathname.includes('meta') ? meta : latest));
          return;
        }
        const db = openCatalogue(catalogue, { readonly: true });
        const snapshot = readSnapshot(db, site.country);
        db.close();
        const navFile = readNavFile(snapshot, url.pathname);
        if (navFile !== undefined) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(navFile);
          return;
        }
        if (url.pathname === FRESHNESS_FILE) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(buildFreshness(snapshot)));
          return;
        }
        const searchFile = readSearchIndexFile(snapshot, site, url.pathname);
        if (searchFile !== undefined) {
          if (searchFile === null) response.writeHead(404).end();
          else response.writeHead(200, { 'content-type': 'application/json' }).end(searchFile);
          return;
        }
        const indexFile = readCompareIndexFile(snapshot, url.pathname);
        if (indexFile !== undefined) {
          if (indexFile === null) response.writeHead(404).end();
          else response.writeHead(200, { 'content-type': 'application/json' }).end(indexFile);
          return;
        }
        const listFile = readCategoryListFile(snapshot, site, url.pathname);
        if (listFile !== undefined) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(listFile);
          return;
        }
        const marketFile = readOtherMarketFile(snapshot, site, url.pathname);
        if (marketFile !== undefined) {
          if (marketFile === null) response.writeHead(404).end();
          else response.writeHead(200, { 'content-type': 'application/json' }).end(marketFile);
          return;
        }
        const feedFile = readFeedFile(snapshot, site, url.pathname);
        if (feedFile !== undefined) {
          if (feedFile === null) response.writeHead(404).end();
          else response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(feedFile);
          return;
        }
        const wantsPayload = url.pathname.endsWith('/_payload.json');
        const path = (wantsPayload ? url.pathname.slice(0, -'/_payload.json'.length) : url.pathname).replace(/(.)\/$/, '$1') || '/';
        let page: Page | undefined;
        let notFound: Page | undefined;
        const locale = LOCALES.find((code) => path === `/${code}` || path.startsWith(`/${code}/`)) ?? 'sr';
        for (const candidate of listPages(snapshot, site)) {
          if (candidate.path === path && !candidate.file) page = candidate;
          if (candidate.file === '404.html' && candidate.payload().locale === locale) notFound = candidate;
          if (page) break;
        }
        if (wantsPayload) {
          if (!page) response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
          else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page.payload()));
          return;
        }
        const target = page ?? notFound;
        if (!target) throw new Error(`No page for ${path}`);
        const own: Payload = target.payload();
        // As the prerender does: the page embeds its menu, which `_payload.json` leaves out.
        const payload: Payload = { ...own, nav: siteNav(snapshot, own.locale).nav };
        const server = (await vite.ssrLoadModule('/pages/entry-server.tsx')) as typeof import('../pages/entry-server.tsx');
        const render = server.createRenderer(
          {
            site,
            buildId: 'dev',
            buildYear: new Date().getUTCFullYear(),
            beaconTokens: beaconTokens(sites),
            otherDomain: otherSiteOf(site).domain,
          },
          () => devAssets,
        );
        const html = await render({ path: target.path, payload, payloadJson: JSON.stringify(payload) });
        response
          .writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
          .end(await vite.transformIndexHtml(url.pathname, html));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        if (response.headersSent) response.end();
        else response.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).stack));
      }
    });
  });
  return { server, close: async () => void (await Promise.all([vite.close(), new Promise((resolve) => server.close(resolve))])) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' }, site: { type: 'string' } } });
  const { server } = await createDevServer({ site: values.site });
  server.listen(Number(values.port), '127.0.0.1', () => {
    console.log(`Dev server: http://localhost:${values.port}/ (${values.site ?? 'site by host name; localhost is the Montenegro site'})`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
