import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { deliverOutbox, retryDelayMs } from './deliver.ts';
import { smtpMailer } from './mail.ts';
import { browserPushKeys, startPushEndpoint } from './push-endpoint.test-kit.ts';
import { newVapidKeys, webPusher } from './push.ts';
import { startMailbox } from './smtp.test-kit.ts';
import { addAlert, confirmSubscriber, decideAlerts, openAlerts } from './store.ts';

const NOW = '2026-11-20T09:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a message the mail server does not take waits longer each time, is sent once it does, and is not sent twice', async () => {
  const db = openAlerts(join(mkdtempSync(join(tmpdir(), 'cjenovnik-deliver-')), 'alerts.db'));
  const { token } = addAlert(
    db,
    {
      ...{
        site: 'mne',
        locale: 'en',
        to: { channel: 'email' as const, email: 'a@example.me' },
        productId: 1,
        family: false,
        targetMinor: 80000,
        currency: 'EUR',
      },
      ...{ productName: 'Samsung Galaxy S24 128 GB', productPath: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
      ...{ inStockOnly: false, domesticOnly: false },
    },
    NOW,
  );
  confirmSubscriber(db, token, NOW);
  decideAlerts(db, () => ({ minor: 77400, shop: 'Mega Market' }), NOW);
  const options = { sites: loadSites(), publicUrl: 'https://alerts.cjenovnik.me' };
  const down = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'alerts@cjenovnik.me');
  expect(await deliverOutbox(db, { ...options, mailer: down, now: NOW })).toEqual({ sent: 0, failed: 1, gone: 0 });
  const row = () => db.prepare('SELECT attempts, next_attempt_at, sent_at, error IS NOT NULL AS failed FROM outbox').get();
  expect(row()).toEqual({ attempts: 1, next_attempt_at: later(60_000), sent_at: null, failed: 1 });
  // Not due yet: nothing is tried.
  expect(await deliverOutbox(db, { ...options, mailer: down, now: later(30_000) })).toEqual({ sent: 0, failed: 0, gone: 0 });
  expect(await deliverOutbox(db, { ...options, mailer: down, now: later(60_000) })).toEqual({ sent: 0, failed: 1, gone: 0 });
  expect(row()).toMatchObject({ attempts: 2, next_attempt_at: later(60_000 + 120_000) });
  const mailbox = await startMailbox();
  try {
    const up = smtpMailer(mailbox.url, 'alerts@cjenovnik.me');
    expect(await deliverOutbox(db, { ...options, mailer: up, now: later(180_000) })).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(await deliverOutbox(db, { ...options, mailer: up, now: later(600_000) })).toEqual({ sent: 0, failed: 0, gone: 0 });
    expect(mailbox.mails).toHaveLength(1);
    expect(row()).toMatchObject({ attempts: 3, sent_at: later(180_000), failed: 0 });
  } finally {
    await mailbox.close();
  }
});

test('a push message reaches the push endpoint encrypted for its browser, signed with VAPID; a gone subscription is deleted', async () => {
  const db = openAlerts(join(mkdtempSync(join(tmpdir(), 'cjenovnik-deliver-')), 'alerts.db'));
  const endpoint = await startPushEndpoint();
  const browser = browserPushKeys(`${endpoint.origin}/push/browser-1`);
  addAlert(
    db,
    {
      ...{ site: 'mne', locale: 'en', to: { channel: 'push' as const, push: browser.subscription }, productId: 1, family: false },
      ...{ productName: 'Samsung Galaxy S24 128 GB', productPath: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
      ...{ targetMinor: 80000, currency: 'EUR' as const, inStockOnly: false, domesticOnly: false },
    },
    NOW,
  );
  const keys = newVapidKeys();
  const pusher = webPusher({ ...keys, subject: 'mailto:alerts@cjenovnik.me' }, endpoint.agent);
  const options = { sites: loadSites(), publicUrl: 'https://alerts.cjenovnik.me', pusher };
  try {
    // A browser's subscription needs no confirming: the shopper allowed the notifications.
    expect(decideAlerts(db, () => ({ minor: 77400, shop: 'Mega Market' }), NOW)).toEqual({ alerts: 1, messages: 1 });
    expect(await deliverOutbox(db, { ...options, now: NOW })).toEqual({ sent: 1, failed: 0, gone: 0 });
    const [message] = endpoint.received;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.ttl).toBe('86400');
    expect(message?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    expect(message?.body.toString('utf8')).not.toContain('Galaxy');
    expect(browser.read(message?.body ?? Buffer.alloc(0))).toEqual({
      title: 'Samsung Galaxy S24 128 GB: €774.00 at Mega Market',
      body: '€774.00 with delivery at Mega Market: at or under your target of €800.00.',
      url: '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb',
      tag: 'alert-1',
      manage: expect.stringMatching(/^https:\/\/alerts\.cjenovnik\.me\/manage\?token=[\w-]{22}$/),
      manageTitle: 'Your price alerts',
    });
    // The price rises above the target and falls again: the push service says the browser unsubscribed.
    decideAlerts(db, () => ({ minor: 85000, shop: 'Mega Market' }), later(86_400_000));
    decideAlerts(db, () => ({ minor: 76000, shop: 'Mega Market' }), later(2 * 86_400_000));
    endpoint.answer(410);
    expect(await deliverOutbox(db, { ...options, now: later(2 * 86_400_000) })).toEqual({ sent: 0, failed: 0, gone: 1 });
    expect(db.prepare('SELECT (SELECT count(*) FROM subscriber) AS subscribers, (SELECT count(*) FROM outbox) AS messages').get()).toEqual({
      subscribers: 0,
      messages: 0,
    });
  } finally {
    await endpoint.close();
  }
});

test('retries wait 1, 2, 4 ... minutes, at most 12 hours', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(12)).toBe(12 * 3_600_000);
});
