import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { pageAssetsFor, type PageAssets, type SiteAssets } from '../../pages/document.ts';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import type { PageToRender } from '../../pages/entry-server.tsx';
import type { Payload } from '../../pages/payload.ts';
import type { NavMenu } from '../../src/components/payload-parts.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { linkFiles } from './incremental/links.ts';
import { errorPageFile } from './error-pages.ts';
import { timeKey } from './page-times.ts';
import { addTimes, serveBatches, type JobTimes } from './worker-pool.ts';
import { buildFileWriter } from './write-file.ts';
import { recordWrittenHashes } from './written-hashes.ts';

/** What the pool sends each worker once. */
export interface WorkerSetup {
  serverEntry: string;
  outDir: string;
  context: PageContext;
  assets: SiteAssets;
  /** The menus' JSON by their files (`navFile`): each page embeds its menu, which `_payload.json` leaves out. */
  navs: Record<string, string>;
  /** The live build of the site with the same build id, whose unchanged pages (by their keys) are linked (CarryOver). */
  liveDir?: string | null;
  /** The build is made in the folder of an earlier one (write-file.ts's `buildFileWriter`). */
  inPlace?: boolean;
  /** Times each page under its screen and path, not its screen alone (render-pool.ts's `timeKey`). */
  timeEachPage?: boolean;
}

/**
 * A page as it crosses to a worker: the payload travels as the JSON it is written as; a page
 * known to be unchanged (its key) travels without one and is linked from the live build (a page
 * a build made in place already has is not sent at all).
 */
export type PageMessage =
  | { path: string; payloadJson: string; file?: '404.html' | '500.html' }
  | { path: string; unchanged: true; /** An error page's one file (error-pages.ts), not the page's two. */ files?: string[] };

type Renderer = (page: PageToRender) => Promise<string>;

const setup = (workerData as { data: WorkerSetup }).data;
const server = (await import(pathToFileURL(setup.serverEntry).href)) as {
  createRenderer: (context: PageContext, assetsFor: (payload: Payload) => PageAssets) => Renderer;
};
const writeFile = buildFileWriter(setup.inPlace ?? false);
recordWrittenHashes(setup.outDir);
const render = server.createRenderer(setup.context, (payload) => pageAssetsFor(setup.assets, payload));

let lastArticle: ArticlePayload | null = null;
const navs = new Map<string, NavMenu[]>();

/**
 * A product's pages in its seven languages come one after another with the same history: they
 * share one history object, so the chart computes its series and geometry once, not seven times.
 */
function shareHistory(payload: Payload): void {
  if (payload.screen !== 'article') return;
  if (lastArticle?.product.path === payload.product.path) payload.history = lastArticle.history;
  lastArticle = payload;
}

/**
 * This thread's CPU time in ms, where Linux gives it (`/proc/thread-self/stat`: user and system
 * time in ticks of 10 ms); null elsewhere. Node 20 has no CPU time of a thread of its own, and a
 * page's time on the clock grows with whatever else the machine runs.
 */
function threadCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The batch's CPU time (`cpu`, ms) shared among the kinds of its rendered pages by their time on the clock. */
function shareOut(times: JobTimes, cpu: number): JobTimes {
  const clock = Object.values(times).reduce((sum, [, ms]) => sum + ms, 0);
  return Object.fromEntries(Object.entries(times).map(([kind, [pages, ms]]) => [kind, [pages, clock > 0 ? (cpu * ms) / clock : 0]]));
}

/**
 * Renders and writes each page of the batch, or carries it over when its key says unchanged;
 * returns the pages carried over, and the CPU time the others took by screen (the bench's figure
 * by kind of page): the batch's, shared by their time on the clock.
 */
async function renderBatch(pages: PageMessage[]): Promise<{ carried: number; times: JobTimes }> {
  let carried = 0;
  const times: JobTimes = {};
  const cpuAtStart = threadCpuMs();
  for (const page of pages) {
    if ('unchanged' in page) {
      carried += 1;
      // The page's folder is new in this build: made first, so each link succeeds at the first call
      // (linkFiles would try a link, find no folder, look for the live file, then make it).
      const files = page.files ?? [join(page.path, 'index.html'), join(page.path, '_payload.json')];
      mkdirSync(join(setup.outDir, dirname(files[0] as string)), { recursive: true });
      if (!linkFiles(setup.liveDir as string, setup.outDir, files)) {
        throw new Error(
          `The live build has no ${join(setup.liveDir as string, files[0] as string)}, though its page keys list it: build again with --full.`,
        );
      }
      continue;
    }
    const started = performance.now();
    const payload = JSON.parse(page.payloadJson) as Payload;
    shareHistory(payload);
    const navJson = setup.navs[payload.navFile] as string;
    payload.nav = navs.get(navJson) ?? (JSON.parse(navJson) as NavMenu[]);
    navs.set(navJson, payload.nav);
    const status = page.file === '500.html' ? 500 : undefined;
    const html = await render({ path: page.path, payload, payloadJson: page.payloadJson, navJson, embed: Boolean(page.file), status });
    if (page.file) {
      writeFile(join(setup.outDir, errorPageFile(payload.locale, page.file)), html);
    } else {
      // A page's folder is new: made first, not after a failed write (an exception per page).
      const dir = join(setup.outDir, page.path);
      mkdirSync(dir, { recursive: true });
      writeFile(join(dir, 'index.html'), html);
      writeFile(join(dir, '_payload.json'), page.payloadJson);
    }
    addTimes(times, { [timeKey(payload.screen, page.path, setup.timeEachPage)]: [1, performance.now() - started] });
  }
  const cpuAtEnd = threadCpuMs();
  return { carried, times: cpuAtStart === null || cpuAtEnd === null ? times : shareOut(times, cpuAtEnd - cpuAtStart) };
}

serveBatches(parentPort, renderBatch);
