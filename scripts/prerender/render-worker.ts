import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageAssets } from '../../pages/document.ts';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import type { Payload } from '../../pages/payload.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { localePrefix, type Locale } from '../../src/i18n/locales.ts';

/** What the pool sends each worker once. */
export interface WorkerSetup {
  serverEntry: string;
  outDir: string;
  context: PageContext;
  assets: Record<Locale, PageAssets>;
}

/** A page as it crosses to a worker: the payload travels as the JSON it is written as. */
export interface PageMessage {
  path: string;
  payloadJson: string;
  file?: '404.html' | '500.html';
}

type Renderer = (page: { path: string; payload: Payload; payloadJson: string; status?: number }) => Promise<string>;

const setup = workerData as WorkerSetup;
const server = (await import(pathToFileURL(setup.serverEntry).href)) as {
  createRenderer: (context: PageContext, assetsFor: (payload: Payload) => PageAssets) => Renderer;
};
const render = server.createRenderer(setup.context, (payload) => setup.assets[payload.locale]);

let lastArticle: ArticlePayload | null = null;

/**
 * A product's pages in its seven languages come one after another with the same history: they
 * share one history object, so the chart computes its series and geometry once, not seven times.
 */
function shareHistory(payload: Payload): void {
  if (payload.screen !== 'article') return;
  if (lastArticle?.product.path === payload.product.path) payload.history = lastArticle.history;
  lastArticle = payload;
}

async function renderBatch(pages: PageMessage[]): Promise<void> {
  for (const page of pages) {
    const payload = JSON.parse(page.payloadJson) as Payload;
    shareHistory(payload);
    const status = page.file === '500.html' ? 500 : undefined;
    const html = await render({ path: page.path, payload, payloadJson: page.payloadJson, status });
    const dir = join(setup.outDir, page.file ? localePrefix(payload.locale) : page.path);
    // A page's folder is new: made first, not after a failed write (an exception per page).
    mkdirSync(dir, { recursive: true });
    if (page.file) {
      writeFileSync(join(dir, page.file), html);
    } else {
      writeFileSync(join(dir, 'index.html'), html);
      writeFileSync(join(dir, '_payload.json'), page.payloadJson);
    }
  }
}

parentPort?.on('message', (pages: PageMessage[]) => {
  renderBatch(pages).then(
    () => parentPort?.postMessage({ done: pages.length }),
    (error: unknown) => parentPort?.postMessage({ error: (error as Error).stack ?? String(error) }),
  );
});
