import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer as createViteServer } from 'vite';
import type { PageAssets } from '../pages/document.ts';
import { loadSites, siteForHost, type Site } from '../sites/index.ts';
import { cataloguePath, openCatalogue } from './catalogue/db.ts';
import { readSnapshot, type Snapshot } from './catalogue/snapshot.ts';
import { CLIENT_ENTRY } from './prerender/assets.ts';
import type { DevRequest } from './prerender/outputs/output.ts';
import { OUTPUTS } from './prerender/outputs/table.ts';
import { pageContext } from './prerender/page-context.ts';
import { SiteIndex } from './prerender/site-index.ts';
import { fileInside, requestUrl } from './static-server.ts';
import { runCli } from './cli.ts';

function readSiteSnapshot(catalogue: string, country: Site['country']): Snapshot {
  const db = openCatalogue(catalogue, { readonly: true });
  try {
    return readSnapshot(db, country);
  } finally {
    db.close();
  }
}

/**
 * `npm run dev`: the app with hot reload. Pages and payloads are computed per request from
 * the catalogue by the same outputs as the build (outputs/table.ts), so a catalogue change shows
 * on reload and the dev server cannot drift from the build.
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

  // Every output but the pages answers for its own files; the pages answer the rest (outputs/table.ts).
  const outputs = [...OUTPUTS.filter((output) => !output.answersRest), ...OUTPUTS.filter((output) => output.answersRest)];

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
        let index: SiteIndex | undefined;
        const indexOf = () => (index ??= new SiteIndex(readSiteSnapshot(catalogue, site.country), site));
        const devRequest: DevRequest = {
          site,
          pathname: url.pathname,
          started,
          snapshot: () => indexOf().snapshot,
          index: indexOf,
          renderPage: async (page) => {
            const server = (await vite.ssrLoadModule('/pages/entry-server.tsx')) as typeof import('../pages/entry-server.tsx');
            const context = { ...pageContext(site, sites, Date.now()), buildId: 'dev' };
            const html = await server.createRenderer(context, () => devAssets)(page);
            return vite.transformIndexHtml(url.pathname, html);
          },
        };
        for (const output of outputs) {
          const answer = await output.serve?.(devRequest);
          if (!answer) continue;
          response.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {}).end(answer.body);
          return;
        }
        throw new Error(`No output answers ${url.pathname}`);
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

runCli(import.meta.url, main);
