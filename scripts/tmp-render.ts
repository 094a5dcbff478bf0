import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSites } from '../sites/index.ts';
import { pageAssetsFor } from '../pages/document.ts';
import { readPageAssets } from './prerender/assets.ts';
import { pageContext } from './prerender/page-context.ts';

const dist = '/work/main/dist';
const site = loadSites(process.env).find((s) => s.domain === 'cjenovnik.me')!;
const siteDir = join(dist, 'cjenovnik.me');
const server = await import(pathToFileURL(resolve(dist, '.server/entry-server.js')).href);
const assets = readPageAssets(join(dist, '.client'));
const context = { ...pageContext(site, loadSites(process.env), Date.now()), buildId: 'x' };
const render = server.createRenderer(context, (payload: unknown) => pageAssetsFor(assets, payload as never));
// article pages: product folders under en/ with a numeric id
const pages: string[] = [];
const walk = (dir: string, prefix: string, depth: number) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const p = `${prefix}/${e.name}`;
    if (/^\d+-/.test(e.name)) pages.push(p);
    else if (depth < 5) walk(join(dir, e.name), p, depth + 1);
  }
};
const kind = process.argv[2] ?? 'article';
for (const loc of ['en', 'ru', 'de']) walk(join(siteDir, loc), `/${loc}`, 0);
const list = kind === 'article' ? pages.slice(0, 600) : [];
const jobs = list.map((path) => {
  const payloadJson = readFileSync(join(siteDir, path, '_payload.json'), 'utf8');
  const payload = JSON.parse(payloadJson);
  const navJson = readFileSync(join(siteDir, payload.navFile), 'utf8');
  return { path, payloadJson, navJson };
});
const run = async () => {
  for (const job of jobs) {
    const payload = JSON.parse(job.payloadJson);
    payload.nav = JSON.parse(job.navJson);
    await render({ path: job.path, payload, payloadJson: job.payloadJson, navJson: job.navJson });
  }
};
await run();
const cpu0 = process.cpuUsage();
await run();
await run();
const cpu = process.cpuUsage(cpu0);
console.log(jobs.length * 2, 'pages', ((cpu.user + cpu.system) / 1000 / (jobs.length * 2)).toFixed(2), 'ms CPU/page');
