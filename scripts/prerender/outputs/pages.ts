import type { Payload } from '../../../pages/payload.ts';
import { join } from 'node:path';
import { LOCALES, localePrefix } from '../../../src/i18n/locales.ts';
import { createProgress } from '../../progress.ts';
import { listPages, type Page } from '../pages.ts';
import { siteNav } from '../payloads/common.ts';
import { errorPageOf, renderPages } from '../render-pool.ts';
import { byScreen } from '../page-times.ts';
import type { JobTimes } from '../worker-pool.ts';
import { navFiles } from './menus.ts';
import { serveRedirectPage, writeRedirectPages } from './redirects.ts';
import type { DevAnswer, DevRequest, Output, SiteBuild } from './output.ts';
import { splitLocale } from '../../../src/lib/paths.ts';

function* told<T>(items: Iterable<T>, tell: (item: T) => void): Generator<T> {
  for (const item of items) {
    tell(item);
    yield item;
  }
}

/**
 * The rendered pages by screen, most first, with each one's time (its render's share of its
 * worker's CPU and the main thread's time on its payload): a day renders another mix than a full build.
 */
function byKind(times: JobTimes | undefined): string {
  const kinds = Object.entries(byScreen(times ?? {})).filter(([, [pages]]) => pages > 0);
  if (kinds.length === 0) return '';
  kinds.sort(([, [a]], [, [b]]) => b - a);
  return ` (${kinds.map(([kind, [pages, ms]]) => `${kind} ${pages}, ${(ms / pages).toFixed(2)} ms`).join('; ')})`;
}

/** Renders every page on worker threads, telling the listeners of each page and category as it is listed. */
async function writePages(build: SiteBuild) {
  const { site, snapshot, index, keys, dir, listeners } = build;
  let total = 0;
  for (const _ of listPages(index)) total += 1;
  const progress = createProgress(site.domain, { unit: 'pages' });
  const pages = listPages(index, {
    onCategory: (category, parts) => listeners.forEach((listener) => listener.onCategory?.(category, parts)),
    keys,
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { rendered, carried, times } = await renderPages(
    told(pages, (page) => listeners.forEach((listener) => listener.onPage?.(page))),
    {
      ...build.render,
      outDir: dir,
      navs: navFiles(snapshot),
      liveDir: keys.liveDir,
      inPlace: keys.inPlace,
      timeEachPage: build.timeEachPage,
    },
    keys,
    { ...build.workers, onProgress: (done) => progress.update(done, total) },
  ).finally(progress.done);
  const rate = Math.round((rendered + carried) / ((performance.now() - started) / 1000));
  // CPU time of all threads: unlike the rate, it hardly moves when other work shares the machine.
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / rendered;
  const perPage = rendered > 0 ? `; ${cpuMs.toFixed(2)} ms CPU per rendered page` : '';
  const redirects = writeRedirectPages(snapshot, site, keys);
  const detail =
    `${rendered + carried} pages, ${rate}/s: ${rendered} rendered, ${carried} carried over${perPage}${byKind(times)}; ` +
    `${redirects.written + redirects.carried} redirects at former addresses, ${redirects.written} written`;
  return { detail, written: rendered, carried, times };
}

/** A page, its `_payload.json`, or the 404 page of the path's language. */
async function servePage(request: DevRequest): Promise<DevAnswer> {
  const { pathname } = request;
  const snapshot = request.snapshot();
  const wantsPayload = pathname.endsWith('/_payload.json');
  const path = (wantsPayload ? pathname.slice(0, -'/_payload.json'.length) : pathname).replace(/(.)\/$/, '$1') || '/';
  let page: Page | undefined;
  let notFound: Page | undefined;
  const { locale } = splitLocale(path);
  for (const candidate of listPages(request.index())) {
    if (candidate.path === path && !candidate.file) page = candidate;
    if (candidate.file === '404.html' && candidate.payload().locale === locale) notFound = candidate;
    if (page) break;
  }
  if (wantsPayload) {
    return page
      ? { status: 200, type: 'application/json', body: JSON.stringify(page.payload()) }
      : { status: 404, type: 'application/json', body: '{}' };
  }
  const target = page ?? notFound;
  if (!target) throw new Error(`No page for ${path}`);
  const own: Payload = target.payload();
  // As the render workers do: the page fetches its payload and menu, the 404 page has them in it.
  const { nav, json: navJson } = siteNav(snapshot, own.locale);
  const html = await request.renderPage({
    path: target.path,
    payload: { ...own, nav },
    payloadJson: JSON.stringify(own),
    navJson,
    embed: !page,
  });
  return { status: page ? 200 : 404, type: 'text/html; charset=utf-8', body: html };
}

/** A page's files in every language (every locale has the same routes); an error page's one file (`error:<file>`). */
function filesOf(id: string): string[] {
  const errorPage = errorPageOf(id);
  if (errorPage !== null) return [errorPage];
  const route = splitLocale(id).path;
  return LOCALES.map((locale) => `${localePrefix(locale)}${route === '/' ? '' : route}`).flatMap((page) => [
    join(page, 'index.html'),
    join(page, '_payload.json'),
  ]);
}

export const pagesOutput: Output = {
  name: 'pages',
  files: '`<page>/index.html` and `_payload.json` in every language; `404.html`, `500.html`; a redirect page at each former address',
  key: "a product's article key (article-key.ts) or a shop's key (shopKey) for its seven pages; any other page's payload hash",
  filesOf,
  open: (build) => ({ write: () => writePages(build) }),
  serve: (request) => serveRedirectPage(request) ?? servePage(request),
  answersRest: true,
};
