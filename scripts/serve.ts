import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSites } from '../sites/index.ts';
import { serveStatic } from './static-server.ts';
import { runCli } from './cli.ts';

/**
 * Serves every built site on its own port: the first site on --port, the next on --port + 1.
 * `--not-found root` answers every missing path with the root `404.html`, as Netlify does.
 */
function main(): void {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4173' },
      'not-found': { type: 'string', default: 'nearest' },
    },
  });
  const notFound = values['not-found'];
  if (notFound !== 'nearest' && notFound !== 'root') {
    console.error(`--not-found takes nearest (Cloudflare Pages) or root (Netlify, GitHub Pages, S3), not ${notFound}.`);
    process.exitCode = 1;
    return;
  }
  const sites = loadSites(process.env);
  sites.forEach((site, index) => {
    const dir = join(values.out, site.domain);
    if (!existsSync(join(dir, 'index.html'))) {
      console.error(`${dir} has no built site: run \`npm run build\` first.`);
      process.exitCode = 1;
      return;
    }
    const port = Number(values.port) + index;
    serveStatic(dir, { notFound }).listen(port, '127.0.0.1', () => {
      console.log(`${site.domain} (${site.country}, ${site.currency}): http://localhost:${port}/`);
    });
  });
}

runCli(import.meta.url, main);
