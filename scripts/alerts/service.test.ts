import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import type { Db } from '../catalogue/db.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { smtpMailer } from './mail.ts';
import { browserPushKeys } from './push-endpoint.test-kit.ts';
import { newVapidKeys, type Pusher } from './push.ts';
import { alertsHandler } from './service.ts';
import { openAlerts } from './store.ts';
import { readable, startMailbox } from './smtp.test-kit.ts';

const SITE = 'https://cjenovnik.me';
const GALAXY = { id: 1, name: 'Samsung Galaxy S24 128 GB' };
/** The service's push side; nothing is pushed in these tests (scripts/alerts/deliver.test.ts pushes). */
const PUSHER: Pusher = {
  publicKey: newVapidKeys().publicKey,
  send: () => Promise.reject(new Error('nothing is pushed here')),
};
let dir: string;
let catalogue: Db;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const mails = () => mailbox.mails;
let db: Db;
let service: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-alerts-service-'));
  catalogue = createFixtureCatalogue(join(dir, 'catalogue.db'));
  mailbox = await startMailbox();
});

afterAll(async () => {
  catalogue.close();
  await mailbox.close();
});

beforeEach(async () => {
  mailbox.mails.length = 0;
  service?.close();
  db = openAlerts(join(mkdtempSync(join(dir, 'run-')), 'alerts.db'));
  service = createServer(
    alertsHandler({
      db,
      catalogue,
      sites: loadSites(),
      publicUrl: 'https://alerts.cjenovnik.me',
      mailer: smtpMailer(mailbox.url, 'Cjenovnik <alerts@cjenovnik.me>'),
      pusher: PUSHER,
      limits: { perClientMinute: 30, perAddressHour: 2 },
      now: () => '2026-11-20T09:00:00.000Z',
    }),
  );
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

/** A request as a browser on `origin` makes it (node:http: fetch would not send an Origin header of our choice). */
function call(
  method: string,
  path: string,
  body?: unknown,
  origin = SITE,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { origin };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const SUBSCRIPTION = {
  channel: 'email',
  site: 'mne',
  locale: 'en',
  email: 'Shopper@Example.com',
  productId: GALAXY.id,
  family: false,
  targetMinor: 70000,
  inStockOnly: false,
  domesticOnly: false,
};
const linkIn = (raw: string, path: string) => new RegExp(`https://alerts\\.cjenovnik\\.me${path}\\?token=[\\w-]+`).exec(readable(raw))?.[0];

test('a subscription from a site’s page sends one confirmation, naming the product as the catalogue does, with one-click unsubscribe', async () => {
  const answer = await call('POST', '/alerts', SUBSCRIPTION);
  expect([answer.status, JSON.parse(answer.text), answer.headers['access-control-allow-origin']]).toEqual([202, { confirm: true }, SITE]);
  expect(mails()).toHaveLength(1);
  const [mail] = mails();
  expect(mail?.to).toEqual(['shopper@example.com']);
  expect(mail?.raw).toContain('Subject: Confirm your price alerts at cjenovnik.me');
  expect(readable(mail?.raw ?? '')).toContain(`the price of ${GALAXY.name} falls to €700.00 or under`);
  expect(linkIn(mail?.raw ?? '', '/confirm')).toBeDefined();
  expect(readable(mail?.raw ?? '')).toMatch(/List-Unsubscribe: <https:\/\/alerts\.cjenovnik\.me\/unsubscribe\?token=[\w-]+>/);
  expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});

test('the confirmation link turns the alerts on; a confirmed address is not asked again', async () => {
  await call('POST', '/alerts', { ...SUBSCRIPTION, locale: 'me' });
  const confirm = linkIn(mails()[0]?.raw ?? '', '/confirm') as string;
  const page = await call('GET', confirm.replace('https://alerts.cjenovnik.me', ''));
  expect(page.status).toBe(200);
  expect(page.text).toContain('<html lang="me">');
  expect(page.text).toContain('Obavještenja o cijenama su uključena');
  const again = await call('POST', '/alerts', { ...SUBSCRIPTION, productId: 68 });
  expect([again.status, JSON.parse(again.text)]).toEqual([201, { confirm: false }]);
  expect(mails()).toHaveLength(1);
  expect(db.prepare('SELECT product_id, product_name FROM alert ORDER BY product_id').all()).toEqual([
    { product_id: 1, product_name: GALAXY.name },
    { product_id: 68, product_name: 'Samsung Galaxy S24 256 GB' },
  ]);
});

test('only the sites’ origins may subscribe; a preflight from one is answered', async () => {
  const foreign = await call('POST', '/alerts', SUBSCRIPTION, 'https://evil.example');
  expect(foreign.status).toBe(403);
  const preflight = await call('OPTIONS', '/alerts', undefined, 'https://cjenovnik.ba');
  expect([preflight.status, preflight.headers['access-control-allow-origin'], preflight.headers['access-control-allow-methods']]).toEqual([
    204,
    'https://cjenovnik.ba',
    'GET, POST',
  ]);
  expect(mails()).toHaveLength(0);
});

test('a malformed subscription is refused with the field at fault, and nothing is stored or sent', async () => {
  const cases: [unknown, number, string][] = [
    [{ ...SUBSCRIPTION, targetMinor: undefined }, 400, 'targetMinor'],
    [{ ...SUBSCRIPTION, email: 'not an address' }, 400, 'email'],
    [{ ...SUBSCRIPTION, productName: '<b>Free money</b>' }, 400, 'productName'],
    [{ ...SUBSCRIPTION, site: 'xyz' }, 400, 'site'],
    [{ ...SUBSCRIPTION, productId: 99999 }, 404, 'productId'],
    ['{"site":', 400, 'The body is not JSON'],
    [JSON.stringify({ ...SUBSCRIPTION, email: `${'a'.repeat(3000)}@example.com` }), 413, 'at most 2048 bytes'],
  ];
  for (const [body, status, says] of cases) {
    const answer = await call('POST', '/alerts', body);
    expect([answer.status, answer.text.includes(says)], String(says)).toEqual([status, true]);
  }
  expect([db.prepare('SELECT count(*) AS n FROM alert').get(), mails().length]).toEqual([{ n: 0 }, 0]);
});

test('unsubscribing: opening the link only asks; its form or a mailbox’s one-click deletes the address with its alerts', async () => {
  await call('POST', '/alerts', SUBSCRIPTION);
  const unsubscribe = (linkIn(mails()[0]?.raw ?? '', '/unsubscribe') as string).replace('https://alerts.cjenovnik.me', '');
  const asked = await call('GET', unsubscribe);
  expect(asked.text).toContain('<form method="post"');
  expect(db.prepare('SELECT count(*) AS n FROM subscriber').get()).toEqual({ n: 1 });
  const done = await call('POST', unsubscribe, 'List-Unsubscribe=One-Click');
  expect([done.status, done.text.includes('every price alert of this address is deleted')]).toEqual([200, true]);
  expect(db.prepare('SELECT count(*) AS n FROM subscriber').get()).toEqual({ n: 0 });
  expect((await call('GET', unsubscribe)).status).toBe(404);
});

test('an address gets at most two confirmation e-mails an hour, and one client at most thirty requests a minute', async () => {
  for (const productId of [1, 68, 69]) await call('POST', '/alerts', { ...SUBSCRIPTION, productId });
  expect(mails()).toHaveLength(2);
  const statuses: number[] = [];
  for (let n = 0; n < 30; n += 1) statuses.push((await call('GET', '/confirm?token=none')).status);
  expect(statuses.at(-1)).toBe(429);
});

test('behind nginx, each visitor is limited by the address nginx names, not all of them together', async () => {
  const proxied = createServer(
    alertsHandler({
      ...{ db, catalogue, sites: loadSites(), publicUrl: 'https://alerts.cjenovnik.me' },
      ...{ mailer: smtpMailer(mailbox.url, 'alerts@cjenovnik.me'), behindProxy: true, limits: { perClientMinute: 2, perAddressHour: 2 } },
    }),
  );
  await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
  const get = (realIp: string) =>
    new Promise<number>((resolve, reject) => {
      const port = (proxied.address() as AddressInfo).port;
      httpRequest(`http://127.0.0.1:${port}/confirm?token=none`, { headers: { 'x-real-ip': realIp } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
  try {
    expect([await get('203.0.113.1'), await get('203.0.113.1'), await get('203.0.113.1'), await get('198.51.100.7')]).toEqual([
      404, 404, 429, 404,
    ]);
  } finally {
    proxied.close();
  }
});

test('a browser subscribes by push: its subscription is stored confirmed, it gets its token, and the same browser stays one subscriber', async () => {
  const key = await call('GET', '/push-key');
  expect([key.status, JSON.parse(key.text), key.headers['access-control-allow-origin']]).toEqual([
    200,
    { publicKey: PUSHER.publicKey },
    SITE,
  ]);
  const { subscription } = browserPushKeys('https://fcm.googleapis.com/fcm/send/abc:def');
  const push = { ...SUBSCRIPTION, channel: 'push', email: undefined, push: { ...subscription, expirationTime: null } };
  const first = await call('POST', '/alerts', push);
  expect(first.status).toBe(201);
  const { token } = JSON.parse(first.text) as { token: string };
  expect(token).toMatch(/^[\w-]{22}$/);
  const again = await call('POST', '/alerts', { ...push, productId: 68 });
  expect(JSON.parse(again.text)).toEqual({ confirm: false, token });
  expect(db.prepare('SELECT channel, endpoint, confirmed_at IS NOT NULL AS confirmed FROM subscriber').all()).toEqual([
    { channel: 'push', endpoint: subscription.endpoint, confirmed: 1 },
  ]);
  expect(db.prepare('SELECT count(*) AS n FROM alert').get()).toEqual({ n: 2 });
  expect(mails()).toHaveLength(0);
});

test('a push endpoint that is no browser’s push service, or a malformed subscription, is refused and nothing stored', async () => {
  const { subscription } = browserPushKeys('https://fcm.googleapis.com/fcm/send/abc');
  const push = { ...SUBSCRIPTION, channel: 'push', email: undefined, push: subscription };
  const cases: [unknown, string][] = [
    [{ ...push, push: { ...subscription, endpoint: 'http://169.254.169.254/latest/meta-data' } }, 'push.endpoint'],
    [{ ...push, push: { ...subscription, endpoint: 'https://fcm.googleapis.com.evil.example/x' } }, 'push.endpoint'],
    [{ ...push, push: { ...subscription, keys: { p256dh: '<script>', auth: subscription.keys.auth } } }, 'push.keys.p256dh'],
    [{ ...push, push: undefined }, 'push'],
  ];
  for (const [body, field] of cases) {
    const answer = await call('POST', '/alerts', body);
    expect([answer.status, (JSON.parse(answer.text) as { field: string }).field], field).toEqual([400, field]);
  }
  expect(db.prepare('SELECT count(*) AS n FROM subscriber').get()).toEqual({ n: 0 });
});

test('every message’s list of alerts names each with its link and conditions, and deletes one at a time', async () => {
  const { subscription } = browserPushKeys('https://fcm.googleapis.com/fcm/send/list');
  const push = { ...SUBSCRIPTION, channel: 'push', email: undefined, push: subscription };
  await call('POST', '/alerts', { ...push, inStockOnly: true });
  const { token } = JSON.parse((await call('POST', '/alerts', { ...push, productId: 68, targetMinor: 65000 })).text) as { token: string };
  const list = await call('GET', `/manage?token=${token}`);
  expect(list.status).toBe(200);
  expect(list.text).toContain('<h1>Your price alerts</h1>');
  expect(list.text).toContain(
    `<a href="https://cjenovnik.me/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb">${GALAXY.name}</a>: at €700.00 or under, only when in stock`,
  );
  expect(list.text).toContain('Samsung Galaxy S24 256 GB</a>: at €650.00 or under<form');
  const id = (db.prepare('SELECT id FROM alert WHERE product_id = 68').get() as { id: number }).id;
  const deleted = await call('POST', `/manage?token=${token}&alert=${id}`);
  expect(deleted.text).toContain('The alert is deleted.');
  expect(deleted.text).not.toContain('256 GB');
  expect(db.prepare('SELECT product_id FROM alert').all()).toEqual([{ product_id: 1 }]);
  expect((await call('GET', '/manage?token=someone-else')).status).toBe(404);
});
