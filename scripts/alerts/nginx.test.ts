import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import type { Db } from '../catalogue/db.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { startNginx, type RunningNginx } from '../hosts/nginx-server.test-kit.ts';
import { smtpMailer } from './mail.ts';
import { alertsHandler } from './service.ts';
import { startMailbox } from './smtp.test-kit.ts';
import { openAlerts } from './store.ts';

const EXAMPLE = 'docs/examples/alerts.nginx.conf';
let dir: string;
let catalogue: Db;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let service: Server;
let nginx: RunningNginx;

/** The documented server block without its TLS (the test speaks plain HTTP on a loopback port), passing on to the service's port. */
function testBlock(port: number, servicePort: number): string {
  return readFileSync(EXAMPLE, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(#|listen 443|http2|ssl_)/.test(line))
    .join('\n')
    .replace('server {', `server {\n  listen 127.0.0.1:${port};`)
    .replace('127.0.0.1:8790', `127.0.0.1:${servicePort}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-alerts-nginx-'));
  catalogue = createFixtureCatalogue(join(dir, 'catalogue.db'));
  mailbox = await startMailbox();
  service = createServer(
    alertsHandler({
      db: openAlerts(join(dir, 'alerts.db')),
      catalogue,
      sites: loadSites(),
      publicUrl: 'https://alerts.cjenovnik.me',
      mailer: smtpMailer(mailbox.url, 'alerts@cjenovnik.me'),
      behindProxy: true,
    }),
  );
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const servicePort = (service.address() as AddressInfo).port;
  nginx = await startNginx(join(dir), 1, ([port]) => [testBlock(port as number, servicePort)]);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  service?.close();
  await mailbox?.close();
  catalogue?.close();
});

function call(method: string, path: string, body?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: 'https://cjenovnik.me', 'content-type': 'application/json' };
    const request = httpRequest(`http://127.0.0.1:${nginx.ports[0]}${path}`, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('behind the documented nginx, a site’s page subscribes: the preflight and the subscription pass, the e-mail goes', async () => {
  const preflight = await call('OPTIONS', '/alerts');
  expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, 'https://cjenovnik.me']);
  const subscription = {
    channel: 'email',
    site: 'mne',
    locale: 'en',
    email: 'a@example.me',
    productId: 1,
    family: false,
    targetMinor: 70000,
  };
  const answer = await call('POST', '/alerts', JSON.stringify({ ...subscription, inStockOnly: false, domesticOnly: false }));
  expect(answer.status).toBe(202);
  expect(mailbox.mails.map((mail) => mail.to)).toEqual([['a@example.me']]);
});

test('nginx passes on only the service’s paths, and refuses a body too large for a subscription', async () => {
  expect((await call('GET', '/')).status).toBe(404);
  expect((await call('GET', '/alerts.db')).status).toBe(404);
  // The list of a subscriber's alerts is passed on: an unknown token's answer is the service's own page.
  expect((await call('GET', '/manage?token=none')).status).toBe(404);
  expect((await call('GET', '/manage?token=none')).headers['content-type']).toBe('text/html; charset=utf-8');
  expect((await call('POST', '/alerts', 'x'.repeat(5000))).status).toBe(413);
});
