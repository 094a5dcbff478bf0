import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageAssets } from '../../pages/document.ts';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import type { Payload } from '../../pages/payload.ts';
import type { NavMenu } from '../../src/components/payload-parts.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { localePrefix, type Locale } from '../../src/i18n/locales.ts';
import { carryPage } from './carry-over.ts';
import { serveBatches } from './worker-pool.ts';

/** What the pool sends each worker once. */
export interface WorkerSetup {
  serverEntry: string;
  outDir: string;
  context: PageContext;
  assets: Record<Locale, PageAssets>;
  /** The previous build of the site with the same build id, whose unchanged pages (by their keys) are carried over. */
  previousDir?: string | null;
}

/**
 * A page as it crosses to a worker: the payload travels as the JSON it is written as; a page
 * known to be unchanged (its key) travels without one and is carried over.
 */
export type PageMessage = { path: string; payloadJson: string; file?: '404.html' | '500.html' } | { path: string; unchanged: true };

/**
 * What the pool tells every worker besides batches: pages of the previous build to render and
 * throw away until the first batch comes (render-pool.ts), and, before the first batch, the
 * menus' JSON by their files (`navFile`): each page embeds its menu, which `_payload.json` leaves out.
 */
export type WorkerNote = { warm: string[] } | { navs: Record<string, string> };

/** What a worker reports when its warm-up ends: the pages it rendered, and why it stopped early when one failed. */
export interface WarmUpNote {
  warmed: number;
  failure?: string;
}

type Renderer = (page: { path: string; payload: Payload; payloadJson: string; status?: number }) => Promise<string>;

const setup = (workerData as { data: WorkerSetup }).data;
const server = (await import(pathToFileURL(setup.serverEntry).href)) as {
  createRenderer: (context: PageContext, assetsFor: (payload: Payload) => PageAssets) => Renderer;
};
const render = server.createRenderer(setup.context, (payload) => setup.assets[payload.locale]);

let lastArticle: ArticlePayload | null = null;
let navFiles: Record<string, string> = {};
const navs = new Map<string, NavMenu[]>();
/** Set by the first batch: the warm-up ends there. */
let working = false;
/** The warm-up, which the first batch waits for (it ends after the page it is on). */
let warming: Promise<void> = Promise.resolve();

/** A menu's parsed JSON, parsed once. */
function navOf(navJson: string): NavMenu[] {
  let nav = navs.get(navJson);
  if (!nav) {
    nav = JSON.parse(navJson) as NavMenu[];
    navs.set(navJson, nav);
  }
  return nav;
}

/**
 * Renders the previous build's pages at `paths` and keeps nothing, one at a time, until the
 * first batch comes; then tells the pool how many. Only V8's compiled code stays, none of a
 * page's data (shareHistory is not told of them). A page that fails ends the warm-up, reported.
 */
async function warmUp(previousDir: string, paths: string[]): Promise<void> {
  const note: WarmUpNote = { warmed: 0 };
  let path = '';
  try {
    for (path of paths) {
      if (working) break;
      const payloadJson = readFileSync(join(previousDir, path, '_payload.json'), 'utf8');
      const payload = JSON.parse(payloadJson) as Payload;
      payload.nav = navOf(readFileSync(join(previousDir, payload.navFile), 'utf8'));
      await render({ path, payload, payloadJson });
      note.warmed += 1;
      // Lets a batch that came in the meantime be seen.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    note.failure = `${path}: ${(error as Error).message}`;
  }
  parentPort?.postMessage({ note });
}

/**
 * A product's pages in its seven languages come one after another with the same history: they
 * share one history object, so the chart computes its series and geometry once, not seven times.
 */
function shareHistory(payload: Payload): void {
  if (payload.screen !== 'article') return;
  if (lastArticle?.product.path === payload.product.path) payload.history = lastArticle.history;
  lastArticle = payload;
}

/** Renders and writes each page of the batch, or carries it over when its key says unchanged; returns the pages carried over. */
async function renderBatch(pages: PageMessage[]): Promise<number> {
  await warming;
  let carried = 0;
  for (const page of pages) {
    if ('unchanged' in page) {
      carryPage(setup.previousDir as string, setup.outDir, page.path);
      carried += 1;
      continue;
    }
    const payload = JSON.parse(page.payloadJson) as Payload;
    shareHistory(payload);
    const navJson = navFiles[payload.navFile] as string;
    payload.nav = navOf(navJson);
    const status = page.file === '500.html' ? 500 : undefined;
    // The page's own copy of its payload holds the menu, so the first page hydrates without fetching it.
    const embedded = `${page.payloadJson.slice(0, -1)},"nav":${navJson}}`;
    const html = await render({ path: page.path, payload, payloadJson: embedded, status });
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
  return carried;
}

parentPort?.on('message', (message: PageMessage[] | WorkerNote) => {
  if (Array.isArray(message)) working = true;
  else if ('navs' in message) navFiles = message.navs;
  else if (setup.previousDir) warming = warmUp(setup.previousDir, message.warm);
});
serveBatches(parentPort, renderBatch);
