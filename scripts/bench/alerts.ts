/**
 * `npm run bench:alerts`: the daily decision of the price alerts at scale
 * (docs/decisions/054-price-alerts.md): --alerts (100,000) confirmed e-mail alerts on the products
 * of a catalogue (--catalogue, a copy is brought to the code's schema; or one of --products
 * (100,000) generated as bench:end-to-end makes it), a quarter for a family, a quarter with a
 * condition, their targets around each product's lowest total so that some are reached; then
 * `npm run alerts -- send` as a process of its own under /usr/bin/time: its wall time, CPU and
 * peak memory. Budgets: under 10 s, under 300 MB. Then the service itself (`npm run alerts`, behind
 * nginx as in production) takes push subscriptions from many visitors for --seconds (10) over 10
 * connections (autocannon): the requests a second it holds, their latency, its peak memory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/db.ts';
import { runCli } from '../cli.ts';
import { generateSample } from '../sample/generate.ts';
import { newVapidKeys } from '../alerts/push.ts';
import { openAlerts } from '../alerts/store.ts';

/** A catalogue to measure on: a copy of the one given, or one generated once and kept. */
async function catalogueFor(dir: string, given: string | undefined, products: number): Promise<string> {
  const path = join(dir, 'catalogue.db');
  if (given) {
    copyFileSync(given, path);
    openCatalogue(path).close();
  } else if (!existsSync(path)) {
    const db = openCatalogue(path);
    await generateSample(db, dir, { products, days: 365, dailyDays: 14, olderFeedEvery: 28, holdBack: 0 });
    db.close();
  }
  return path;
}

/** `count` confirmed alerts, one subscriber each, on random products of either site with their targets 10% either side of a price. */
function addAlerts(cataloguePath: string, alertsPath: string, count: number, now: string): void {
  rmSync(alertsPath, { force: true });
  const catalogue = openCatalogue(cataloguePath, { readonly: true });
  const products = catalogue
    .prepare(
      `SELECT o.product_id AS id, s.country, min(o.price_minor) AS price FROM offer o JOIN shop s ON s.id = o.shop_id
       WHERE o.gone_at IS NULL GROUP BY o.product_id, s.country`,
    )
    .all() as { id: number; country: string; price: number }[];
  catalogue.close();
  const db = openAlerts(alertsPath);
  const subscriber = db.prepare(
    "INSERT INTO subscriber (channel, address, site, locale, token, created_at, confirmed_at) VALUES ('email', ?, ?, 'me', ?, ?, ?)",
  );
  const alert = db.prepare(
    `INSERT INTO alert (subscriber_id, product_id, product_name, product_path, family, target_minor, currency, in_stock_only,
       domestic_only, created_at)
     VALUES (?, ?, 'A product', '/a/product', ?, ?, ?, ?, ?, ?)`,
  );
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  db.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const product = products[Math.floor(random() * products.length)] as (typeof products)[number];
      const site = product.country === 'MNE' ? 'mne' : 'bih';
      const id = Number(subscriber.run(`shopper${n}@example.test`, site, `token-${n}`, now, now).lastInsertRowid);
      const target = Math.max(100, Math.round(product.price * (0.9 + random() * 0.2)));
      const kind = n % 4;
      alert.run(id, product.id, kind === 1 ? 1 : 0, target, site === 'mne' ? 'EUR' : 'BAM', kind === 2 ? 1 : 0, kind === 3 ? 1 : 0, now);
    }
  })();
  db.close();
}

/** A free local port. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The subscribe endpoint under load: the service as `npm run alerts` starts it, each request a new
 * browser's push subscription to a random product from its own visitor address (X-Real-IP, as
 * nginx passes it), so that no rate limit stands in for the service's own speed.
 */
async function subscribeLoad(command: string[], env: NodeJS.ProcessEnv, productIds: number[], seconds: number) {
  const port = await freePort();
  const keys = newVapidKeys();
  const service = spawn(command[0] as string, command.slice(1), {
    env: {
      ...env,
      ...{ ALERTS_PORT: String(port), ALERTS_BEHIND_PROXY: '1', ALERTS_PUBLIC_URL: 'https://alerts.cjenovnik.me' },
      ...{ ALERTS_SMTP_URL: 'smtp://127.0.0.1:9', ALERTS_MAIL_FROM: 'alerts@cjenovnik.me' },
      ...{
        ALERTS_VAPID_PUBLIC_KEY: keys.publicKey,
        ALERTS_VAPID_PRIVATE_KEY: keys.privateKey,
        ALERTS_VAPID_SUBJECT: 'mailto:a@cjenovnik.me',
      },
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    service.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    service.once('exit', (code) => reject(new Error(`npm run alerts stopped (${code}) before listening:\n${output}`)));
  });
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/alerts',
        setupRequest: (request) => {
          n += 1;
          const push = {
            endpoint: `https://fcm.googleapis.com/fcm/send/bench-${n}`,
            keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'a'.repeat(22) },
          };
          const body = {
            ...{ channel: 'push', site: 'mne', locale: 'me', productId: productIds[n % productIds.length], family: false },
            ...{ targetMinor: 10000, inStockOnly: false, domesticOnly: false, push },
          };
          const headers = {
            origin: 'https://cjenovnik.me',
            'content-type': 'application/json',
            'x-real-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          };
          return { ...request, headers, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${service.pid}/status`, 'utf8'))?.[1];
  service.kill();
  return { result, peakMb: Math.round(Number(peak ?? 0) / 1024) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      alerts: { type: 'string', default: '100000' },
      products: { type: 'string', default: '100000' },
      catalogue: { type: 'string' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const dir = join('.tmp/bench', `alerts-${values.products}`);
  mkdirSync(dir, { recursive: true });
  const catalogue = await catalogueFor(dir, values.catalogue, Number(values.products));
  const db = openCatalogue(catalogue, { readonly: true });
  const { now } = db.prepare('SELECT max(last_seen) AS now FROM offer').get() as { now: string };
  db.close();
  const alerts = join(dir, 'alerts.db');
  addAlerts(catalogue, alerts, Number(values.alerts), now);
  const stats = join(dir, 'send.time');
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const command = (scripts.alerts ?? '').split(' ');
  const env = { ...process.env, CATALOGUE_DB: catalogue, ALERTS_DB: alerts };
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', stats, ...command, 'send', '--now', now], {
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run alerts -- send failed:\n${run.stdout}\n${run.stderr}`);
  const [seconds = 0, user = 0, system = 0, kb = 0] = readFileSync(stats, 'utf8').trim().split(/\s+/).slice(-4).map(Number);
  console.log(run.stdout.trim());
  console.log(
    `bench:alerts: ${values.alerts} alerts, catalogue ${catalogue}: decided in ${seconds.toFixed(1)} s ` +
      `(CPU ${(user + system).toFixed(1)} s), peak RSS ${Math.round(kb / 1024)} MB (budgets 10 s, 300 MB)`,
  );
  const products = openCatalogue(catalogue, { readonly: true });
  const productIds = (products.prepare('SELECT id FROM product ORDER BY random() LIMIT 1000').all() as { id: number }[]).map(
    (row) => row.id,
  );
  products.close();
  const { result, peakMb } = await subscribeLoad(command, env, productIds, Number(values.seconds));
  console.log(
    `bench:alerts: subscribe endpoint ${Math.round(result.requests.average)} requests/s over 10 connections for ${values.seconds} s ` +
      `(latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.non2xx} not 2xx, ${result.errors} errors), ` +
      `service peak RSS ${peakMb} MB`,
  );
}

runCli(import.meta.url, main);
