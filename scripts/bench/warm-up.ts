import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload } from '../../pages/payload.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { readPageAssets } from '../prerender/assets.ts';
import type { Page } from '../prerender/pages.ts';
import { readPageKeys } from '../prerender/page-keys.ts';
import { renderPages, type PageKeys } from '../prerender/render-pool.ts';

/** The page keys of the build of `domain` in `outDir` (page-keys.ts). */
function keysOf(outDir: string, domain: string): PageKeys {
  const { timestamp } = JSON.parse(readFileSync(join(outDir, domain, 'builds/latest.json'), 'utf8')) as { timestamp: number };
  const keys = readPageKeys(outDir, domain, timestamp);
  if (!keys) throw new Error(`${outDir} has no page keys for ${domain}'s build: build it again.`);
  return keys;
}

/**
 * The pages a rebuild rendered: those whose key differs from the previous build's. A product's
 * key is by its route and stands for its page in every language; any other page's by its path.
 */
export function renderedPaths(previousOut: string, nextOut: string, domain: string): string[] {
  const before = keysOf(previousOut, domain);
  const site = join(nextOut, domain);
  return [...keysOf(nextOut, domain)]
    .filter(([id, key]) => before.get(id) !== key)
    .flatMap(([id]) => {
      // A product's id is its route, which is also its sr page.
      const payload = JSON.parse(readFileSync(join(site, id, '_payload.json'), 'utf8')) as Payload;
      return payload.screen === 'article' ? LOCALES.map((locale) => localizedPath(id, locale)) : [id];
    });
}

export interface WarmUp {
  pages: number;
  /** Wall and CPU (all threads) seconds of the first pass (fresh workers) and of the second (the same workers). */
  first: { wall: number; cpu: number };
  second: { wall: number; cpu: number };
}

/**
 * What the render workers' warm-up costs on a day's pages: the build's render workers (two,
 * as the build starts them) render the pages at `paths` of the built site `nextOut/<domain>`
 * twice over into `scratch` (over copies of their files), and each pass is timed. The second
 * pass renders the same pages in the same workers, warm: the first pass's excess is what V8's compilers and the first
 * calls cost a fresh worker, which a rebuild pays whatever the number of pages it renders
 * once they are a few thousand, as every rebuild after a day's feeds renders.
 */
export async function measureWarmUp(nextOut: string, domain: string, paths: string[], scratch: string): Promise<WarmUp> {
  const site = join(nextOut, domain);
  const home = readFileSync(join(site, 'index.html'), 'utf8');
  const contextJson = /<script type="application\/json" id="__ctx">(.*?)<\/script>/.exec(home)?.[1];
  if (!contextJson) throw new Error(`${join(site, 'index.html')} holds no page context: build the site again.`);
  const navs: Record<string, string> = {};
  const pages: Page[] = paths.map((path) => {
    const payload = JSON.parse(readFileSync(join(site, path, '_payload.json'), 'utf8')) as Payload;
    navs[payload.navFile] ??= readFileSync(join(site, payload.navFile), 'utf8');
    return { path, locale: payload.locale, route: path, lastmod: '', payload: () => payload };
  });
  // Both passes overwrite files that exist (copies of the built ones): a new file costs more than rewriting one.
  for (const path of paths) {
    mkdirSync(join(scratch, path), { recursive: true });
    for (const file of ['index.html', '_payload.json']) copyFileSync(join(site, path, file), join(scratch, path, file));
  }
  // Written out before the passes, so that neither meets the copies' write-back.
  execFileSync('sync');
  // Wall and CPU seconds (all threads) since the process started.
  const now = () => {
    const cpu = process.cpuUsage();
    return { wall: performance.now() / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
  };
  const started = now();
  let half: ReturnType<typeof now> | null = null;
  await renderPages(
    [...pages, ...pages],
    {
      serverEntry: join(nextOut, '.server/entry-server.js'),
      outDir: scratch,
      context: JSON.parse(contextJson) as PageContext,
      assets: readPageAssets(join(nextOut, '.client')),
      navs,
    },
    {
      onProgress: (done) => {
        if (!half && done >= pages.length) half = now();
      },
    },
  );
  const end = now();
  const middle = half ?? end;
  const between = (from: typeof end, to: typeof end) => ({ wall: to.wall - from.wall, cpu: to.cpu - from.cpu });
  return { pages: pages.length, first: between(started, middle), second: between(middle, end) };
}
